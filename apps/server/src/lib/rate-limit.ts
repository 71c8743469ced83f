import { MESSAGES } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import { AppError } from './app-error'

export interface RateLimit {
  max: number
  windowMs: number
}

/**
 * Counts one attempt in a fixed window and refuses it with 429 past the limit. The counters live
 * in the database (the rate_limits table better-auth already keeps, under our own keys: `social:`, `pictures:`, `sign-in-account:`),
 * so every server instance shares them and the test clock moves them. One upsert, no race.
 */
export async function enforceRateLimit(db: Db, key: string, limit: RateLimit, now: Date): Promise<void> {
  const nowMs = now.getTime()
  // last_request holds the start of the current window.
  const windowOver = sql`${rateLimits.lastRequest} <= ${nowMs - limit.windowMs}::bigint`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${windowOver} then ${nowMs}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count })
  if ((row?.count ?? 0) > limit.max) throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts)
}
