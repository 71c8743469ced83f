import {
  appealAnswerInputSchema,
  appealInputSchema,
  appealQueueSchema,
  moderationIdParamsSchema,
  moderationLogSchema,
  moderationOkSchema,
  myReportsSchema,
  reportActionInputSchema,
  reportQueueSchema,
} from '@mithaq/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { type ModerationService, withSignedPictures } from './moderation.service'

/** Only names the server gives out: `<uuid>.webp` and `<uuid>.thumb.webp`. */
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.webp$/

/**
 * The console under /api/moderation (moderators only: anyone else gets 403), the reporter's own
 * list of reports, and the appeal a refused sign-in may write.
 */
export async function moderationRoutes(app: FastifyInstance, { service }: { service: ModerationService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  async function requireModerator(request: FastifyRequest) {
    const user = await app.requireUser(request)
    if (!(await service.isModerator(user.id)))
      throw new AppError('FORBIDDEN', 'Only moderators can open the moderation console.')
    return user
  }

  /** The moderator a signed link names, still a moderator now; else the session's moderator. */
  async function requireSignedModerator(request: FastifyRequest, path: string) {
    const signedFor = app.mediaUrls.verifyPath(path, request.query as Record<string, unknown>)
    if (signedFor && (await service.isModerator(signedFor))) return signedFor
    return (await requireModerator(request)).id
  }

  routes.get(
    '/api/moderation/reports',
    { schema: { response: { 200: reportQueueSchema } } },
    async (request) => {
      const moderator = await requireModerator(request)
      const sign = (path: string) => app.mediaUrls.signPath(path, moderator.id)
      const reports = await service.reportQueue(moderator.id)
      return {
        reports: reports.map((r) =>
          r.reported ? { ...r, reported: withSignedPictures(r.reported, sign) } : r,
        ),
      }
    },
  )

  routes.post(
    '/api/moderation/reports/:id/actions',
    {
      schema: {
        params: moderationIdParamsSchema,
        body: reportActionInputSchema,
        response: { 200: moderationOkSchema },
      },
    },
    async (request) => {
      const moderator = await requireModerator(request)
      await service.actOnReport(moderator.id, request.params.id, request.body)
      return { ok: true as const }
    },
  )

  routes.get(
    '/api/moderation/actions',
    { schema: { response: { 200: moderationLogSchema } } },
    async (request) => {
      await requireModerator(request)
      return { actions: await service.log() }
    },
  )

  routes.get(
    '/api/moderation/appeals',
    { schema: { response: { 200: appealQueueSchema } } },
    async (request) => {
      const moderator = await requireModerator(request)
      return { appeals: await service.appealQueue(moderator.id) }
    },
  )

  routes.post(
    '/api/moderation/appeals/:id/answer',
    {
      schema: {
        params: moderationIdParamsSchema,
        body: appealAnswerInputSchema,
        response: { 200: moderationOkSchema },
      },
    },
    async (request) => {
      const moderator = await requireModerator(request)
      await service.answerAppeal(moderator.id, request.params.id, request.body)
      return { ok: true as const }
    },
  )

  // The reported profile's pictures, for moderators, whatever the visibility rule says. The link
  // the queue gives is signed for its moderator (an <img> carries no bearer token, decision 256);
  // without a valid signature the session (cookie or token) must be a moderator's.
  routes.get(
    '/api/moderation/media/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      await requireSignedModerator(request, `/api/moderation/media/${request.params.file}`)
      const { file } = request.params
      const notFound = new AppError('NOT_FOUND', 'Picture not found.')
      if (!MEDIA_NAME.test(file)) throw notFound
      const stored = await service.pictureFile(file)
      if (!stored) throw notFound
      return reply.header('cache-control', 'private, no-store').type(stored.contentType).send(stored.data)
    },
  )

  routes.get('/api/reports/mine', { schema: { response: { 200: myReportsSchema } } }, async (request) => {
    const profile = await app.requireProfile(request)
    return { reports: await service.myReports(profile.id) }
  })

  // No session: the member cannot sign in. The token from the refused sign-in names them.
  routes.post(
    '/api/appeals',
    { schema: { body: appealInputSchema, response: { 201: moderationOkSchema } } },
    async (request, reply) => {
      await service.appeal(request.body)
      return reply.status(201).send({ ok: true as const })
    },
  )
}
