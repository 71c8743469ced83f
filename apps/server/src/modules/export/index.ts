import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ExportPart } from '../../lib/export-part'
import { exportRoutes } from './export.routes'
import { createExportService } from './export.service'

/** "Your data": a member downloads everything we hold about them (decision 231), composed of each module's part (decision 440). */
export default fp(
  async function exportModule(app: FastifyInstance, { parts }: { parts: readonly ExportPart[] }) {
    const service = createExportService({
      db: app.db,
      clock: app.clock,
      storage: app.storage,
      log: app.log,
      parts,
    })
    await app.register(exportRoutes, { service })
  },
  { name: 'export' },
)
