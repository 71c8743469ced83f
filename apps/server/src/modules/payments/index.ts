import { DEFAULT_PURCHASE_DAILY_CAP, DEFAULT_TOKEN_PACKS } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { paymentsRoutes, stripeWebhookRoutes } from './payments.routes'
import { createPaymentsService } from './payments.service'
import { storePurchases } from './store.plugin'
import { createStripeClient } from './stripe-client'

export {
  beginPurchase,
  type CreditResult,
  creditPurchase,
  type Purchase,
  type PurchaseFacts,
  type ReverseResult,
  reversePurchase,
} from './credit'
export { toPurchaseDto } from './list-purchases'
export { paymentsExport } from './payments.export'

/**
 * Payments (decisions 450, 451): token packs bought on the web through Stripe Checkout, and the
 * core every provider credits and reverses through (`creditPurchase`, `reversePurchase`), which
 * writes the ledger with tokens' applyLedger. Owns `purchases` and `payment_events`. Without
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, the packs answer `web: null` and nothing is sold.
 */
export default fp(
  async function paymentsModule(app: FastifyInstance) {
    const stripeConfig = app.config.stripe
    const service = createPaymentsService({
      db: app.db,
      clock: app.clock,
      log: app.log,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      packs: app.config.tokenPacks ?? DEFAULT_TOKEN_PACKS,
      dailyCap: app.config.purchaseDailyCap ?? DEFAULT_PURCHASE_DAILY_CAP,
      stripe: stripeConfig && { client: createStripeClient(stripeConfig), config: stripeConfig },
      emit: (userId, event) => app.announcer.announce({ emits: [{ userId, event }] }),
    })
    await app.register(paymentsRoutes, { service, moderatorEmails: app.config.moderatorEmails ?? [] })
    if (stripeConfig)
      await app.register(stripeWebhookRoutes, { service, webhookSecret: stripeConfig.webhookSecret })
    // The apps' store purchases (decision 470), with the same refusals and announcements as a card purchase.
    await storePurchases(app, { service })
  },
  { name: 'payments', dependencies: ['tokens', 'notifications'] },
)
