import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { walletRoutes } from './wallet.routes'

/**
 * The wallet a member reads (/api/wallet): their balance and recent ledger from tokens, after the
 * due timers of their matches counted. Its own module so tokens, which matches writes through,
 * never needs matches back.
 */
export default fp(
  async function walletModule(app: FastifyInstance) {
    await app.register(walletRoutes, { settleDueFor: (userId: string) => app.matches.settleDueFor(userId) })
  },
  { name: 'wallet', dependencies: ['tokens', 'matches'] },
)
