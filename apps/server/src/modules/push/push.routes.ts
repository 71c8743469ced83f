import {
  type PushConfig,
  pushConfigSchema,
  removeNativePushTokenSchema,
  removePushSubscriptionSchema,
  saveNativePushTokenSchema,
  savePushSubscriptionSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { checkPushEndpoint, type PushEndpointPolicy } from './push.endpoints'
import {
  PUSH_MESSAGES,
  removeNativePushToken,
  removePushSubscription,
  saveNativePushToken,
  savePushSubscription,
} from './push.repository'

export async function pushRoutes(app: FastifyInstance, { policy }: { policy: PushEndpointPolicy }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/push/config',
    { schema: { response: { 200: pushConfigSchema } } },
    async (): Promise<PushConfig> => {
      return { publicKey: app.config.vapid?.publicKey ?? null }
    },
  )

  api.post(
    '/api/push/subscriptions',
    { schema: { body: savePushSubscriptionSchema, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) => {
      const user = await app.requireUser(request)
      const verdict = checkPushEndpoint(request.body.subscription.endpoint, policy)
      if (!verdict.ok) {
        const message =
          verdict.reason === 'not https' ? PUSH_MESSAGES.insecureEndpoint : PUSH_MESSAGES.unknownPushService
        request.log.warn({ reason: verdict.reason }, 'push: endpoint refused')
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'subscription.endpoint', message }])
      }
      const id = await savePushSubscription(
        app.db,
        { userId: user.id, sessionId: user.sessionId },
        request.body,
        app.clock.now(),
      )
      return reply.status(201).send({ id })
    },
  )

  api.delete(
    '/api/push/subscriptions',
    {
      schema: {
        body: removePushSubscriptionSchema,
        response: { 200: z.object({ removed: z.number().int() }) },
      },
    },
    async (request) => {
      const user = await app.requireUser(request)
      return { removed: await removePushSubscription(app.db, user.id, request.body.endpoint) }
    },
  )

  // The native shell's token (FCM or APNs), tied to the session like a Web Push subscription.
  api.post(
    '/api/push/native-tokens',
    { schema: { body: saveNativePushTokenSchema, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) => {
      const user = await app.requireUser(request)
      const id = await saveNativePushToken(
        app.db,
        { userId: user.id, sessionId: user.sessionId },
        request.body,
        app.clock.now(),
      )
      request.log.info({ platform: request.body.platform }, 'native push token saved')
      return reply.status(201).send({ id })
    },
  )

  api.delete(
    '/api/push/native-tokens',
    {
      schema: {
        body: removeNativePushTokenSchema,
        response: { 200: z.object({ removed: z.number().int() }) },
      },
    },
    async (request) => {
      const user = await app.requireUser(request)
      return { removed: await removeNativePushToken(app.db, user.id, request.body.token) }
    },
  )
}
