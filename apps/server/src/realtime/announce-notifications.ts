import type { Notification } from '@mithaq/domain'
import type { NotificationRow } from '../modules/notifications'
import type { Hub } from './hub'

/**
 * Sends `notification.created` for committed notification rows, each to its recipient, in the
 * shape of the notifications list. Meant to be what `app.notify` does (modules/notifications).
 */
export function announceNotifications(hub: Hub, rows: NotificationRow[]): void {
  for (const row of rows) {
    const notification: Notification = {
      id: row.id,
      type: row.type,
      senderId: row.senderId,
      senderName: row.senderName,
      senderIsDemo: row.senderIsDemo,
      referenceId: row.referenceId,
      content: row.content,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    }
    hub.toUser(row.userId).emit({ type: 'notification.created', notification })
  }
}
