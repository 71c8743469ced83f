import { englishTranslator } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { profiles } from '../db/schema'
import { AppError } from '../lib/app-error'

const english = englishTranslator()

export type ProfileRow = typeof profiles.$inferSelect

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The session user's profile row: 401 without a session, 403 while the profile is not
     * created yet. A deactivated profile is returned too; signing in reactivates it (later).
     */
    requireProfile(request: FastifyRequest): Promise<ProfileRow>
  }
}

export const profilePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('requireProfile', async (request: FastifyRequest) => {
    const user = await app.requireUser(request)
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, user.id))
    if (!row) throw new AppError('FORBIDDEN', english('messages.completeProfileFirst'))
    return row
  })
})
