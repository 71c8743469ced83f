import { eq } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rateLimitCounters } from '../db/schema'
import { as } from '../modules/matches/matches.test-helpers'
import { signUp, uniqueEmail } from '../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app'
import { openTestDatabase } from '../test/test-database'
import {
  createDatabaseRateLimits,
  createRedisRateLimits,
  enforceRateLimit,
  type RateLimits,
  REDIS_RATE_LIMIT_PREFIX,
} from './rate-limit'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
const redisUrl = process.env.REDIS_URL

const signIn = (ctx: Ctx, email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
  })

/** Some other visitor's auth traffic, from its own address. */
const otherTraffic = (ctx: Ctx, remoteAddress: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress })

/**
 * Issue 28: better-auth's limiter deleted every counter older than its one-minute windows whenever
 * one of them rolled over, ours included (they shared its table), so our longer limits lasted
 * about a minute. Time moves for the app's clock and for `Date` (which better-auth read) alike.
 */
function limitsOutlastAMinute(label: string, redis?: string) {
  describe(`our rate limits outlast better-auth's one-minute windows (${label})`, () => {
    let ctx: Ctx
    let n = 0
    const travel = (ms: number) => {
      ctx.clock.advance(ms)
      vi.setSystemTime(ctx.clock.now())
    }
    /** A fresh client address per attempt, so better-auth's per-address limit never answers for ours. */
    const address = () => `10.${label === 'Redis' ? 91 : 90}.${Math.floor(++n / 250)}.${n % 250}`

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      ctx = await buildTestApp({ config: { signUpRateLimit: 10_000, redisUrl: redis } })
    })
    afterAll(async () => {
      await ctx.app.close()
      vi.useRealTimers()
    })

    it('keeps an account at 10 failed sign-ins per 15 minutes across other traffic', async () => {
      const user = await signUp(ctx.app)
      const neighbour = '198.51.100.77'
      expect((await otherTraffic(ctx, neighbour)).statusCode).toBe(200)
      const first: number[] = []
      for (let i = 0; i < 11; i++)
        first.push((await signIn(ctx, user.email, `guess-${i}`, address())).statusCode)
      expect(first).toEqual([...Array(10).fill(401), 429])

      // 61 s later the neighbour's one-minute window has rolled over: it asks again.
      travel(61_000)
      expect((await otherTraffic(ctx, neighbour)).statusCode).toBe(200)
      expect((await signIn(ctx, uniqueEmail(), 'whatever-99', address())).statusCode).toBe(401)

      const later: number[] = []
      for (let i = 0; i < 10; i++)
        later.push((await signIn(ctx, user.email, `again-${i}`, address())).statusCode)
      expect(later).toEqual(Array(10).fill(429))
      // The owner too waits the window out from an unknown browser…
      expect((await signIn(ctx, user.email, user.password, address())).statusCode).toBe(429)
      // …which ends 15 minutes after the first failure.
      travel(15 * 60_000 - 61_000)
      expect((await signIn(ctx, user.email, user.password, address())).statusCode).toBe(200)
    })

    it('keeps the export at 5 an hour across other traffic', async () => {
      const user = await signUp(ctx.app)
      const neighbour = '198.51.100.78'
      expect((await otherTraffic(ctx, neighbour)).statusCode).toBe(200)
      const first: number[] = []
      for (let i = 0; i < 6; i++) first.push((await as(ctx.app, user).post('/api/account/export')).statusCode)
      expect(first).toEqual([...Array(5).fill(200), 429])

      travel(62_000)
      expect((await otherTraffic(ctx, neighbour)).statusCode).toBe(200)
      expect((await as(ctx.app, user).post('/api/account/export')).statusCode).toBe(429)
      travel(30 * 60_000)
      expect((await otherTraffic(ctx, neighbour)).statusCode).toBe(200)
      expect((await as(ctx.app, user).post('/api/account/export')).statusCode).toBe(429)
      // The hour is over: five more.
      travel(60 * 60_000 - 30 * 60_000 - 62_000)
      expect((await as(ctx.app, user).post('/api/account/export')).statusCode).toBe(200)
    })

    if (redis)
      it('counts in Redis, not in the database, when REDIS_URL is set', async () => {
        const user = await signUp(ctx.app)
        expect((await signIn(ctx, user.email, 'wrong-one', address())).statusCode).toBe(401)
        const key = `sign-in-account:${user.email}`
        const client = new Redis(redis as string)
        try {
          expect(await client.hget(REDIS_RATE_LIMIT_PREFIX + key, 'c')).toBe('1')
          const ttl = await client.pttl(REDIS_RATE_LIMIT_PREFIX + key)
          expect(ttl).toBeGreaterThan(14 * 60_000)
          expect(ttl).toBeLessThanOrEqual(15 * 60_000)
        } finally {
          client.disconnect()
        }
        expect(await ctx.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key))).toEqual(
          [],
        )
      })
  })
}

limitsOutlastAMinute('database')
if (redisUrl) limitsOutlastAMinute('Redis', redisUrl)

/** 40 attempts at once through `limiters` in turn: how many got through a limit of 10. */
async function burst(limiters: RateLimits[], key: string) {
  const now = new Date()
  const results = await Promise.allSettled(
    Array.from({ length: 40 }, (_, i) =>
      enforceRateLimit(limiters[i % limiters.length] as RateLimits, key, { max: 10, windowMs: 60_000 }, now),
    ),
  )
  return results.filter((r) => r.status === 'fulfilled').length
}

describe('rate-limit counters shared by several instances', () => {
  it('lets exactly the limit through 40 parallel attempts on the database', async () => {
    const database = await openTestDatabase()
    try {
      const a = createDatabaseRateLimits(database.db)
      const b = createDatabaseRateLimits(database.db)
      expect(await burst([a, b], `test:${Math.random()}`)).toBe(10)
    } finally {
      await database.close()
    }
  })

  describe.runIf(redisUrl)('on Redis', () => {
    const log = { warn: vi.fn(), info: vi.fn() } as unknown as Parameters<typeof createRedisRateLimits>[2]

    it('lets exactly the limit through 40 parallel attempts from two connections', async () => {
      const database = await openTestDatabase()
      const fallback = createDatabaseRateLimits(database.db)
      const a = createRedisRateLimits(new Redis(redisUrl as string), fallback, log)
      const b = createRedisRateLimits(new Redis(redisUrl as string), fallback, log)
      try {
        const key = `test:${Math.random()}`
        expect(await burst([a, b], key)).toBe(10)
        // Nothing went to the database: Redis counted them all.
        expect(await database.db.select().from(rateLimitCounters)).toEqual([])
      } finally {
        await a.close()
        await b.close()
        await database.close()
      }
    })

    it('counts in the database while Redis cannot be reached, and still refuses past the limit', async () => {
      const database = await openTestDatabase()
      const fallback = createDatabaseRateLimits(database.db)
      // Nothing listens on port 1.
      const unreachable = new Redis('redis://127.0.0.1:1', {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        retryStrategy: () => null,
      })
      unreachable.on('error', () => {})
      const limits = createRedisRateLimits(unreachable, fallback, log)
      try {
        expect(await burst([limits], 'test:outage')).toBe(10)
        const [row] = await database.db
          .select()
          .from(rateLimitCounters)
          .where(eq(rateLimitCounters.key, 'test:outage'))
        expect(row?.count).toBe(40)
      } finally {
        await limits.close()
        await database.close()
      }
    })
  })
})
