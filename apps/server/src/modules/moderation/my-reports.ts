import type { MyReport } from '@mithaq/domain'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profileReports, profiles } from '../../db/schema'
import { categoryText, iso, QUEUE_SIZE } from './moderation-profile'

/** Reports a member made, newest first, with how far the moderators got. */
export async function myReports({ db }: { db: Db }, reporterId: string): Promise<MyReport[]> {
  const rows = await db
    .select({
      id: profileReports.id,
      category: profileReports.category,
      createdAt: profileReports.createdAt,
      status: profileReports.status,
      reportedName: profiles.name,
    })
    .from(profileReports)
    .leftJoin(profiles, eq(profiles.id, profileReports.reportedId))
    .where(eq(profileReports.reporterId, reporterId))
    .orderBy(desc(profileReports.createdAt), desc(profileReports.id))
    .limit(QUEUE_SIZE)
  return rows.map((r) => ({
    id: r.id,
    reportedName: r.reportedName,
    category: categoryText(r.category),
    createdAt: iso(r.createdAt),
    status: r.status === 'open' ? 'received' : r.status === 'reviewed' ? 'reviewed' : 'action_taken',
  }))
}
