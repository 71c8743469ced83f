import type { Notification } from '@mithaq/domain'
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { profiles } from '../db/schema'
import type { NotificationRow } from '../modules/notifications/notifications.service'
import type { Hub } from './hub'

/**
 * Sends `notification.created` for committed notification rows, each to its recipient, in the
 * shape of the notifications list. Meant to be what `app.notify` does (modules/notifications).
 */
export async function announceNotifications(db: Db, hub: Hub, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return
  const senderIds = [...new Set(rows.map((r) => r.senderId))]
  const senders = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.id, senderIds))
  const names = new Map(senders.map((s) => [s.id, s.name]))
  for (const row of rows) {
    const notification: Notification = {
      id: row.id,
      type: row.type,
      senderId: row.senderId,
      senderName: names.get(row.senderId) ?? null,
      referenceId: row.referenceId,
      content: row.content,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    }
    hub.toUser(row.userId).emit({ type: 'notification.created', notification })
  }
}
