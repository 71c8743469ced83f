import {
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  type NotificationPage,
  notificationPageQuerySchema,
  notificationPageSchema,
  pushPreferencesSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import {
  countUnread,
  decodeCursor,
  getPushPreferences,
  listNotificationPage,
  markNotificationsRead,
  savePushPreferences,
} from './notifications.repository'

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/notifications',
    { schema: { querystring: notificationPageQuerySchema, response: { 200: notificationPageSchema } } },
    async (request): Promise<NotificationPage> => {
      const user = await app.requireUser(request)
      const { before, limit } = request.query
      const cursor = before === undefined ? undefined : decodeCursor(before)
      if (cursor === null) throw new AppError('VALIDATION_FAILED', 'This page link is not valid')
      const [{ rows, nextCursor }, unreadCount] = await Promise.all([
        listNotificationPage(app.db, user.id, { before: cursor, limit }),
        countUnread(app.db, user.id),
      ])
      return {
        notifications: rows.map(({ readAt, createdAt, cursorAt: _, ...n }) => ({
          ...n,
          read: readAt !== null,
          createdAt: createdAt.toISOString(),
        })),
        nextCursor,
        unreadCount,
      }
    },
  )

  api.post(
    '/api/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: markNotificationsReadResultSchema } } },
    async (request) => {
      const user = await app.requireUser(request)
      const updated = await markNotificationsRead(app.db, user.id, app.clock.now(), request.body.ids)
      if (updated === null) throw new AppError('NOT_FOUND', 'Notification not found')
      return { updated }
    },
  )

  api.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: pushPreferencesSchema } } },
    async (request) => {
      const user = await app.requireUser(request)
      return getPushPreferences(app.db, user.id)
    },
  )

  api.put(
    '/api/notifications/preferences',
    { schema: { body: pushPreferencesSchema.strict(), response: { 200: pushPreferencesSchema } } },
    async (request) => {
      const user = await app.requireUser(request)
      return savePushPreferences(app.db, user.id, request.body, app.clock.now())
    },
  )
}
