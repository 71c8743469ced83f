import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  type ApiErrorBody,
  type AppealAnswerInput,
  type AppealInput,
  ageFromBirthday,
  apiErrorBody,
  englishTranslator,
  type ModerationActionKind,
  type ModerationProfile,
  type MyReport,
  type QueuedAppeal,
  type QueuedReport,
  REPORT_CATEGORY_KEYS,
  REPORT_CHAT_MESSAGES,
  type ReportActionInput,
  type ReportCategory,
  type Restriction,
} from '@mithaq/domain'
import { and, asc, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import {
  bannedEmails,
  messages,
  moderationActions,
  moderationAppeals,
  profilePictures,
  profileReports,
  profiles,
  users,
} from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { canonicalEmail } from '../../lib/email-address'
import { emailHash } from '../../lib/email-hash'
import { composeMail, translatorFor } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import type { Storage } from '../../lib/storage'
import { isModerator, type OffSite } from '../auth'
import type { MatchService } from '../matches'
import type { Announcement, Announcer } from '../notifications'
import { pictureFiles, removeFiles, setProfileActive } from '../profiles'

const english = englishTranslator()

/** A report's category as the server words it (English); one this version does not know, as stored. */
function categoryText(category: string): string {
  const key = REPORT_CATEGORY_KEYS[category as ReportCategory]
  return key ? english(key) : category
}

/** Pictures reach the console through its own route, not /media (whose rule is visibility). */
export const moderationPictureUrl = (storagePath: string) => `/api/moderation/media/${storagePath}`

/** An appeal link from a refused sign-in is good for an hour. */
const APPEAL_TOKEN_MS = 60 * 60_000
const QUEUE_SIZE = 50
const DAY_MS = 24 * 60 * 60_000

export interface ModerationDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  storage: Storage
  log: FastifyBaseLogger
  matches: MatchService
  /** Announces what a transaction committed, after the commit (app.announcer). */
  announcer: Announcer
  /** Takes a member off the site: their sessions, sockets and pushes (auth's, written once). */
  offSite: OffSite
  secret: string
  /** Moderators by configuration (MODERATOR_EMAILS), lower-cased. */
  moderatorEmails?: string[]
}

type ProfileRow = typeof profiles.$inferSelect

const iso = (d: Date) => d.toISOString()
const notFound = () => new AppError('NOT_FOUND', 'This report is no longer open.')
/** No one decides their own case: a report about or by the moderator, an appeal of theirs (decision 320). */
const ownCase = (what: 'report' | 'appeal') =>
  new AppError(
    'OWN_CASE',
    what === 'report'
      ? 'You cannot decide a report about yourself or one you made: another moderator will.'
      : 'You cannot answer your own appeal: another moderator will.',
  )

/** The pictures of several profiles, in position order, keyed by profile. */
async function picturesOf(db: Db, ids: string[]) {
  const byProfile = new Map<string, { id: string; url: string; storagePath: string }[]>()
  if (ids.length === 0) return byProfile
  const rows = await db
    .select()
    .from(profilePictures)
    .where(inArray(profilePictures.profileId, ids))
    .orderBy(asc(profilePictures.profileId), asc(profilePictures.position))
  for (const row of rows) {
    const list = byProfile.get(row.profileId) ?? []
    list.push({ id: row.id, url: moderationPictureUrl(row.storagePath), storagePath: row.storagePath })
    byProfile.set(row.profileId, list)
  }
  return byProfile
}

/**
 * The console's picture links signed for the moderator reading them (decision 256), so an `<img>`
 * opens them without a cookie, in the native shell too.
 */
export function withSignedPictures(
  profile: ModerationProfile,
  sign: (path: string) => string,
): ModerationProfile {
  return { ...profile, pictures: profile.pictures.map((p) => ({ ...p, url: sign(p.url) })) }
}

export function toModerationProfile(
  row: ProfileRow,
  pictures: { id: string; url: string }[],
  today: Date,
): ModerationProfile {
  return {
    id: row.id,
    name: row.name,
    age: ageFromBirthday(row.birthday, today),
    city: row.city,
    country: row.country,
    aboutMe: row.aboutMe,
    occupation: row.occupation,
    pictures: pictures.map(({ id, url }) => ({ id, url })),
    isVerified: row.verifiedAt !== null,
  }
}

/**
 * The moderation console's rules: the queue of open reports, the five actions on a report, the
 * appeals of suspended and banned members, and the record of every decision
 * (`moderation_actions`). Suspensions and bans use better-auth's admin columns on `users`
 * (`banned`, `ban_reason`, `ban_expires`), which its sign-in already refuses.
 */
export function createModerationService(deps: ModerationDeps) {
  const { db, clock, mailer, storage, log, matches, announcer, offSite, secret, moderatorEmails = [] } = deps

  function sign(payload: string) {
    return createHmac('sha256', `appeal:${secret}`).update(payload).digest('base64url')
  }

  /** `<userId>.<expiry ms>.<signature>`: lets a refused sign-in write its one appeal. */
  function appealToken(userId: string): string {
    const payload = `${userId}.${clock.now().getTime() + APPEAL_TOKEN_MS}`
    return `${payload}.${sign(payload)}`
  }

  function readAppealToken(token: string): string {
    const refused = new AppError(
      'INVALID_TOKEN',
      'This appeal link has expired. Please sign in again to appeal.',
    )
    const parts = token.split('.')
    if (parts.length !== 3) throw refused
    const [userId, expiry, signature] = parts as [string, string, string]
    const expected = Buffer.from(sign(`${userId}.${expiry}`))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused
    if (Number(expiry) < clock.now().getTime()) throw refused
    return userId
  }

  /** The suspension or ban in force for a user, with the action that made it. */
  async function currentRestriction(userId: string) {
    const [user] = await db
      .select({ banned: users.banned, banReason: users.banReason, banExpires: users.banExpires })
      .from(users)
      .where(eq(users.id, userId))
    if (!user?.banned) return undefined
    if (user.banExpires && user.banExpires.getTime() <= clock.now().getTime()) return undefined
    const [action] = await db
      .select({ id: moderationActions.id, kind: moderationActions.kind })
      .from(moderationActions)
      .where(
        and(eq(moderationActions.targetUserId, userId), inArray(moderationActions.kind, ['suspend', 'ban'])),
      )
      .orderBy(desc(moderationActions.createdAt))
      .limit(1)
    return { ...user, action }
  }

  /** Suspends (with an end) or bans (without) inside `tx`; the caller records the action. */
  async function restrict(tx: Db, userId: string, reason: string, until: Date | null): Promise<Announcement> {
    const ended = await matches.endAllForDeactivation(tx, userId)
    await setProfileActive(tx, userId, { active: false, at: clock.now() })
    await tx
      .update(users)
      .set({ banned: true, banReason: reason, banExpires: until, updatedAt: clock.now() })
      .where(eq(users.id, userId))
    await offSite.endSessions(tx, userId)
    if (until === null) {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
      if (user)
        await tx
          .insert(bannedEmails)
          .values({ emailHash: emailHash(secret, canonicalEmail(user.email)) })
          .onConflictDoNothing()
    }
    return ended
  }

  async function record(
    tx: Db,
    row: {
      moderatorId: string
      targetUserId: string | null
      reportId?: string | null
      kind: ModerationActionKind
      reason: string
      until?: Date | null
      pictureId?: string | null
    },
  ) {
    const [action] = await tx
      .insert(moderationActions)
      .values({ ...row, createdAt: clock.now() })
      .returning({ id: moderationActions.id })
    return action!.id
  }

  const service = {
    isModerator(userId: string): Promise<boolean> {
      return isModerator(db, userId, moderatorEmails)
    },

    /**
     * Open reports, oldest first, with what a moderator needs to decide; not those about or by
     * this moderator (they are another's to decide, and who reported him stays unknown to him).
     */
    async reportQueue(moderatorId: string): Promise<QueuedReport[]> {
      const rows = await db
        .select()
        .from(profileReports)
        .where(
          and(
            eq(profileReports.status, 'open'),
            or(isNull(profileReports.reportedId), ne(profileReports.reportedId, moderatorId)),
            or(isNull(profileReports.reporterId), ne(profileReports.reporterId, moderatorId)),
          ),
        )
        .orderBy(asc(profileReports.createdAt), asc(profileReports.id))
        .limit(QUEUE_SIZE)
      const ids = [...new Set(rows.flatMap((r) => [r.reportedId, r.reporterId]).filter((id) => id !== null))]
      const people = ids.length ? await db.select().from(profiles).where(inArray(profiles.id, ids)) : []
      const byId = new Map(people.map((p) => [p.id, p]))
      const reportedIds = [...new Set(rows.map((r) => r.reportedId).filter((id) => id !== null))]
      const pictures = await picturesOf(db, reportedIds)
      const counts = reportedIds.length
        ? await db
            .select({ id: profileReports.reportedId, n: count() })
            .from(profileReports)
            .where(inArray(profileReports.reportedId, reportedIds))
            .groupBy(profileReports.reportedId)
        : []
      const countOf = new Map(counts.map((c) => [c.id, c.n]))
      const today = clock.now()
      const out: QueuedReport[] = []
      for (const r of rows) {
        const reported = r.reportedId ? byId.get(r.reportedId) : undefined
        let chat: QueuedReport['chat'] = null
        if (r.matchId) {
          const latest = await db
            .select({
              id: messages.id,
              senderId: messages.senderId,
              content: messages.content,
              createdAt: messages.createdAt,
            })
            .from(messages)
            .where(eq(messages.matchId, r.matchId))
            .orderBy(desc(messages.createdAt), desc(messages.id))
            .limit(REPORT_CHAT_MESSAGES)
          chat = latest.reverse().map((m) => ({
            id: m.id,
            author: m.senderId === r.reporterId ? ('reporter' as const) : ('reported' as const),
            body: m.content,
            createdAt: iso(m.createdAt),
          }))
        }
        out.push({
          id: r.id,
          category: r.category,
          categoryLabel: categoryText(r.category),
          reason: r.reason,
          createdAt: iso(r.createdAt),
          reporterName: (r.reporterId && byId.get(r.reporterId)?.name) || null,
          reported: reported ? toModerationProfile(reported, pictures.get(reported.id) ?? [], today) : null,
          reportsAgainst: r.reportedId ? (countOf.get(r.reportedId) ?? 1) : 1,
          chat,
        })
      }
      return out
    },

    /** One decision on one open report, recorded with who, what, why and when. */
    async actOnReport(moderatorId: string, reportId: string, input: ReportActionInput): Promise<void> {
      const now = clock.now()
      const outcome = await db.transaction(async (tx) => {
        const [report] = await tx
          .select()
          .from(profileReports)
          .where(and(eq(profileReports.id, reportId), eq(profileReports.status, 'open')))
          .for('update')
        if (!report) throw notFound()
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
            announcement = await restrict(tx, target!, input.reason, until)
            closeAll = true
            break
          case 'ban':
            announcement = await restrict(tx, target!, input.reason, null)
            closeAll = true
            break
        }
        await record(tx, {
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
          ? await tx
              .select({ email: users.email, locale: users.locale })
              .from(users)
              .where(eq(users.id, target))
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
    },

    /** The latest decisions, newest first. */
    async log(limit = 50) {
      const rows = await db
        .select({
          action: moderationActions,
          moderatorEmail: users.email,
          targetName: profiles.name,
        })
        .from(moderationActions)
        .leftJoin(users, eq(users.id, moderationActions.moderatorId))
        .leftJoin(profiles, eq(profiles.id, moderationActions.targetUserId))
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(limit)
      return rows.map(({ action, moderatorEmail, targetName }) => ({
        id: action.id,
        kind: action.kind,
        reason: action.reason,
        moderatorEmail,
        targetName,
        reportId: action.reportId,
        until: action.until ? iso(action.until) : null,
        createdAt: iso(action.createdAt),
      }))
    },

    /** Reports a member made, newest first, with how far the moderators got. */
    async myReports(reporterId: string): Promise<MyReport[]> {
      const rows = await db
        .select({
          id: profileReports.id,
          category: profileReports.category,
          createdAt: profileReports.createdAt,
          status: profileReports.status,
          reportedName: profiles.name,
        })
        .from(profileReports)
        .leftJoin(profiles, eq(profiles.id, profileReports.reportedId))
        .where(eq(profileReports.reporterId, reporterId))
        .orderBy(desc(profileReports.createdAt), desc(profileReports.id))
        .limit(QUEUE_SIZE)
      return rows.map((r) => ({
        id: r.id,
        reportedName: r.reportedName,
        category: categoryText(r.category),
        createdAt: iso(r.createdAt),
        status: r.status === 'open' ? 'received' : r.status === 'reviewed' ? 'reviewed' : 'action_taken',
      }))
    },

    /** A refused sign-in's answer: why, until when, the appeal so far, and a way to write it. */
    async restrictedSignIn(email: string): Promise<ApiErrorBody> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()))
      const current = user ? await currentRestriction(user.id) : undefined
      if (!user || !current)
        return apiErrorBody('ACCOUNT_RESTRICTED', 'This account cannot sign in at the moment.')
      const [appeal] = current.action
        ? await db.select().from(moderationAppeals).where(eq(moderationAppeals.actionId, current.action.id))
        : []
      const kind = current.banExpires ? ('suspended' as const) : ('banned' as const)
      const restriction: Restriction = {
        kind,
        reason: current.banReason ?? '',
        until: current.banExpires ? iso(current.banExpires) : null,
        appeal: appeal
          ? {
              text: appeal.text,
              status: appeal.outcome ?? 'waiting',
              answer: appeal.answer,
            }
          : null,
        appealToken: current.action && !appeal ? appealToken(user.id) : null,
      }
      const message =
        kind === 'suspended'
          ? 'Your account is suspended by a moderator.'
          : 'Your account was closed by a moderator.'
      return apiErrorBody('ACCOUNT_RESTRICTED', message, { restriction })
    },

    /**
     * Whether an address reaches a banned person's mailbox (sign-up refuses it): compared as
     * the provider delivers it, so `omar.khan+2@gmail.com` is `omar.khan@gmail.com` (decision
     * 311). Bans kept before that hashed the address as typed; those still match it, and a banned
     * account that still exists matches by its own canonical address.
     */
    async isBannedEmail(email: string): Promise<boolean> {
      const canonical = canonicalEmail(email)
      const hashes = [emailHash(secret, canonical), emailHash(secret, email)]
      const [row] = await db
        .select({ h: bannedEmails.emailHash })
        .from(bannedEmails)
        .where(inArray(bannedEmails.emailHash, hashes))
      if (row) return true
      const [banned] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.emailCanonical, canonical), eq(users.banned, true), isNull(users.banExpires)))
      return Boolean(banned)
    },

    /** The member's one appeal against the suspension or ban in force. */
    async appeal({ token, text }: AppealInput): Promise<void> {
      const userId = readAppealToken(token)
      const current = await currentRestriction(userId)
      if (!current?.action)
        throw new AppError('CONFLICT', 'Your account is not suspended any more: you can sign in.')
      const inserted = await db
        .insert(moderationAppeals)
        .values({ userId, actionId: current.action.id, text, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: moderationAppeals.id })
      if (inserted.length === 0) throw new AppError('CONFLICT', 'You have already appealed this decision.')
    },

    /** Unanswered appeals, oldest first; not the moderator's own. */
    async appealQueue(moderatorId: string): Promise<QueuedAppeal[]> {
      const rows = await db
        .select({
          appeal: moderationAppeals,
          action: moderationActions,
          name: profiles.name,
          email: users.email,
        })
        .from(moderationAppeals)
        .innerJoin(moderationActions, eq(moderationActions.id, moderationAppeals.actionId))
        .leftJoin(users, eq(users.id, moderationAppeals.userId))
        .leftJoin(profiles, eq(profiles.id, moderationAppeals.userId))
        .where(and(isNull(moderationAppeals.outcome), ne(moderationAppeals.userId, moderatorId)))
        .orderBy(asc(moderationAppeals.createdAt), asc(moderationAppeals.id))
        .limit(QUEUE_SIZE)
      return rows.map(({ appeal, action, name, email }) => ({
        id: appeal.id,
        text: appeal.text,
        createdAt: iso(appeal.createdAt),
        memberName: name,
        memberEmail: email,
        restriction: {
          kind: action.kind === 'suspend' ? ('suspend' as const) : ('ban' as const),
          reason: action.reason,
          until: action.until ? iso(action.until) : null,
        },
      }))
    },

    /** A moderator answers an appeal: lifting ends the suspension or ban, upholding keeps it. */
    async answerAppeal(moderatorId: string, appealId: string, { outcome, answer }: AppealAnswerInput) {
      const member = await db.transaction(async (tx) => {
        const [appeal] = await tx
          .select()
          .from(moderationAppeals)
          .where(and(eq(moderationAppeals.id, appealId), isNull(moderationAppeals.outcome)))
          .for('update')
        if (!appeal) throw new AppError('NOT_FOUND', 'This appeal was already answered.')
        if (appeal.userId === moderatorId) throw ownCase('appeal')
        await tx
          .update(moderationAppeals)
          .set({ outcome: outcome === 'lift' ? 'lifted' : 'upheld', answer, answeredAt: clock.now() })
          .where(eq(moderationAppeals.id, appeal.id))
        const [user] = await tx
          .select({ email: users.email, locale: users.locale })
          .from(users)
          .where(eq(users.id, appeal.userId))
        if (outcome === 'lift') {
          await tx
            .update(users)
            .set({ banned: false, banReason: null, banExpires: null, updatedAt: clock.now() })
            .where(eq(users.id, appeal.userId))
          if (user)
            await tx
              .delete(bannedEmails)
              .where(
                inArray(bannedEmails.emailHash, [
                  emailHash(secret, canonicalEmail(user.email)),
                  emailHash(secret, user.email),
                ]),
              )
        }
        await record(tx, {
          moderatorId,
          targetUserId: appeal.userId,
          kind: outcome === 'lift' ? 'appeal_lifted' : 'appeal_upheld',
          reason: answer,
        })
        return user
      })
      if (member) {
        const t = await translatorFor(member.locale)
        await mailer
          .send(
            composeMail(t, member.email, t('mail.appeal.subject'), [
              t(outcome === 'lift' ? 'mail.appeal.lifted' : 'mail.appeal.upheld'),
              t('mail.appeal.answer', { answer }),
            ]),
          )
          .catch((err: unknown) => log.error({ err }, 'moderation: the appeal answer mail could not be sent'))
      }
    },

    /** A stored picture file, when it belongs to some profile (selfies never do). */
    async pictureFile(file: string) {
      const storagePath = file.replace(/\.thumb\.webp$/, '.webp')
      const [row] = await db
        .select({ id: profilePictures.id })
        .from(profilePictures)
        .where(eq(profilePictures.storagePath, storagePath))
      if (!row) return undefined
      return storage.get(file)
    },

    record,
  }
  return service
}

export type ModerationService = ReturnType<typeof createModerationService>
