import { randomUUID } from 'node:crypto'
import { TOKEN_RULES } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { notifications, sentReminders } from '../../db/schema'
import { createTestClock } from '../../lib/clock'
import { createScheduler } from '../../scheduler/scheduler'
import { buildTestApp } from '../../test/build-test-app'
import { insertMembers } from '../../test/liked-fixtures'
import { openTestDatabase } from '../../test/test-database'
import { createMatchService } from '../matches'
import { as, createMatchedPair, insertMatch } from '../matches/matches.test-helpers'
import type { Announcer } from './announcer'
import type { NotificationRow } from './notifications.service'

const HOUR = 60 * 60 * 1000
const MINUTE = 60 * 1000

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
})
afterAll(() => ctx.app.close())

const remindersOf = (userId: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'reminder')))
    .orderBy(notifications.createdAt)

/** Moves the clock to `ms` after `start` and runs the scheduler twice: the second pass sends nothing new. */
async function at(start: Date, ms: number) {
  ctx.clock.set(new Date(start.getTime() + ms))
  const first = await ctx.app.scheduler.tick()
  const second = await ctx.app.scheduler.tick()
  expect(second.reminded).toBe(0)
  return first.reminded
}

describe('reminders before a timer ends', () => {
  it('reminds whoever has not paid 12 h and 1 h before the payment window closes, once each', async () => {
    const start = ctx.clock.now()
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, start)
    expect(
      (await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })).statusCode,
    ).toBe(200)

    const window = TOKEN_RULES.paymentWindowMs
    expect(await at(start, window - 12 * HOUR - MINUTE)).toBe(0)
    expect(await at(start, window - 12 * HOUR)).toBe(1)
    expect(await at(start, window - 2 * HOUR)).toBe(0)
    expect(await at(start, window - HOUR)).toBe(1)
    expect(await at(start, window - MINUTE)).toBe(0)
    expect(await at(start, window + MINUTE)).toBe(0) // expired now: nothing left to remind of

    const sent = await remindersOf(bilal.id)
    expect(sent.map((n) => [n.content, n.referenceId, n.senderId])).toEqual([
      ['payment_window', matchId, amina.id],
      ['payment_window', matchId, amina.id],
    ])
    expect(sent.map((n) => n.createdAt.getTime() - start.getTime())).toEqual([
      window - 12 * HOUR,
      window - HOUR,
    ])
    expect(await remindersOf(amina.id)).toHaveLength(0)
  })

  it('reminds both before the first message is due, then the awaited one before each reply is due', async () => {
    const start = ctx.clock.now()
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, start)
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })

    const initial = TOKEN_RULES.initialTimerMs
    expect(await at(start, initial - 12 * HOUR)).toBe(2)
    expect(await at(start, initial - HOUR)).toBe(2)
    expect((await remindersOf(amina.id)).map((n) => n.content)).toEqual(['first_message', 'first_message'])
    expect((await remindersOf(bilal.id)).map((n) => n.content)).toEqual(['first_message', 'first_message'])

    // Amina writes: now Bilal owes a reply.
    const wrote = start.getTime() + initial - 30 * MINUTE
    ctx.clock.set(new Date(wrote))
    const send = (who: typeof amina, content: string) =>
      as(ctx.app, who).post(`/api/matches/${matchId}/messages`, { content, clientId: randomUUID() })
    expect((await send(amina, 'Salam')).statusCode).toBeLessThan(300)
    const reply = TOKEN_RULES.responseTimerMs
    const fromWrote = new Date(wrote)
    expect(await at(fromWrote, reply - 12 * HOUR - MINUTE)).toBe(0)
    expect(await at(fromWrote, reply - 12 * HOUR)).toBe(1)
    expect((await remindersOf(bilal.id)).map((n) => n.content)).toEqual([
      'first_message',
      'first_message',
      'reply',
    ])

    // Bilal answers before the 1 h reminder: a new deadline, now for Amina, with reminders of its own.
    const answered = wrote + reply - 6 * HOUR
    ctx.clock.set(new Date(answered))
    expect((await send(bilal, 'Wa alaikum salam')).statusCode).toBeLessThan(300)
    expect(await at(new Date(answered), reply - 12 * HOUR)).toBe(1)
    expect(await at(new Date(answered), reply - HOUR)).toBe(1)
    expect((await remindersOf(amina.id)).map((n) => n.content)).toEqual([
      'first_message',
      'first_message',
      'reply',
      'reply',
    ])
    expect((await remindersOf(bilal.id)).map((n) => n.content)).toEqual([
      'first_message',
      'first_message',
      'reply',
    ])
  })

  it('sends only the latest moment reached when the scheduler comes late', async () => {
    const start = ctx.clock.now()
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, start)
    expect(await at(start, TOKEN_RULES.paymentWindowMs - 30 * MINUTE)).toBe(2)
    const rows = await ctx.db.select().from(sentReminders).where(eq(sentReminders.matchId, matchId))
    expect(rows.map((r) => [r.recipientId, r.minutesBefore]).sort()).toEqual(
      [
        [amina.id, 60],
        [bilal.id, 60],
      ].sort(),
    )
  })
})

const silentLog = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  child: () => silentLog,
} as unknown as FastifyBaseLogger

describe.runIf(process.env.TEST_DATABASE_URL)('reminders with two scheduler instances on PostgreSQL', () => {
  it('sends each reminder exactly once while both instances tick at the same moments', async () => {
    const database = await openTestDatabase()
    const second = await openDatabase({ url: database.url! })
    try {
      const start = new Date('2026-06-01T00:00:00Z')
      const clock = createTestClock(start)
      const sent: NotificationRow[] = []
      const announcer: Announcer = {
        announce: ({ notifications = [] }) => void sent.push(...notifications),
        onNotifications() {},
        onFact() {},
      }
      const schedulers = [database.db, second.db].map((db) =>
        createScheduler({
          db,
          clock,
          announcer,
          matches: createMatchService({ db, clock, announcer, sign: (file) => `/media/${file}` }),
          log: silentLog,
        }),
      )
      const pairs = 40
      const people = await insertMembers(
        database.db,
        Array.from({ length: pairs * 2 }, (_, i) => ({
          sex: i % 2 ? ('male' as const) : ('female' as const),
        })),
      )
      for (let i = 0; i < pairs; i++)
        await insertMatch(database.db, people[2 * i]!, people[2 * i + 1]!, start)

      const window = TOKEN_RULES.paymentWindowMs
      for (const ms of [window - 12 * HOUR, window - 11 * HOUR, window - HOUR, window - 30 * MINUTE]) {
        clock.set(new Date(start.getTime() + ms))
        const results = await Promise.all([...schedulers, ...schedulers].map((s) => s.tick()))
        expect(results.every((r) => r.expired === 0)).toBe(true)
      }
      // Two moments, two unpaid people per match.
      expect(sent).toHaveLength(pairs * 2 * 2)
      const stored = await database.db.select().from(notifications).where(eq(notifications.type, 'reminder'))
      expect(stored).toHaveLength(pairs * 2 * 2)
      expect(new Set(stored.map((n) => `${n.userId}:${n.createdAt.toISOString()}`)).size).toBe(pairs * 2 * 2)
      expect(new Set(sent.map((n) => n.id)).size).toBe(pairs * 2 * 2)
    } finally {
      await second.close()
      await database.close()
    }
  })
})
