import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notificationRoutes } from './notifications.routes'
import type { NotificationRow } from './notifications.service'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Announces notifications that were committed. Call it only after the transaction that
     * created them (createNotification) has committed. Today it only logs; the realtime hub
     * (Socket.IO `notification.created`) and push delivery attach here in a later issue.
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
    })
    await app.register(notificationRoutes)
  },
  { name: 'notifications' },
)
