import { randomBytes } from 'node:crypto'
import type { GuardianState } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guardianConsents, guardians, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { canonicalEmail } from '../../lib/email-address'
import { composeMail } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import { enforceRateLimit, type RateLimit, type RateLimits } from '../../lib/rate-limit'
import { hashToken, notDeclined, personOf, translatorOfMember } from './guardian-people'
import { guardianState } from './guardian-state'

/** Naming a guardian mails a stranger: a few a day per member. */
const GUARDIAN_MAIL_LIMIT: RateLimit = { max: 5, windowMs: 24 * 60 * 60_000 }

export interface SetGuardianDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  rateLimits: RateLimits
  /** Where the confirmation link points: the server's own public address. */
  publicUrl: string
}

/** Names (or replaces) the guardian; a new guardian must confirm, and every consent is asked anew. */
export async function setGuardian(
  deps: SetGuardianDeps,
  userId: string,
  email: string,
): Promise<GuardianState> {
  const { db, clock, mailer, rateLimits, publicUrl } = deps
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  // Her own mailbox under another spelling (a plus-tag, Gmail's dots) is still her own.
  if (me && canonicalEmail(me.email) === canonicalEmail(email)) {
    throw new AppError('VALIDATION_FAILED', 'Your guardian needs an e-mail address of their own')
  }
  const [current] = await db.select().from(guardians).where(eq(guardians.userId, userId))
  if (current && current.email === email) return guardianState(deps, userId)
  await enforceRateLimit(rateLimits, `guardian:mail:${userId}`, GUARDIAN_MAIL_LIMIT, clock.now())
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    // The other people agreed to a particular guardian: a new one is asked for again.
    await tx.delete(guardianConsents).where(and(eq(guardianConsents.wardId, userId), notDeclined))
    await tx.delete(guardians).where(eq(guardians.userId, userId))
    await tx.insert(guardians).values({ userId, email, tokenHash: hashToken(token), createdAt: clock.now() })
  })
  const { name, sex } = await personOf(db, userId)
  const t = await translatorOfMember(db, userId)
  await mailer.send(
    composeMail(
      t,
      email,
      t('mail.guardianInvite.subject', { name, sex }),
      [
        t('mail.guardianInvite.named', { name, sex }),
        t('mail.guardianInvite.what'),
        t('mail.guardianInvite.confirm'),
        { link: `${publicUrl}/api/guardian/confirm/${token}`, label: t('mail.guardianInvite.button') },
        t('mail.guardianInvite.ignore'),
      ],
      { signature: false },
    ),
  )
  return guardianState(deps, userId)
}

/** The member stops having a guardian: no transcript goes any more, in any conversation. */
export async function removeGuardian({ db }: { db: Db }, userId: string): Promise<GuardianState> {
  await db.transaction(async (tx) => {
    await tx.delete(guardianConsents).where(and(eq(guardianConsents.wardId, userId), notDeclined))
    await tx.delete(guardians).where(eq(guardians.userId, userId))
  })
  return guardianState({ db }, userId)
}
