import {
  type PushConfig,
  pushConfigSchema,
  removePushSubscriptionSchema,
  savePushSubscriptionSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { PUSH_MESSAGES, removePushSubscription, savePushSubscription } from './push.repository'

/** https everywhere; plain http only for the push services the config names (a local test one). */
export function endpointAllowed(endpoint: string, httpOrigins: string[]): boolean {
  const url = new URL(endpoint)
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && httpOrigins.includes(url.origin)
}

export async function pushRoutes(app: FastifyInstance) {
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
      if (!endpointAllowed(request.body.subscription.endpoint, app.config.pushHttpOrigins ?? [])) {
        throw new AppError('VALIDATION_FAILED', PUSH_MESSAGES.insecureEndpoint, [
          { path: 'subscription.endpoint', message: PUSH_MESSAGES.insecureEndpoint },
        ])
      }
      const id = await savePushSubscription(app.db, user.id, request.body, app.clock.now())
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
}
