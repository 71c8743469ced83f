import { englishTranslator } from '@mithaq/domain'
import { eq, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { Db } from '../db/client'
import { rateLimitCounters } from '../db/schema'
import { AppError } from './app-error'

const english = englishTranslator()

export interface RateLimit {
  max: number
  windowMs: number
}

/** One counted attempt: how many in this window so far (this one included), and when it ends. */
export interface RateLimitHit {
  count: number
  resetsAt: number
}

/**
 * Every rate limit of the server, ours and better-auth's (decision 310): fixed windows that start
 * at a key's first attempt. The counters live in a store nothing else writes or prunes: Redis when
 * `REDIS_URL` is set (one atomic script per attempt, so every instance shares them), else the
 * `rate_limit_counters` table (one upsert per attempt). Times come from the app's clock.
 */
export interface RateLimits {
  /** Counts one attempt at `key` (allowed or not). */
  hit(key: string, limit: RateLimit, now: Date): Promise<RateLimitHit>
  /** Forgets one key's count (a successful sign-in forgives the failures before it). */
  reset(key: string): Promise<void>
  /** Forgets every count whose key holds one of `texts`, any case (a deleted account's id and address). */
  forgetContaining(texts: string[]): Promise<void>
  close(): Promise<void>
}

/** Counts one attempt and refuses it with 429 past the limit. */
export async function enforceRateLimit(
  limits: RateLimits,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<void> {
  const { count } = await limits.hit(key, limit, now)
  if (count > limit.max) throw new AppError('RATE_LIMITED', english('notices.tooManyAttempts'))
}

/** Finished windows are deleted at most this often by each instance: they count for nothing. */
const PRUNE_EVERY_MS = 10 * 60_000

/** The counters in the database: one upsert per attempt, no race. */
export function createDatabaseRateLimits(db: Db): RateLimits {
  let prunedAt = 0
  return {
    async hit(key, limit, now) {
      const nowMs = now.getTime()
      const windowOver = sql`${rateLimitCounters.resetsAt} <= ${nowMs}::bigint`
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, resetsAt: nowMs + limit.windowMs })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${windowOver} then 1 else ${rateLimitCounters.count} + 1 end`,
            resetsAt: sql`case when ${windowOver} then ${nowMs + limit.windowMs}::bigint else ${rateLimitCounters.resetsAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetsAt: rateLimitCounters.resetsAt })
      if (nowMs - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = nowMs
        await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetsAt, nowMs))
      }
      return { count: row?.count ?? 1, resetsAt: row?.resetsAt ?? nowMs + limit.windowMs }
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key))
    },
    async forgetContaining(texts) {
      const wanted = texts.filter(Boolean).map((text) => text.toLowerCase())
      if (wanted.length === 0) return
      await db
        .delete(rateLimitCounters)
        .where(or(...wanted.map((text) => sql`strpos(lower(${rateLimitCounters.key}), ${text}) > 0`)))
    },
    async close() {},
  }
}

/** Where the Redis counters live, so a SCAN for an account's keys reads only ours. */
export const REDIS_RATE_LIMIT_PREFIX = 'mithaq:rate:'

/**
 * One attempt, atomically: a key whose window is over (or that does not exist) starts a new one
 * at 1 and expires with it; otherwise its count goes up by one. The time is the app's clock
 * (ARGV[1]), so a test clock moves Redis windows as it moves the database's; the expiry only
 * cleans up.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local resets = tonumber(redis.call('HGET', KEYS[1], 'r'))
if (not resets) or resets <= now then
  redis.call('HSET', KEYS[1], 'c', 1, 'r', now + window)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, tostring(now + window)}
end
local count = redis.call('HINCRBY', KEYS[1], 'c', 1)
return {count, tostring(resets)}
`

/**
 * The counters in Redis, shared by every instance. While Redis cannot be reached, attempts are
 * counted in the database instead (still shared): a limit is never lifted by an outage.
 */
export function createRedisRateLimits(
  redis: Redis,
  fallback: RateLimits,
  log: FastifyBaseLogger,
): RateLimits {
  let failing = false
  const noteFailure = (err: unknown) => {
    if (!failing) log.warn({ err }, 'rate limits: redis unavailable, counting in the database')
    failing = true
  }
  return {
    async hit(key, limit, now) {
      try {
        const [count, resetsAt] = (await redis.eval(
          HIT_SCRIPT,
          1,
          REDIS_RATE_LIMIT_PREFIX + key,
          now.getTime(),
          limit.windowMs,
        )) as [number, string]
        if (failing) log.info('rate limits: redis is back')
        failing = false
        return { count: Number(count), resetsAt: Number(resetsAt) }
      } catch (err) {
        noteFailure(err)
        return fallback.hit(key, limit, now)
      }
    },
    async reset(key) {
      await fallback.reset(key)
      await redis.del(REDIS_RATE_LIMIT_PREFIX + key).catch(noteFailure)
    },
    async forgetContaining(texts) {
      await fallback.forgetContaining(texts)
      const wanted = texts.filter(Boolean).map((text) => text.toLowerCase())
      if (wanted.length === 0) return
      try {
        let cursor = '0'
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_RATE_LIMIT_PREFIX}*`, 'COUNT', 1000)
          cursor = next
          const doomed = keys.filter((key) => wanted.some((text) => key.toLowerCase().includes(text)))
          if (doomed.length > 0) await redis.del(...doomed)
        } while (cursor !== '0')
      } catch (err) {
        noteFailure(err)
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

/** The counters for better-auth's own limits (per address and path), in the same store. */
export function betterAuthRateLimitStorage(limits: RateLimits, now: () => Date) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const at = now()
      const { count, resetsAt } = await limits.hit(
        `auth:${key}`,
        { max: rule.max, windowMs: rule.window * 1000 },
        at,
      )
      if (count <= rule.max) return { allowed: true, retryAfter: null }
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetsAt - at.getTime()) / 1000)) }
    },
  }
}
