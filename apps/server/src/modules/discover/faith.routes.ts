import { type FaithSettings, faithInputSchema, faithSettingsSchema } from '@mithaq/domain'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { discoveryFilters } from '../../db/schema'
import {
  deleteFaith,
  markFaithOfferAnswered,
  readFaith,
  saveFaith,
  writeFaithFilterVector,
} from '../profiles'

/**
 * The own 'Faith and family' answers (decision 410). They live with the profile; the routes live
 * here because withdrawing consent also clears the faith filters, which Discover owns, in the same
 * transaction. Bodies are parsed after the session check.
 */
export async function faithRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get('/api/profile/faith', { schema: { response: { 200: faithSettingsSchema } } }, async (request) => {
    const viewer = await app.requireProfile(request)
    return readFaith(app.db, viewer.id)
  })

  api.put(
    '/api/profile/faith',
    { schema: { response: { 200: faithSettingsSchema } } },
    async (request): Promise<FaithSettings> => {
      const viewer = await app.requireProfile(request)
      const input = faithInputSchema.parse(request.body ?? {})
      await saveFaith(app.db, viewer, input, app.clock.now())
      return readFaith(app.db, viewer.id)
    },
  )

  // Discover's once-only offer, answered with 'Not now' (decision 482): remembered on the account,
  // so another device does not ask again. Saving the answers marks it too (saveFaith).
  api.post(
    '/api/profile/faith/offer-answered',
    { schema: { response: { 200: z.object({ faithOfferAnswered: z.literal(true) }) } } },
    async (request) => {
      const viewer = await app.requireProfile(request)
      await markFaithOfferAnswered(app.db, viewer.id, app.clock.now())
      return { faithOfferAnswered: true as const }
    },
  )

  api.delete(
    '/api/profile/faith/consent',
    { schema: { response: { 200: z.object({ withdrawn: z.literal(true) }) } } },
    async (request) => {
      const viewer = await app.requireProfile(request)
      await app.db.transaction(async (tx) => {
        await deleteFaith(tx, viewer)
        await clearFaithFilters(tx, viewer.id)
      })
      return { withdrawn: true as const }
    },
  )
}

/** Faith filters say what one believes too: they go with withdrawn consent. */
async function clearFaithFilters(db: Db, id: string) {
  await db.update(discoveryFilters).set({ faith: sql`'{}'::jsonb` }).where(eq(discoveryFilters.profileId, id))
  await writeFaithFilterVector(db, id, {})
}
