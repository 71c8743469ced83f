import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { moderationActions, users } from '../../db/schema'
import type { Clock } from '../../lib/clock'

/** The suspension or ban in force for a user, with the action that made it. */
export async function currentRestriction({ db, clock }: { db: Db; clock: Clock }, userId: string) {
  const [user] = await db
    .select({ banned: users.banned, banReason: users.banReason, banExpires: users.banExpires })
    .from(users)
    .where(eq(users.id, userId))
  if (!user?.banned) return undefined
  if (user.banExpires && user.banExpires.getTime() <= clock.now().getTime()) return undefined
  const [action] = await db
    .select({ id: moderationActions.id, kind: moderationActions.kind })
    .from(moderationActions)
    .where(
      and(eq(moderationActions.targetUserId, userId), inArray(moderationActions.kind, ['suspend', 'ban'])),
    )
    .orderBy(desc(moderationActions.createdAt))
    .limit(1)
  return { ...user, action }
}
