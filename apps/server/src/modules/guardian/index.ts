import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { guardianRoutes } from './guardian.routes'
import { createGuardianService, type GuardianService } from './guardian.service'

export type { GuardianService } from './guardian.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** A guardian with consent; `sendDueTranscripts` is the weekly mail (tests call it with their clock). */
    guardian: GuardianService
  }
}

/** A guardian (wali) with consent, decision 233. The scheduler sends the weekly transcripts. */
export default fp(
  async function guardianModule(app: FastifyInstance) {
    const service = createGuardianService({
      db: app.db,
      clock: app.clock,
      mailer: app.mailer,
      log: app.log,
      rateLimits: app.rateLimits,
      publicUrl: app.config.publicUrl,
    })
    app.decorate('guardian', service)
    await app.register(guardianRoutes, { service })
  },
  { name: 'guardian' },
)
export { guardianExport } from './guardian.export'
