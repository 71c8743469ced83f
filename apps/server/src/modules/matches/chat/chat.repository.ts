import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { matches, messages } from '../../../db/schema'

/** The Matches tab badge: unread messages from others in my active matches. */
export async function totalUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    // The badge counts active matches only.
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(
      and(
        or(eq(matches.profile1Id, userId), eq(matches.profile2Id, userId)),
        isNull(matches.unmatchedAt),
        ne(messages.senderId, userId),
        eq(messages.read, false),
      ),
    )
  return Number(row?.count ?? 0)
}
