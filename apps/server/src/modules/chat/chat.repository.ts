import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { matches, messages } from '../../db/schema'

export interface LastMessageRow {
  matchId: string
  senderId: string
  content: string
  createdAt: Date
}

export async function lastMessages(db: Db, matchIds: string[]): Promise<Map<string, LastMessageRow>> {
  if (matchIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([messages.matchId], {
      matchId: messages.matchId,
      senderId: messages.senderId,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(inArray(messages.matchId, matchIds))
    .orderBy(messages.matchId, desc(messages.createdAt), desc(messages.id))
  return new Map(rows.map((r) => [r.matchId, r]))
}

/** Unread = the other user's messages I have not read, per match. */
export async function unreadCounts(db: Db, userId: string, matchIds: string[]): Promise<Map<string, number>> {
  if (matchIds.length === 0) return new Map()
  const rows = await db
    .select({ matchId: messages.matchId, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(inArray(messages.matchId, matchIds), ne(messages.senderId, userId), eq(messages.read, false)))
    .groupBy(messages.matchId)
  return new Map(rows.map((r) => [r.matchId, Number(r.count)]))
}

/** The Matches tab badge: unread messages from others in my active matches. */
export async function totalUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    // The one read of a match outside its module: the badge counts active matches only.
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
