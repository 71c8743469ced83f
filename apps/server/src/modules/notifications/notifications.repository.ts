import { NOTIFICATIONS_PAGE_SIZE } from '@mithaq/domain'
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blockedProfiles, notifications, profiles } from '../../db/schema'

/** My notifications, newest first; senders blocked in either direction are left out. */
export async function listNotifications(db: Db, userId: string) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      senderId: notifications.senderId,
      senderName: profiles.name,
      referenceId: notifications.referenceId,
      content: notifications.content,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.senderId))
    .where(
      and(
        eq(notifications.userId, userId),
        sql`not exists (select 1 from ${blockedProfiles} where (${blockedProfiles.blockerId} = ${userId} and ${blockedProfiles.blockedId} = ${notifications.senderId}) or (${blockedProfiles.blockerId} = ${notifications.senderId} and ${blockedProfiles.blockedId} = ${userId}))`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
}

/** Marks my unread notifications (all, or the listed ones) as read; ids of others change nothing. */
export async function markNotificationsRead(db: Db, userId: string, now: Date, ids?: string[]) {
  const conditions: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)]
  if (ids) conditions.push(inArray(notifications.id, ids))
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(...conditions))
    .returning({ id: notifications.id })
  return rows.length
}
