import { MESSAGES } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/app-error'
import { findViewablePicture } from './profile.repository'

/** Only names the server itself gives out: `<uuid>.webp` and `<uuid>.thumb.webp`. */
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.webp$/

/**
 * A browser keeps a picture five minutes, then asks again: the visibility check runs on that
 * request, and a viewer still allowed gets 304 without the file being read (the name never
 * changes content, so it is its own validator). Short, because a block or a deactivation must
 * hide the picture soon, also from a browser that already has it. `private` keeps shared caches
 * (proxies, CDNs) from storing it (decision 170).
 */
const CACHE_CONTROL = 'private, max-age=300, must-revalidate'

/**
 * Pictures, through the server on every instance, under the rule that shows profiles: the owner
 * sees their own; anyone else only the pictures of a profile visible to them (modules/discover).
 * Any refusal is a 404, as for a name that does not exist, so nothing tells a hidden picture apart.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const viewer = await app.requireProfile(request)
    const { file } = request.params
    const notFound = new AppError('NOT_FOUND', MESSAGES.pictureNotFound)
    if (!MEDIA_NAME.test(file)) throw notFound
    const storagePath = file.replace(/\.thumb\.webp$/, '.webp')
    if (!(await findViewablePicture(app.db, viewer, storagePath))) throw notFound

    const etag = `"${file}"`
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag)
    if (request.headers['if-none-match'] === etag) return reply.status(304).send()
    const stored = await app.storage.get(file).catch((err: unknown) => {
      request.log.error({ err, where: app.storage.where }, 'picture storage: read failed')
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.picturesUnavailable)
    })
    if (!stored) throw notFound
    return reply.type(stored.contentType).send(stored.data)
  })
}
