import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
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
    const scheduler = createScheduler({
      db: app.db,
      clock: app.clock,
      matches: app.matches,
      announcer: app.announcer,
      log: app.log,
      purgeClosedProfiles: () => app.account.purgeClosedProfiles(),
      sendDueTranscripts: () => app.guardian.sendDueTranscripts(),
    })
    app.decorate('scheduler', scheduler)
    if (intervalMs && intervalMs > 0) app.addHook('onReady', async () => scheduler.start(intervalMs))
    app.addHook('preClose', async () => scheduler.stop())
  },
  { name: 'scheduler', dependencies: ['matches', 'account', 'guardian'] },
)
