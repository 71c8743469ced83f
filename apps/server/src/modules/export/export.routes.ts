import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit'
import type { ExportService } from './export.service'

/** Each export reads every row and picture of the member: a few a day is plenty for a person. */
export const EXPORT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 }

/**
 * POST /api/account/export: the member's own data as a zip, built now and sent in this answer.
 * A POST, not a link: nothing is stored to be fetched later, and the CSRF check applies.
 */
export async function exportRoutes(app: FastifyInstance, { service }: { service: ExportService }) {
  app.post('/api/account/export', async (request, reply) => {
    // Someone who never finished sign-up has an account too, and may see what it holds.
    const me = await app.requireUser(request)
    await enforceRateLimit(app.rateLimits, `export:${me.id}`, EXPORT_RATE_LIMIT, app.clock.now())
    const archive = await service.build(me.id)
    if (!archive) throw new AppError('UNAUTHENTICATED', 'Please sign in again.')
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${archive.fileName}"`)
      .header('cache-control', 'no-store')
      .send(archive.zip)
  })
}
