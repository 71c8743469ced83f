import type { FastifyInstance } from 'fastify'
import { walletRoutes } from '../tokens/wallet.routes'
import { matchesRoutes } from './matches.routes'
import { createMatchService } from './matches.service'

/** Matches and the token economy: the match routes and the wallet. Needs realtime and notifications first. */
export default async function matchesModule(app: FastifyInstance) {
  const service = createMatchService({
    db: app.db,
    clock: app.clock,
    announcer: { publish: app.hub.publish, notify: app.notify },
  })
  await app.register(matchesRoutes, { service })
  await app.register(walletRoutes, { settleDueFor: service.settleDueFor })
}
