import { type QueuedReport, REPORT_CHAT_MESSAGES } from '@mithaq/domain'
import { and, asc, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { messages, profileReports, profiles } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { categoryText, iso, picturesOf, QUEUE_SIZE, toModerationProfile } from './moderation-profile'

export interface ReportQueueDeps {
  db: Db
  clock: Clock
}

/**
 * Open reports, oldest first, with what a moderator needs to decide; not those about or by
 * this moderator (they are another's to decide, and who reported him stays unknown to him).
 */
export async function reportQueue(
  { db, clock }: ReportQueueDeps,
  moderatorId: string,
): Promise<QueuedReport[]> {
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
}
