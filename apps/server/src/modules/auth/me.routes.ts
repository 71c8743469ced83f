import { type Me, meSchema } from '@mithaq/domain'
import { DEFAULT_LOCALE, isLocale } from '@mithaq/i18n'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { profiles, users } from '../../db/schema'
import { isModerator } from './roles'

/** Who is signed in, and whether they have finished their profile: what every route guard needs. */
export async function meRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/me', { schema: { response: { 200: meSchema } } }, async (request): Promise<Me> => {
      const user = await app.requireUser(request)
      const [row] = await app.db
        .select({ profileId: profiles.id, locale: users.locale })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, user.id))
      const { id, email, emailVerified } = user
      const moderator = await isModerator(app.db, id, app.config.moderatorEmails ?? [])
      return {
        user: { id, email, emailVerified },
        hasProfile: Boolean(row?.profileId),
        isModerator: moderator,
        // The account's language (decision 281); a row of another value reads as English.
        locale: isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE,
      }
    })
}
