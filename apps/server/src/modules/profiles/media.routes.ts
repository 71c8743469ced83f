import { MESSAGES } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/app-error'

/** Only names the server itself gives out: `<uuid>.webp` and `<uuid>.thumb.webp`. */
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.webp$/

/**
 * Pictures for signed-in users with a profile only. A name never changes content, so browsers
 * keep it for a year; `private` keeps shared caches (proxies, CDNs) from storing it.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    await app.requireProfile(request)
    const { file } = request.params
    const stored = MEDIA_NAME.test(file) ? await app.storage.get(file) : undefined
    if (!stored) throw new AppError('NOT_FOUND', MESSAGES.pictureNotFound)
    return reply
      .header('cache-control', 'private, max-age=31536000, immutable')
      .type(stored.contentType)
      .send(stored.data)
  })
}
