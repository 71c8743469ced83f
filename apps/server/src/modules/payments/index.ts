import { DEFAULT_PURCHASE_DAILY_CAP } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { storePurchaseChecks } from './store.limits'
import { storePurchases } from './store.plugin'

export {
  beginPurchase,
  type CreditResult,
  creditPurchase,
  type Purchase,
  type PurchaseFacts,
  type ReverseResult,
  reversePurchase,
} from './credit'

/**
 * Payments (decisions 450, 451): token packs bought on the web through Stripe Checkout, and the
 * core every provider credits and reverses through (`creditPurchase`, `reversePurchase`), which
 * writes the ledger with tokens' applyLedger. Owns `purchases` and `payment_events`.
 */
export default fp(
  async function paymentsModule(app: FastifyInstance) {
    // The apps' store purchases (decision 470).
    const dailyCap = app.config.purchaseDailyCap ?? DEFAULT_PURCHASE_DAILY_CAP
    await storePurchases(app, { checkMayBuy: storePurchaseChecks(dailyCap) })
  },
  { name: 'payments', dependencies: ['tokens', 'notifications'] },
)
