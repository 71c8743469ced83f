import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { accountRoutes } from './account.routes'
import { createAccountService } from './account.service'

/** Account management: deactivation (hidden until the next sign-in) and deletion. */
export default async function accountModule(app: FastifyInstance) {
  await app.register(accountRoutes, { service: buildAccountService(app) })
}

/** The account service with the app's parts; the scheduler's retention job builds one too. */
export function buildAccountService(app: FastifyInstance) {
  return createAccountService({
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    log: app.log,
    announcer: { publish: app.hub.publish, notify: app.notify },
    sessionsEnded: (userId) => app.hub.sessionsEnded(userId),
    secret: app.config.authSecret,
    outboxDir: join(app.config.dataDir, 'outbox'),
  })
}
