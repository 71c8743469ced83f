import multipart from '@fastify/multipart'
import {
  englishTranslator,
  PICTURE_MAX_BYTES,
  PICTURES_MAX,
  picturesPrivacyInputSchema,
  picturesPrivacySchema,
  picturesSchema,
  reorderPicturesSchema,
  type UploadPicturesError,
  type UploadPicturesResult,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit'
import { deletePicture, reorderPictures, setPicturesPrivate, uploadPictures } from './pictures.service'

const english = englishTranslator()

/**
 * Upload requests per user. Choosing five pictures one at a time, with a few retries, stays far
 * below; a script sending batches of big files does not.
 */
export const PICTURE_UPLOAD_RATE_LIMIT: RateLimit = { max: 20, windowMs: 10 * 60_000 }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The own pictures: upload (multipart, one or more files), delete, reorder. */
export async function picturesRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only this route takes multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: PICTURE_MAX_BYTES,
      // One more than can ever be saved, so the sixth still gets its own message.
      files: PICTURES_MAX + 1,
      fields: 10,
      fieldSize: 1024,
      parts: 20,
    },
  })
  const deps = { db: app.db, storage: app.storage, log: app.log, sign: app.mediaUrls.sign }
  const routes = app.withTypeProvider<ZodTypeProvider>()

  // No response schema: a refusal answers its own 4xx status with the error body plus `saved`.
  app.post('/api/profile/pictures', async (request, reply) => {
    const profile = await app.requireProfile(request)
    if (!request.isMultipart()) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', english('notices.picturesNotMultipart'))
    }
    // Counted in the shared store like the liked limits (Redis or the database), so every instance shares it.
    await enforceRateLimit(
      app.rateLimits,
      `pictures:upload:${profile.id}`,
      PICTURE_UPLOAD_RATE_LIMIT,
      app.clock.now(),
    )
    // The size limit is applied while streaming: a large file is cut off at 5 MB, not buffered.
    const files = request.files({ throwFileSizeLimit: false })
    const { saved, failure } = await uploadPictures(deps, profile.id, files)
    if (!failure) return reply.status(201).send({ saved } satisfies UploadPicturesResult)
    if (failure.code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', '60')
    return reply.status(failure.status).send({ ...failure.toBody(), saved } satisfies UploadPicturesError)
  })

  routes.delete(
    '/api/profile/pictures/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: picturesSchema } } },
    async (request) => {
      const profile = await app.requireProfile(request)
      const { id } = request.params
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', english('notices.pictureNotFound'))
      return { pictures: await deletePicture(deps, profile.id, id) }
    },
  )

  // Private pictures on or off (decision 260): others get blurred renditions until a reveal.
  routes.put(
    '/api/profile/pictures/privacy',
    { schema: { body: picturesPrivacyInputSchema, response: { 200: picturesPrivacySchema } } },
    async (request) => {
      const profile = await app.requireProfile(request)
      return { picturesPrivate: await setPicturesPrivate(deps, profile.id, request.body.private) }
    },
  )

  routes.put(
    '/api/profile/pictures/order',
    { schema: { response: { 200: picturesSchema } } },
    async (request) => {
      const profile = await app.requireProfile(request)
      const { ids } = reorderPicturesSchema.parse(request.body ?? {})
      return { pictures: await reorderPictures(deps, profile.id, ids) }
    },
  )
}
