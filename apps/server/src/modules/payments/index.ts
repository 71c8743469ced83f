import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

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
export default fp(async function paymentsModule(_app: FastifyInstance) {}, {
  name: 'payments',
  dependencies: ['tokens'],
})
