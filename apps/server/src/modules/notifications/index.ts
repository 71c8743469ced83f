import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { announceNotifications } from '../../realtime/announce-notifications'
import { notificationRoutes } from './notifications.routes'
import type { NotificationRow } from './notifications.service'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Announces notifications that were committed. Call it only after the transaction that
     * created them (createNotification) has committed. Sends `notification.created` to each
     * recipient's open screens and pushes them to the recipient's devices (modules/push).
     * Never throws: a failed announcement must not fail the action (spec section 7).
     */
    notify(rows: NotificationRow[]): void
  }
}

/** Stored notifications, the seam for realtime and push, and the recipient's list. */
export default fp(
  async function notificationsModule(app: FastifyInstance) {
    app.decorate('notify', (rows: NotificationRow[]) => {
      for (const row of rows) {
        app.log.debug(
          { notificationId: row.id, type: row.type, userId: row.userId, senderId: row.senderId },
          'notification committed',
        )
      }
      try {
        announceNotifications(app.hub, rows)
      } catch (err) {
        app.log.error({ err }, 'notifications could not be announced')
      }
      // Web Push runs in the background and never rejects (modules/push).
      if (app.hasDecorator('push')) void app.push.send(rows)
    })
    await app.register(notificationRoutes)
  },
  { name: 'notifications' },
)
