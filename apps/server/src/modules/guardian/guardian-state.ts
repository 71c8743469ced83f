import type { ConversationGuardians, GuardianState } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guardianConsents, guardians } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { askAgainAt, participantMatch } from './guardian-people'

/** The member's guardian, if any, and whether they confirmed. */
export async function guardianState({ db }: { db: Db }, userId: string): Promise<GuardianState> {
  const [row] = await db.select().from(guardians).where(eq(guardians.userId, userId))
  return { guardian: row ? { email: row.email, confirmed: row.confirmedAt !== null } : null }
}

/** Where a conversation stands: the member's request (may she ask?) and the other's. */
export async function conversation(
  { db, clock }: { db: Db; clock: Clock },
  userId: string,
  matchId: string,
): Promise<ConversationGuardians> {
  const { match, otherId } = await participantMatch(db, userId, matchId)
  const rows = await db.select().from(guardianConsents).where(eq(guardianConsents.matchId, matchId))
  const mine = rows.find((row) => row.wardId === userId)
  const theirs = rows.find((row) => row.wardId === otherId)
  const [guardian] = await db.select().from(guardians).where(eq(guardians.userId, userId))
  const cooledOff =
    mine?.status === 'declined' && askAgainAt(mine.answeredAt).getTime() <= clock.now().getTime()
  return {
    mine: {
      status: mine?.status ?? null,
      canAsk: (!mine || cooledOff) && guardian?.confirmedAt != null && match.unmatchedAt === null,
    },
    theirs: { status: theirs?.status ?? null },
  }
}
