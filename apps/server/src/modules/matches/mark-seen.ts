import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { matches } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import type { Announcer } from '../notifications'
import { matchNotFound } from './match-economy'
import { findMatch, isUuid } from './matches.repository'
import { visibleOrUndefined } from './visible-match'

export interface MarkSeenDeps {
  db: Db
  clock: Clock
  announcer: Announcer
}

/** The viewer was shown this match's moment: never again, on any device. Idempotent. */
export async function markMomentShown(
  { db, clock, announcer }: MarkSeenDeps,
  viewerId: string,
  matchId: string,
) {
  if (!isUuid(matchId)) throw matchNotFound()
  const row = await visibleOrUndefined(db, await findMatch(db, matchId), viewerId)
  if (!row) throw matchNotFound()
  const now = clock.now()
  const [updated] = await db
    .update(matches)
    .set(row.profile1Id === viewerId ? { user1MomentShownAt: now } : { user2MomentShownAt: now })
    .where(
      and(
        eq(matches.id, matchId),
        isNull(row.profile1Id === viewerId ? matches.user1MomentShownAt : matches.user2MomentShownAt),
      ),
    )
    .returning({ id: matches.id })
  // The viewer's other screens drop it from what they would still show.
  if (updated)
    announcer.announce({ emits: [{ userId: viewerId, event: { type: 'match.updated', matchId } }] })
}

/** The viewer opened Matches: none of their active matches is new any more. */
export async function markListSeen({ db, clock, announcer }: MarkSeenDeps, viewerId: string): Promise<void> {
  const now = clock.now()
  const [a, b] = await Promise.all([
    db
      .update(matches)
      .set({ user1ListSeenAt: now })
      .where(
        and(eq(matches.profile1Id, viewerId), isNull(matches.unmatchedAt), isNull(matches.user1ListSeenAt)),
      )
      .returning({ id: matches.id }),
    db
      .update(matches)
      .set({ user2ListSeenAt: now })
      .where(
        and(eq(matches.profile2Id, viewerId), isNull(matches.unmatchedAt), isNull(matches.user2ListSeenAt)),
      )
      .returning({ id: matches.id }),
  ])
  const first = a[0] ?? b[0]
  if (first) {
    announcer.announce({ emits: [{ userId: viewerId, event: { type: 'match.updated', matchId: first.id } }] })
  }
}
