import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { moderationActions, profiles, users } from '../../db/schema'
import { iso } from './moderation-profile'

/** The latest decisions, newest first. */
export async function decisionLog({ db }: { db: Db }, limit = 50) {
  const rows = await db
    .select({
      action: moderationActions,
      moderatorEmail: users.email,
      targetName: profiles.name,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.moderatorId))
    .leftJoin(profiles, eq(profiles.id, moderationActions.targetUserId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit)
  return rows.map(({ action, moderatorEmail, targetName }) => ({
    id: action.id,
    kind: action.kind,
    reason: action.reason,
    moderatorEmail,
    targetName,
    reportId: action.reportId,
    until: action.until ? iso(action.until) : null,
    createdAt: iso(action.createdAt),
  }))
}
