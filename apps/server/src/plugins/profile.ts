import { englishTranslator } from '@mithaq/domain'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { profiles } from '../db/schema'
import { AppError } from '../lib/app-error'

const english = englishTranslator()

export type ProfileRow = typeof profiles.$inferSelect

/**
 * How stale `profiles.last_active_at` may be before a request writes it again (decision 481): it
 * orders the feed to the nearest few minutes, so a member's requests write it about once in five
 * minutes, not on every request.
 */
export const ACTIVITY_WRITE_EVERY_MS = 5 * 60_000

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
  // Nearly every request reads the member's profile row: its SQL is built once and prepared by
  // name, so neither Drizzle nor PostgreSQL works it out again on each request (decision 530).
  const profileById = app.db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .prepare('profile_by_id')
  app.decorate('requireProfile', async (request: FastifyRequest) => {
    const user = await app.requireUser(request)
    const [row] = await profileById.execute({ id: user.id })
    if (!row) throw new AppError('FORBIDDEN', english('notices.completeProfileFirst'))
    const now = app.clock.now()
    const staleBefore = new Date(now.getTime() - ACTIVITY_WRITE_EVERY_MS)
    if (row.lastActiveAt < staleBefore) {
      // Conditional, so two requests at once write it once.
      await app.db
        .update(profiles)
        .set({ lastActiveAt: now })
        .where(and(eq(profiles.id, row.id), lt(profiles.lastActiveAt, staleBefore)))
      row.lastActiveAt = now
    }
    return row
  })
})
