import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { walletRoutes } from './wallet.routes'

export {
  applyLedger,
  creditTokens,
  grantWelcomeTokens,
  type LockedProfile,
  lockProfiles,
  runWeeklyTopUps,
} from './tokens.service'

/**
 * Tokens: the one writer of the ledger (token_transactions) and of the balances beside it, and the
 * wallet a member reads. Every credit and charge goes through applyLedger.
 */
export default fp(
  async function tokensModule(app: FastifyInstance) {
    await app.register(walletRoutes, { settleDueFor: (userId: string) => app.matches.settleDueFor(userId) })
  },
  { name: 'tokens', dependencies: ['matches'] },
)
