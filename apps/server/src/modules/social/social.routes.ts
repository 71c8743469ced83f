import {
  ageFromBirthday,
  blockResultSchema,
  favoriteResultSchema,
  type LikedList,
  likedListSchema,
  likeResultSchema,
  type ProfileView,
  passResultSchema,
  profileIdParamsSchema,
  profileViewSchema,
  reportInputSchema,
  reportResultSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { pictureUrl, toPublicProfile } from '../profiles/profile.mapper'
import { pictureUrlsByProfile } from '../profiles/profile.repository'
import { findRelation, listFavorites, listLikedByMe, listLikedMe, type TileRow } from './social.repository'
import type { SocialService } from './social.service'

const toLikedList = (rows: TileRow[], today: Date): LikedList => ({
  profiles: rows.map((r) => ({
    id: r.id,
    name: r.name,
    age: ageFromBirthday(r.birthday, today),
    occupation: r.occupation,
    location: { country: r.country, city: r.city },
    picture: r.firstPicture ? pictureUrl(r.firstPicture) : null,
    isDemo: r.isDemo,
  })),
  total: rows[0]?.total ?? 0,
})

export async function socialRoutes(app: FastifyInstance, { service }: { service: SocialService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const params = profileIdParamsSchema

  api.get(
    '/api/profiles/:id',
    { schema: { params, response: { 200: profileViewSchema } } },
    async (request): Promise<ProfileView> => {
      const viewer = await app.requireProfile(request)
      const profile = await service.requireVisible(viewer, request.params.id)
      const pictures = await pictureUrlsByProfile(app.db, [profile.id])
      const relation = await findRelation(app.db, viewer.id, profile.id)
      return {
        profile: toPublicProfile(profile, pictures.get(profile.id) ?? [], app.clock.now()),
        ...relation,
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
    async (request) =>
      service.report(await app.requireProfile(request), request.params.id, request.body.reason),
  )

  api.get('/api/liked/me', { schema: { response: { 200: likedListSchema } } }, async (request) => {
    const viewer = await app.requireProfile(request)
    return toLikedList(await listLikedMe(app.db, viewer), app.clock.now())
  })

  api.get('/api/liked/mine', { schema: { response: { 200: likedListSchema } } }, async (request) => {
    const viewer = await app.requireProfile(request)
    return toLikedList(await listLikedByMe(app.db, viewer), app.clock.now())
  })

  api.get('/api/favorites', { schema: { response: { 200: likedListSchema } } }, async (request) => {
    const viewer = await app.requireProfile(request)
    return toLikedList(await listFavorites(app.db, viewer), app.clock.now())
  })
}
