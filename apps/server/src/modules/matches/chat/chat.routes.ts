import {
  markReadResultSchema,
  matchIdParamsSchema,
  messageListSchema,
  messageSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { createChatService } from './chat.service'

/** Messages of a match, sending, read state and the tab badge. */
export async function chatRoutes(
  app: FastifyInstance,
  { service }: { service: ReturnType<typeof createChatService> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const params = matchIdParamsSchema
  // The hot paths need only the session: someone without a profile is in no match, so gets 404.

  r.get(
    '/api/matches/:id/messages',
    { schema: { params, response: { 200: messageListSchema } } },
    async (request) => {
      const me = await app.requireProfile(request)
      return { messages: await service.listMessages(me.id, request.params.id) }
    },
  )

  r.post(
    '/api/matches/:id/messages',
    { schema: { params, body: sendMessageSchema, response: { 200: messageSchema, 201: messageSchema } } },
    async (request, reply) => {
      const me = await app.requireUser(request)
      const { message, created } = await service.sendMessage(me.id, request.params.id, request.body)
      // A retried send answers the saved message with 200, the first one 201.
      return reply.status(created ? 201 : 200).send(message)
    },
  )

  r.post(
    '/api/matches/:id/read',
    { schema: { params, response: { 200: markReadResultSchema } } },
    async (request) => {
      const me = await app.requireUser(request)
      return { count: await service.markRead(me.id, request.params.id) }
    },
  )

  r.get('/api/unread-count', { schema: { response: { 200: unreadCountSchema } } }, async (request) => {
    const me = await app.requireProfile(request)
    return { count: await service.unreadCount(me.id) }
  })
}
