import { createHash } from 'node:crypto'
import { GUARDIAN_ASK_COOL_OFF_MS, type Sex } from '@mithaq/domain'
import { and, eq, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guardianConsents, matches, profiles, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { translatorFor } from '../../lib/mail-texts'

/** What the guardian's use cases share: whose words, which person, which match, which token. */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** When a refusal (or a withdrawn agreement) lets the ward ask again (decision 322). */
export const askAgainAt = (answeredAt: Date | null) =>
  new Date((answeredAt?.getTime() ?? 0) + GUARDIAN_ASK_COOL_OFF_MS)

/** A ward's refusals stay when her guardian changes or goes, so their cool-off cannot be skipped. */
export const notDeclined = ne(guardianConsents.status, 'declined')

/** A guardian has no account of their own: their mails are in the language of the member (decision 281). */
export async function translatorOfMember(db: Db, id: string) {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, id))
  return translatorFor(row?.locale)
}

/** A member's name and sex, which the words about them agree with (decision 300). */
export async function personOf(db: Db, id: string): Promise<{ name: string; sex: Sex | null }> {
  const [row] = await db
    .select({ name: profiles.name, sex: profiles.sex })
    .from(profiles)
    .where(eq(profiles.id, id))
  return row ?? { name: 'A member', sex: null }
}

/** The match, if the user is one of its two people; else 404 as for any foreign id. */
export async function participantMatch(db: Db, userId: string, matchId: string) {
  const [match] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), or(eq(matches.profile1Id, userId), eq(matches.profile2Id, userId))))
  if (!match) throw new AppError('NOT_FOUND', 'Match not found')
  return { match, otherId: match.profile1Id === userId ? match.profile2Id : match.profile1Id }
}
