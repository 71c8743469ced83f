import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bannedEmails, users } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { canonicalEmail } from '../../lib/email-address'
import { emailHash } from '../../lib/email-hash'
import type { OffSite } from '../auth'
import type { MatchService } from '../matches'
import type { Announcement } from '../notifications'
import { setProfileActive } from '../profiles'

export interface RestrictDeps {
  clock: Clock
  matches: Pick<MatchService, 'endAllForDeactivation'>
  offSite: OffSite
  secret: string
}

/** Suspends (with an end) or bans (without) inside `tx`; the caller records the action. */
export async function restrict(
  { clock, matches, offSite, secret }: RestrictDeps,
  tx: Db,
  userId: string,
  reason: string,
  until: Date | null,
): Promise<Announcement> {
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
