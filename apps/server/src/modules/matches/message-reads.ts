import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { messages } from '../../db/schema'

/** What the match lists and the detail read of the messages (the table is chat's). */
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
