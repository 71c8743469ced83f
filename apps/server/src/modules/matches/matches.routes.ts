import {
  matchActionResultSchema,
  matchDetailSchema,
  matchIdParamsSchema,
  matchListSchema,
  matchNewsSchema,
  payMatchSchema,
  paymentResultSchema,
  unmatchedListSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { MatchService } from './matches.service'

/** Matches, the unmatched list, payments, unmatch, rematch and Remove Forever. */
export async function matchesRoutes(app: FastifyInstance, { service }: { service: MatchService }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const params = matchIdParamsSchema

  r.get('/api/matches', { schema: { response: { 200: matchListSchema } } }, async (request) => {
    const me = await app.requireProfile(request)
    return { matches: await service.listActive(me.id) }
  })

  r.get('/api/matches/unmatched', { schema: { response: { 200: unmatchedListSchema } } }, async (request) => {
    const me = await app.requireProfile(request)
    return { matches: await service.listUnmatched(me.id) }
  })

  // "It's a Match!" still to show and the Matches badge (decision 350).
  r.get('/api/matches/news', { schema: { response: { 200: matchNewsSchema } } }, async (request) => {
    const me = await app.requireProfile(request)
    return service.news(me.id)
  })

  r.post('/api/matches/seen', async (request, reply) => {
    const me = await app.requireProfile(request)
    await service.markListSeen(me.id)
    return reply.code(204).send()
  })

  r.post('/api/matches/:id/moment-shown', { schema: { params } }, async (request, reply) => {
    const me = await app.requireProfile(request)
    await service.markMomentShown(me.id, request.params.id)
    return reply.code(204).send()
  })

  r.get('/api/matches/:id', { schema: { params, response: { 200: matchDetailSchema } } }, async (request) => {
    const me = await app.requireProfile(request)
    return service.getDetail(me.id, request.params.id)
  })

  r.post(
    '/api/matches/:id/pay',
    { schema: { params, body: payMatchSchema, response: { 200: paymentResultSchema } } },
    async (request) => {
      const me = await app.requireProfile(request)
      return service.pay(me.id, request.params.id, request.body.express)
    },
  )

  // Private pictures shown to this match, or hidden again (decision 260).
  r.put(
    '/api/matches/:id/pictures-revealed',
    { schema: { params, response: { 200: matchDetailSchema } } },
    async (request) => {
      const me = await app.requireProfile(request)
      return service.setPicturesRevealed(me.id, request.params.id, true)
    },
  )
  r.delete(
    '/api/matches/:id/pictures-revealed',
    { schema: { params, response: { 200: matchDetailSchema } } },
    async (request) => {
      const me = await app.requireProfile(request)
      return service.setPicturesRevealed(me.id, request.params.id, false)
    },
  )

  for (const action of ['unmatch', 'rematch', 'remove-forever'] as const) {
    r.post(
      `/api/matches/:id/${action}`,
      { schema: { params, response: { 200: matchActionResultSchema } } },
      async (request) => {
        const me = await app.requireProfile(request)
        if (action === 'unmatch') return service.unmatch(me.id, request.params.id)
        if (action === 'rematch') return service.rematch(me.id, request.params.id)
        return service.removeForever(me.id, request.params.id)
      },
    )
  }
}
