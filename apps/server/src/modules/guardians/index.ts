import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { guardianRoutes } from './guardians.routes'
import { createGuardianService, type GuardianService } from './guardians.service'

export type { GuardianService } from './guardians.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** A guardian with consent; `sendDueTranscripts` is the weekly mail (tests call it with their clock). */
    guardians: GuardianService
  }
}

/** Transcripts are weekly: a look every quarter of an hour is plenty. */
const TRANSCRIPT_CHECK_MS = 15 * 60_000

/** A guardian (wali) with consent, decision 233. Runs its own timer beside the scheduler's. */
export default fp(
  async function guardiansModule(app: FastifyInstance) {
    const service = createGuardianService({
      db: app.db,
      clock: app.clock,
      mailer: app.mailer,
      log: app.log,
      rateLimits: app.rateLimits,
      publicUrl: app.config.publicUrl,
    })
    app.decorate('guardians', service)
    await app.register(guardianRoutes, { service })

    if (app.config.schedulerIntervalMs && app.config.schedulerIntervalMs > 0) {
      let timer: NodeJS.Timeout | undefined
      let running: Promise<unknown> | undefined
      app.addHook('onReady', async () => {
        timer = setInterval(
          () => {
            if (running) return
            running = service
              .sendDueTranscripts()
              .catch((err) => app.log.error({ err }, 'guardian transcripts failed'))
              .finally(() => {
                running = undefined
              })
          },
          Math.max(app.config.schedulerIntervalMs ?? 0, TRANSCRIPT_CHECK_MS),
        )
        timer.unref()
      })
      app.addHook('preClose', async () => {
        clearInterval(timer)
        await running
      })
    }
  },
  { name: 'guardians' },
)
export { guardiansExport } from './guardians.export'
