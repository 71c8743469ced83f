import type { AppealAnswerInput } from '@mithaq/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { bannedEmails, moderationAppeals, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { canonicalEmail } from '../../lib/email-address'
import { emailHash } from '../../lib/email-hash'
import { composeMail, translatorFor } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import { ownCase } from './own-case'
import { recordAction } from './record-action'

export interface AnswerAppealDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  log: FastifyBaseLogger
  secret: string
}

/** A moderator answers an appeal: lifting ends the suspension or ban, upholding keeps it. */
export async function answerAppeal(
  deps: AnswerAppealDeps,
  moderatorId: string,
  appealId: string,
  { outcome, answer }: AppealAnswerInput,
) {
  const { db, clock, mailer, log, secret } = deps
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
    await recordAction(deps, tx, {
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
}
