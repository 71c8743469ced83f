import type { FastifyInstance } from 'fastify'
import { accountRoutes } from './account.routes'
import { createAccountService } from './account.service'

/** Account management: deactivation (hidden until the next sign-in) and deletion. */
export default async function accountModule(app: FastifyInstance) {
  const service = createAccountService({
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    log: app.log,
    announcer: { publish: app.hub.publish, notify: app.notify },
    sessionsEnded: (userId) => app.hub.sessionsEnded(userId),
  })
  await app.register(accountRoutes, { service })
}
