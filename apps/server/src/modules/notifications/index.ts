import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type Announcer, createAnnouncer } from './announcer'
import { notificationRoutes } from './notifications.routes'

export { type Announcement, type Announcer, type Fact, newAnnouncement, toNotification } from './announcer'
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

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one way to announce what a committed transaction did (explicit realtime events and the
     * notifications it stored): see announcer.ts. Push and the demo members listen to it.
     */
    announcer: Announcer
  }
}

/** Stored notifications, the one announcer, and the recipient's list. */
export default fp(
  async function notificationsModule(app: FastifyInstance) {
    app.decorate('announcer', createAnnouncer({ hub: app.hub, log: app.log }))
    await app.register(notificationRoutes)
  },
  { name: 'notifications' },
)
export { notificationsExport } from './notifications.export'
