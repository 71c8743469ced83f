import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { offSite } from '../auth'
import { accountRoutes } from './account.routes'
import { type AccountService, createAccountService } from './account.service'

export { type AccountService, createAccountService } from './account.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Deactivation, deletion and the retention purge the scheduler runs. */
    account: AccountService
  }
}

/** Account management: deactivation (hidden until the next sign-in) and deletion. */
export default fp(
  async function accountModule(app: FastifyInstance) {
    app.decorate(
      'account',
      createAccountService({
        db: app.db,
        clock: app.clock,
        storage: app.storage,
        log: app.log,
        matches: app.matches,
        announcer: app.announcer,
        offSite: offSite((userId) => app.hub.sessionsEnded(userId)),
        secret: app.config.authSecret,
        outboxDir: join(app.config.dataDir, 'outbox'),
        rateLimits: app.rateLimits,
      }),
    )
    await app.register(accountRoutes, { service: app.account })
  },
  { name: 'account', dependencies: ['notifications', 'matches'] },
)
