import {
  ageFromBirthday,
  blockResultSchema,
  favoriteResultSchema,
  type LikedList,
  type LikedPageQuery,
  likedListSchema,
  likedPageQuerySchema,
  likeResultSchema,
  type ProfileView,
  passResultSchema,
  profileIdParamsSchema,
  profileViewSchema,
  reportInputSchema,
  reportResultSchema,
  sharedFaith,
  shownFaithAnswers,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import {
  faithByProfile,
  pictureUrlsByProfile,
  readFaith,
  type SignMediaUrl,
  toPublicProfile,
} from '../profiles'
import {
  decodeTileCursor,
  findRelation,
  listFavorites,
  listLikedByMe,
  listLikedMe,
  type TilePage,
  type TilePageParams,
} from './liked.repository'
import type { LikedService } from './liked.service'

/**
 * `viewerId` is the one asking: the list already holds only profiles shown to them. The tiles'
 * pictures come from the one issuer of links (original or blurred rendition, decision 260).
 */
async function toLikedList(
  db: Db,
  { rows, total, nextCursor }: TilePage,
  today: Date,
  viewerId: string,
  sign: SignMediaUrl,
): Promise<LikedList> {
  const pictures = await pictureUrlsByProfile(
    db,
    viewerId,
    rows.map((r) => r.id),
    sign,
  )
  return {
    profiles: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sex: r.sex,
      age: ageFromBirthday(r.birthday, today),
      occupation: r.occupation,
      location: { country: r.country, city: r.city },
      picture: pictures.get(r.id)?.urls[0] ?? null,
      isDemo: r.isDemo,
      picturesBlurred: pictures.get(r.id)?.blurred ?? false,
      matchId: r.matchId,
      passedByMe: r.passedByMe,
    })),
    total,
    nextCursor,
  }
}

/** The page a Liked request asks for; a cursor that is not one of ours changes nothing and says so. */
function tilePageParams({ cursor, limit }: LikedPageQuery): TilePageParams {
  if (cursor === undefined) return { limit }
  const decoded = decodeTileCursor(cursor)
  if (!decoded) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }])
  }
  return { cursor: decoded, limit }
}

export async function likedRoutes(app: FastifyInstance, { service }: { service: LikedService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const params = profileIdParamsSchema

  api.get(
    '/api/profiles/:id',
    { schema: { params, response: { 200: profileViewSchema } } },
    async (request): Promise<ProfileView> => {
      const viewer = await app.requireProfile(request)
      const profile = await service.requireVisible(viewer, request.params.id)
      const pictures = await pictureUrlsByProfile(app.db, viewer.id, [profile.id], app.mediaUrls.sign)
      const [relation, mine, theirs] = await Promise.all([
        findRelation(app.db, viewer.id, profile.id),
        readFaith(app.db, viewer.id),
        faithByProfile(app.db, [profile.id]),
      ])
      const their = theirs.get(profile.id) ?? { answers: {}, shown: [] }
      return {
        profile: toPublicProfile(profile, pictures.get(profile.id), app.clock.now()),
        ...relation,
        // Hidden answers stay on the server (decision 410).
        faith: shownFaithAnswers(their.answers, their.shown),
        shared: sharedFaith(mine, their),
      }
    },
  )

  api.post(
    '/api/profiles/:id/like',
    { schema: { params, response: { 200: likeResultSchema } } },
    async (request) => service.like(await app.requireProfile(request), request.params.id),
  )

  api.post(
    '/api/profiles/:id/pass',
    { schema: { params, response: { 200: passResultSchema } } },
    async (request) => service.pass(await app.requireProfile(request), request.params.id),
  )

  api.put(
    '/api/profiles/:id/favorite',
    { schema: { params, response: { 200: favoriteResultSchema } } },
    async (request) => service.favorite(await app.requireProfile(request), request.params.id),
  )

  api.delete(
    '/api/profiles/:id/favorite',
    { schema: { params, response: { 200: favoriteResultSchema } } },
    async (request) => service.unfavorite(await app.requireProfile(request), request.params.id),
  )

  api.post(
    '/api/profiles/:id/block',
    { schema: { params, response: { 200: blockResultSchema } } },
    async (request) => service.block(await app.requireProfile(request), request.params.id),
  )

  api.post(
    '/api/profiles/:id/report',
    { schema: { params, body: reportInputSchema, response: { 200: reportResultSchema } } },
    async (request) => service.report(await app.requireProfile(request), request.params.id, request.body),
  )

  // The three lists of the Liked screen share one shape: a page of tiles, newest first.
  const likedLists = {
    '/api/liked/me': listLikedMe,
    '/api/liked/mine': listLikedByMe,
    '/api/favorites': listFavorites,
  } as const
  for (const [url, list] of Object.entries(likedLists)) {
    api.get(
      url,
      { schema: { querystring: likedPageQuerySchema, response: { 200: likedListSchema } } },
      async (request) => {
        const viewer = await app.requireProfile(request)
        const page = await list(app.db, viewer, tilePageParams(request.query))
        return toLikedList(app.db, page, app.clock.now(), viewer.id, app.mediaUrls.sign)
      },
    )
  }
}
