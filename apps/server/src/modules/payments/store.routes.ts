import {
  applePurchaseSchema,
  googlePurchaseSchema,
  type StoreProducts,
  storeIntentSchema,
  storeProductsSchema,
  storePurchaseResultSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import { handleAppleNotification } from './apple-notification'
import { creditAppleTransaction } from './credit-apple-transaction'
import { creditGooglePurchase } from './credit-google-purchase'
import { handleGoogleNotification } from './google-notification'
import { STORE_MESSAGES, type StoreDeps, storeAccountToken } from './store.service'
import { rememberStoreAccount } from './store-accounts'

/** Store receipts one member may send per hour: each Google one costs a call to the Play API. */
const RECEIPTS_PER_HOUR = 60

const invert = (map: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(map ?? {}).map(([product, pack]) => [pack, product]))

/** The apps' store purchases and the stores' refund notifications (decision 470). */
export async function storeRoutes(app: FastifyInstance, { deps }: { deps: StoreDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const limit = (userId: string) =>
    enforceRateLimit(
      app.rateLimits,
      `store-receipt:${userId}`,
      { max: RECEIPTS_PER_HOUR, windowMs: 60 * 60_000 },
      app.clock.now(),
    )

  api.get(
    '/api/payments/store-products',
    { schema: { response: { 200: storeProductsSchema } } },
    async (request): Promise<StoreProducts> => {
      const profile = await app.requireProfile(request)
      return {
        apple: invert(deps.config.apple?.products),
        google: invert(deps.config.google?.products),
        accountToken: storeAccountToken(profile.id),
      }
    },
  )

  // Before the purchase sheet: a member who may not buy now is told so before the store charges.
  api.post(
    '/api/payments/store-intent',
    { schema: { body: storeIntentSchema, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      const profile = await app.requireProfile(request)
      const pack = deps.pack(request.body.packId)
      if (!pack) throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.unknownProduct)
      await deps.checkMayBuy(deps.db, profile.id, pack.tokens, deps.now())
      await rememberStoreAccount(deps.db, profile.id)
      return { ok: true as const }
    },
  )

  api.post(
    '/api/payments/apple',
    { schema: { body: applePurchaseSchema, response: { 200: storePurchaseResultSchema } } },
    async (request) => {
      const profile = await app.requireProfile(request)
      await limit(profile.id)
      return creditAppleTransaction(deps, profile.id, request.body.signedTransaction)
    },
  )

  api.post(
    '/api/payments/google',
    { schema: { body: googlePurchaseSchema, response: { 200: storePurchaseResultSchema } } },
    async (request) => {
      const profile = await app.requireProfile(request)
      await limit(profile.id)
      return creditGooglePurchase(deps, profile.id, request.body)
    },
  )

  // Called by Apple's servers, not by a member: no session; the payload's signature is the proof.
  api.post(
    '/api/payments/apple/notifications',
    {
      schema: {
        body: z.object({ signedPayload: z.string().min(1).max(100_000) }),
        response: { 200: z.object({ reversed: z.boolean(), credited: z.boolean().optional() }) },
      },
    },
    async (request) => handleAppleNotification(deps, request.body.signedPayload),
  )

  // Called by Google Cloud Pub/Sub; the Play Developer API confirms a voided purchase before anything is reversed.
  api.post(
    '/api/payments/google/notifications',
    {
      schema: {
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: z.object({ reversed: z.boolean() }) },
      },
    },
    async (request) => handleGoogleNotification(deps, request.body, request.query.token),
  )
}
