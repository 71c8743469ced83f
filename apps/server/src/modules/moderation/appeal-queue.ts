import type { QueuedAppeal } from '@mithaq/domain'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { moderationActions, moderationAppeals, profiles, users } from '../../db/schema'
import { iso, QUEUE_SIZE } from './moderation-profile'

/** Unanswered appeals, oldest first; not the moderator's own. */
export async function appealQueue({ db }: { db: Db }, moderatorId: string): Promise<QueuedAppeal[]> {
  const rows = await db
    .select({
      appeal: moderationAppeals,
      action: moderationActions,
      name: profiles.name,
      email: users.email,
    })
    .from(moderationAppeals)
    .innerJoin(moderationActions, eq(moderationActions.id, moderationAppeals.actionId))
    .leftJoin(users, eq(users.id, moderationAppeals.userId))
    .leftJoin(profiles, eq(profiles.id, moderationAppeals.userId))
    .where(and(isNull(moderationAppeals.outcome), ne(moderationAppeals.userId, moderatorId)))
    .orderBy(asc(moderationAppeals.createdAt), asc(moderationAppeals.id))
    .limit(QUEUE_SIZE)
  return rows.map(({ appeal, action, name, email }) => ({
    id: appeal.id,
    text: appeal.text,
    createdAt: iso(appeal.createdAt),
    memberName: name,
    memberEmail: email,
    restriction: {
      kind: action.kind === 'suspend' ? ('suspend' as const) : ('ban' as const),
      reason: action.reason,
      until: action.until ? iso(action.until) : null,
    },
  }))
}
