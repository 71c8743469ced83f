import multipart from '@fastify/multipart'
import {
  moderationIdParamsSchema,
  moderationOkSchema,
  PICTURE_MAX_BYTES,
  verificationQueueSchema,
  verificationReviewInputSchema,
  verificationStateSchema,
} from '@mithaq/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import { type ModerationService, withSignedPictures } from './moderation.service'
import type { VerificationService } from './verification.service'

/**
 * The one file of a selfie upload. A body the parser cannot read (it ends inside the part, or its
 * content type names no boundary) is the sender's fault: 400, before anything is stored. The
 * parser's own limits (too many parts or files) keep their 4xx.
 */
async function readSelfie(request: FastifyRequest) {
  try {
    const file = await request.file({ throwFileSizeLimit: false })
    if (!file) throw new AppError('VALIDATION_FAILED', 'Please take or choose a selfie.')
    const data = await file.toBuffer()
    return { data, fileName: file.filename || 'selfie', truncated: file.file.truncated }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode
    if (error instanceof AppError || (typeof status === 'number' && status < 500)) throw error
    throw new AppError('VALIDATION_FAILED', SELFIE_UNREADABLE)
  }
}

export const SELFIE_UNREADABLE = 'The upload could not be read. Please take or choose your selfie again.'

/** The member's own verification, and the moderators' queue of selfies. */
export async function verificationRoutes(
  app: FastifyInstance,
  { service, moderation }: { service: VerificationService; moderation: ModerationService },
) {
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  const routes = app.withTypeProvider<ZodTypeProvider>()

  async function requireModerator(request: Parameters<typeof app.requireUser>[0]) {
    const user = await app.requireUser(request)
    if (!(await moderation.isModerator(user.id)))
      throw new AppError('FORBIDDEN', 'Only moderators can open the moderation console.')
    return user
  }

  /** The moderator a signed link names (decision 256), still a moderator now; else the session's. */
  async function requireSignedModerator(request: Parameters<typeof app.requireUser>[0], path: string) {
    const signedFor = app.mediaUrls.verifyPath(path, request.query as Record<string, unknown>)
    if (signedFor && (await moderation.isModerator(signedFor))) return signedFor
    return (await requireModerator(request)).id
  }

  routes.get(
    '/api/verification',
    { schema: { response: { 200: verificationStateSchema } } },
    async (request) => {
      const profile = await app.requireProfile(request)
      return service.state(profile.id)
    },
  )

  routes.post(
    '/api/verification/start',
    { schema: { response: { 200: verificationStateSchema } } },
    async (request) => {
      const profile = await app.requireProfile(request)
      await enforceRateLimit(
        app.rateLimits,
        `verification:${profile.id}`,
        { max: 10, windowMs: 24 * 60 * 60_000 },
        app.clock.now(),
      )
      return service.start(profile.id)
    },
  )

  routes.post(
    '/api/verification/selfie',
    { schema: { response: { 201: verificationStateSchema } } },
    async (request, reply) => {
      const profile = await app.requireProfile(request)
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the selfie as a picture.')
      const { data, fileName, truncated } = await readSelfie(request)
      if (truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'That picture is too large.')
      return reply.status(201).send(await service.submit(profile.id, data, fileName))
    },
  )

  routes.get(
    '/api/moderation/verifications',
    { schema: { response: { 200: verificationQueueSchema } } },
    async (request) => {
      const moderator = await requireModerator(request)
      const sign = (path: string) => app.mediaUrls.signPath(path, moderator.id)
      const verifications = await service.queue()
      return {
        verifications: verifications.map((v) => ({
          ...v,
          selfieUrl: sign(v.selfieUrl),
          profile: withSignedPictures(v.profile, sign),
        })),
      }
    },
  )

  routes.get(
    '/api/moderation/verifications/:id/selfie',
    { schema: { params: moderationIdParamsSchema } },
    async (request, reply) => {
      await requireSignedModerator(request, `/api/moderation/verifications/${request.params.id}/selfie`)
      const stored = await service.selfie(request.params.id)
      if (!stored) throw new AppError('NOT_FOUND', 'This selfie is gone: it was already reviewed.')
      return reply.header('cache-control', 'private, no-store').type(stored.contentType).send(stored.data)
    },
  )

  routes.post(
    '/api/moderation/verifications/:id/review',
    {
      schema: {
        params: moderationIdParamsSchema,
        body: verificationReviewInputSchema,
        response: { 200: moderationOkSchema },
      },
    },
    async (request) => {
      const moderator = await requireModerator(request)
      await service.review(moderator.id, request.params.id, request.body)
      return { ok: true as const }
    },
  )
}
