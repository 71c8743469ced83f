import { MESSAGES } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema'
import { AppError } from '../../lib/app-error'

export interface RateLimit {
  max: number
  windowMs: number
}

/** Generous for a person deciding card by card (250 ms lock), far below a script's pace. */
export const LIKE_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 }
/** Reports are rare; many in a row are more likely abuse of the report button than of the app. */
export const REPORT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60_000 }

/**
 * Counts one attempt in a fixed window and refuses it with 429 past the limit. The counters live
 * in the database (the rate_limits table better-auth already keeps, under our own `social:` keys),
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
