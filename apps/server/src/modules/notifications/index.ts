import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { announceNotifications } from '../../realtime/announce-notifications'
import type { PendingEmit } from '../../realtime/hub'
import { notificationRoutes } from './notifications.routes'
import type { NotificationRow } from './notifications.service'

export {
  type MatchNotificationsAnswered,
  markMatchNotificationsRead,
  pushPreferencesOf,
  wantsPush,
} from './notifications.repository'
export {
  createNotification,
  insertNotificationsSql,
  type NotificationInput,
  type NotificationRow,
  toNotificationRows,
} from './notifications.service'
export { sendDueReminders } from './reminders'

/** Sends what a committed transaction produced: realtime events, then notifications. */
export interface Announcer {
  publish(emits: PendingEmit[]): void
  notify(rows: NotificationRow[]): void
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Announces notifications that were committed. Call it only after the transaction that
     * created them (createNotification) has committed. Sends `notification.created` to each
     * recipient's open screens and pushes them to the recipient's devices (modules/push).
     * Never throws: a failed announcement must not fail the action (docs/product.md § 13).
     */
    notify(rows: NotificationRow[]): void
    /** The hub's publish and notify together: what every service that commits announces through. */
    announcer: Announcer
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
      if (rows.length > 0) app.events.emit({ type: 'notifications.committed', rows })
      // Web Push runs in the background and never rejects (modules/push).
      if (app.hasDecorator('push')) void app.push.send(rows)
    })
    app.decorate('announcer', {
      publish: (emits) => app.hub.publish(emits),
      notify: (rows) => app.notify(rows),
    })
    await app.register(notificationRoutes)
  },
  { name: 'notifications' },
)
