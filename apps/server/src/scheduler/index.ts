import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { buildAccountService } from '../modules/account'
import { createScheduler, type Scheduler } from './scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler
  }
}

/**
 * The scheduler is always built (tests drive `app.scheduler.tick()` with their clock) but only
 * started when `intervalMs` is set: every instance may run it, the locks make that safe.
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance, { intervalMs }: { intervalMs?: number }) => {
    const accounts = buildAccountService(app)
    const scheduler = createScheduler({
      db: app.db,
      clock: app.clock,
      announcer: { publish: app.hub.publish, notify: app.notify },
      log: app.log,
      purgeClosedProfiles: () => accounts.purgeClosedProfiles(),
    })
    app.decorate('scheduler', scheduler)
    if (intervalMs && intervalMs > 0) app.addHook('onReady', async () => scheduler.start(intervalMs))
    app.addHook('preClose', async () => scheduler.stop())
  },
  { name: 'scheduler' },
)
