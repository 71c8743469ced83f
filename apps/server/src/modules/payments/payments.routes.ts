import {
  checkoutInputSchema,
  checkoutSchema,
  englishTranslator,
  purchaseListSchema,
  purchaseSchema,
  tokenPacksSchema,
} from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { isModerator } from '../auth'
import type { PaymentsService } from './payments.service'
import { verifyStripeEvent } from './stripe-client'

const english = englishTranslator()

const memberParamsSchema = z.object({ id: z.string().min(1).max(200) })
const purchaseParamsSchema = z.object({ id: z.uuid() })

/** The webhook's path, named in the README and in Stripe's dashboard. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook'

/** A member's packs, checkout and purchases; the moderation console's purchases and refunds. */
export async function paymentsRoutes(
  app: FastifyInstance,
  { service, moderatorEmails }: { service: PaymentsService; moderatorEmails: string[] },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get('/api/payments/packs', { schema: { response: { 200: tokenPacksSchema } } }, async (request) => {
    await app.requireUser(request)
    return service.packs()
  })

  routes.post(
    '/api/payments/checkout',
    { schema: { body: checkoutInputSchema, response: { 200: checkoutSchema } } },
    async (request) => {
      const me = await app.requireProfile(request)
      const [account] = await app.db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, me.id))
      return service.checkout(me.id, {
        ...request.body,
        email: account?.email ?? '',
        locale: account?.locale,
      })
    },
  )

  routes.get(
    '/api/payments/purchases',
    { schema: { response: { 200: purchaseListSchema } } },
    async (request) => {
      const me = await app.requireUser(request)
      return { purchases: await service.listPurchases(me.id) }
    },
  )

  async function requireModerator(request: FastifyRequest) {
    const user = await app.requireUser(request)
    if (!(await isModerator(app.db, user.id, moderatorEmails)))
      throw new AppError('FORBIDDEN', 'Only moderators can open the moderation console.')
    return user
  }

  routes.get(
    '/api/moderation/members/:id/purchases',
    { schema: { params: memberParamsSchema, response: { 200: purchaseListSchema } } },
    async (request) => {
      await requireModerator(request)
      return { purchases: await service.memberPurchases(request.params.id) }
    },
  )

  routes.post(
    '/api/moderation/purchases/:id/refund',
    { schema: { params: purchaseParamsSchema, response: { 200: purchaseSchema } } },
    async (request) => {
      const moderator = await requireModerator(request)
      return service.refund(request.params.id, moderator.id)
    },
  )
}

/**
 * Stripe's webhook, in a context of its own: only here is a JSON body kept as the bytes Stripe
 * signed (every other route parses JSON as before). No session, no cookie: the signature is the
 * only credential, checked before anything is read or written.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { service, webhookSecret }: { service: PaymentsService; webhookSecret: string },
) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  app.post(STRIPE_WEBHOOK_PATH, { bodyLimit: 512 * 1024 }, async (request) => {
    const raw = request.body
    if (!Buffer.isBuffer(raw))
      throw new AppError('VALIDATION_FAILED', english('notices.stripeSignatureInvalid'))
    let event: ReturnType<typeof verifyStripeEvent>
    try {
      event = verifyStripeEvent(raw, request.headers['stripe-signature'], webhookSecret)
    } catch {
      throw new AppError('VALIDATION_FAILED', english('notices.stripeSignatureInvalid'))
    }
    const outcome = await service.handleStripeEvent(event)
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event')
    return { received: true, outcome }
  })
}
