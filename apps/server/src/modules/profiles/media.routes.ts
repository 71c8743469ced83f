import { englishTranslator } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/app-error'
import { findViewablePicture } from './profile.repository'

const english = englishTranslator()

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
 * Private pictures (decision 260) are asked again at every showing (a 304 when still allowed), so
 * a reveal taken back or a match ended hides an original the browser already holds at once.
 */
const PRIVATE_CACHE_CONTROL = 'private, no-cache'

/**
 * Pictures, through the server on every instance, reached by a signed link alone (no cookie, no
 * token: an `<img>` in the native shell carries neither). The link names the viewer it was issued
 * to (lib/media-url.ts, decision 210), and the rule that shows profiles is checked again for that
 * viewer: the owner sees their own; anyone else only the pictures of a profile visible to them.
 * Any refusal (no signature, a wrong or expired one, a hidden picture) is a 404, as for a name that
 * does not exist, so nothing tells a hidden picture apart.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    '/media/:file',
    async (request, reply) => {
      const { file } = request.params
      const notFound = new AppError('NOT_FOUND', english('notices.pictureNotFound'))
      if (!MEDIA_NAME.test(file)) throw notFound
      const viewerId = app.mediaUrls.verify(file, request.query)
      if (!viewerId) throw notFound
      const picture = await findViewablePicture(app.db, viewerId, file.replace(/\.thumb\.webp$/, '.webp'))
      if (!picture) throw notFound

      const etag = `"${file}"`
      // An `<img>` of the native shell (another origin) may show it: the signed link is the permission.
      reply
        .header('cache-control', picture.isPrivate ? PRIVATE_CACHE_CONTROL : CACHE_CONTROL)
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin')
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      const stored = await app.storage.get(file).catch((err: unknown) => {
        request.log.error({ err, where: app.storage.where }, 'picture storage: read failed')
        throw new AppError('SERVICE_UNAVAILABLE', english('notices.picturesUnavailable'))
      })
      if (!stored) throw notFound
      return reply.type(stored.contentType).send(stored.data)
    },
  )
}
