import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { exportRoutes } from './export.routes'
import { createExportService } from './export.service'

/** "Your data": a member downloads everything we hold about them (decision 231). */
export default fp(
  async function exportModule(app: FastifyInstance) {
    const service = createExportService({ db: app.db, clock: app.clock, storage: app.storage, log: app.log })
    await app.register(exportRoutes, { service })
  },
  { name: 'export' },
)
