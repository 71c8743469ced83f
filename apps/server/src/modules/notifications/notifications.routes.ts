import {
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  type NotificationList,
  notificationListSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { listNotifications, markNotificationsRead } from './notifications.repository'

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/notifications',
    { schema: { response: { 200: notificationListSchema } } },
    async (request): Promise<NotificationList> => {
      const user = await app.requireUser(request)
      const rows = await listNotifications(app.db, user.id)
      return {
        notifications: rows.map(({ readAt, createdAt, ...n }) => ({
          ...n,
          read: readAt !== null,
          createdAt: createdAt.toISOString(),
        })),
      }
    },
  )

  api.post(
    '/api/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: markNotificationsReadResultSchema } } },
    async (request) => {
      const user = await app.requireUser(request)
      const updated = await markNotificationsRead(app.db, user.id, app.clock.now(), request.body.ids)
      return { updated }
    },
  )
}
