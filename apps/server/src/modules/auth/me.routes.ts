import { type Me, meSchema } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { profiles } from '../../db/schema'
import { isModerator } from './roles'

/** Who is signed in, and whether they have finished their profile: what every route guard needs. */
export async function meRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/me', { schema: { response: { 200: meSchema } } }, async (request): Promise<Me> => {
      const user = await app.requireUser(request)
      const [profile] = await app.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, user.id))
      const { id, email, emailVerified } = user
      const moderator = await isModerator(app.db, id, app.config.moderatorEmails ?? [])
      return { user: { id, email, emailVerified }, hasProfile: Boolean(profile), isModerator: moderator }
    })
}
