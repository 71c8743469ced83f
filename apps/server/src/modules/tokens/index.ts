import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export {
  applyLedger,
  creditTokens,
  getWallet,
  grantWelcomeTokens,
  type LockedProfile,
  lockProfiles,
  runWeeklyTopUps,
} from './tokens.service'

/**
 * Tokens: the one writer of the ledger (token_transactions) and of the balances beside it, and the
 * wallet a member reads (served by the wallet module, which settles due timers first). Every
 * credit and charge goes through applyLedger. No routes and no decorator: others import it.
 */
export default fp(async function tokensModule(_app: FastifyInstance) {}, { name: 'tokens' })
export { tokensExport } from './tokens.export'
