import type { ReportActionInput } from '@mithaq/domain'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { profilePictures, profileReports, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { composeMail, translatorFor } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import type { Storage } from '../../lib/storage'
import { isModerator } from '../auth'
import type { Announcement, Announcer } from '../notifications'
import { pictureFiles, removeFiles } from '../profiles'
import { ownCase } from './own-case'
import { recordAction } from './record-action'
import { type RestrictDeps, restrict } from './restrict'

const DAY_MS = 24 * 60 * 60_000

export interface ActOnReportDeps extends RestrictDeps {
  db: Db
  mailer: Mailer
  storage: Storage
  log: FastifyBaseLogger
  /** Announces what a transaction committed, after the commit (app.announcer). */
  announcer: Announcer
  /** Moderators by configuration (MODERATOR_EMAILS), lower-cased. */
  moderatorEmails: string[]
}

/** One decision on one open report, recorded with who, what, why and when. */
export async function actOnReport(
  deps: ActOnReportDeps,
  moderatorId: string,
  reportId: string,
  input: ReportActionInput,
): Promise<void> {
  const { db, clock, mailer, storage, log, announcer, offSite, moderatorEmails } = deps
  const now = clock.now()
  const outcome = await db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(profileReports)
      .where(and(eq(profileReports.id, reportId), eq(profileReports.status, 'open')))
      .for('update')
    if (!report) throw new AppError('NOT_FOUND', 'This report is no longer open.')
    const target = report.reportedId
    if (target === moderatorId || report.reporterId === moderatorId) throw ownCase('report')
    // Taking a moderator's access away is not one moderator's call: the operator takes the role
    // first (set-role or MODERATOR_EMAILS), then the report is decided as any other (decision 320).
    if (
      (input.action === 'suspend' || input.action === 'ban') &&
      target &&
      (await isModerator(tx, target, moderatorEmails))
    )
      throw new AppError(
        'MODERATOR_TARGET',
        'A moderator cannot be suspended or banned from the console. The operator must first take away their moderator role.',
      )
    if (!target && input.action !== 'dismiss')
      throw new AppError('CONFLICT', 'This account was deleted: the report can only be dismissed.')
    let announcement: Announcement | undefined
    let files: string[] = []
    let until: Date | null = null
    let pictureId: string | null = null
    let closeAll = false
    switch (input.action) {
      case 'dismiss':
      case 'warn':
        break
      case 'remove_picture': {
        const [picture] = await tx
          .select()
          .from(profilePictures)
          .where(and(eq(profilePictures.id, input.pictureId), eq(profilePictures.profileId, target!)))
        if (!picture) throw new AppError('NOT_FOUND', 'That picture is no longer on the profile.')
        await tx.delete(profilePictures).where(eq(profilePictures.id, picture.id))
        // The rest keep their order from position 0, so the first one left is the main picture.
        const rest = await tx
          .select({ id: profilePictures.id, position: profilePictures.position })
          .from(profilePictures)
          .where(eq(profilePictures.profileId, target!))
          .orderBy(asc(profilePictures.position))
        for (const [position, p] of rest.entries())
          if (p.position !== position)
            await tx.update(profilePictures).set({ position }).where(eq(profilePictures.id, p.id))
        files = pictureFiles(picture.storagePath, picture.blurredPath)
        pictureId = picture.id
        break
      }
      case 'suspend':
        until = new Date(now.getTime() + input.days * DAY_MS)
        announcement = await restrict(deps, tx, target!, input.reason, until)
        closeAll = true
        break
      case 'ban':
        announcement = await restrict(deps, tx, target!, input.reason, null)
        closeAll = true
        break
    }
    await recordAction(deps, tx, {
      moderatorId,
      targetUserId: target,
      reportId,
      kind: input.action,
      reason: input.reason,
      until,
      pictureId,
    })
    const status = input.action === 'dismiss' ? 'reviewed' : 'actioned'
    // A suspension or a ban answers every open report about the person; the rest answer one.
    await tx
      .update(profileReports)
      .set({ status })
      .where(
        closeAll && target
          ? and(eq(profileReports.reportedId, target), eq(profileReports.status, 'open'))
          : eq(profileReports.id, reportId),
      )
    const [email] = target
      ? await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, target))
      : []
    return { announcement, files, target, email: email?.email, locale: email?.locale }
  })
  if (outcome.announcement && outcome.target) {
    offSite.sessionsEnded(outcome.target)
    announcer.announce(outcome.announcement)
  }
  if (outcome.files.length) await removeFiles(storage, log, outcome.files)
  const t = await translatorFor(outcome.locale)
  if (input.action === 'warn' && outcome.email) {
    await mailer
      .send(
        composeMail(t, outcome.email, t('mail.warning.subject'), [
          t('mail.warning.body'),
          t('mail.moderatorReason', { reason: input.reason }),
          t('mail.warning.rules'),
        ]),
      )
      .catch((err: unknown) => log.error({ err }, 'moderation: the warning mail could not be sent'))
  }
  if (input.action === 'remove_picture' && outcome.email) {
    await mailer
      .send(
        composeMail(t, outcome.email, t('mail.pictureRemoved.subject'), [
          t('mail.pictureRemoved.body'),
          t('mail.moderatorReason', { reason: input.reason }),
        ]),
      )
      .catch((err: unknown) => log.error({ err }, 'moderation: the picture mail could not be sent'))
  }
}
