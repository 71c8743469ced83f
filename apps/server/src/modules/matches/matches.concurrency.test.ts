import { randomUUID } from 'node:crypto'
import { englishTranslator, TOKEN_RULES } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messages, notifications } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import {
  as,
  balanceOf,
  createFundedUser,
  createMatchedPair,
  insertMatch,
  ledgerOf,
  ledgerViolations,
  matchRow,
} from './matches.test-helpers'

const english = englishTranslator()

// Parallel requests and scheduler ticks. On PGlite transactions take turns; on a real PostgreSQL
// (TEST_DATABASE_URL) they really overlap and only the row locks keep the outcome single.
let ctx: Awaited<ReturnType<typeof buildTestApp>>
const ROUNDS = 5

beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
})
afterEach(async () => {
  // The invariant after every race: each balance equals the sum of its ledger, never negative.
  expect(await ledgerViolations(ctx.db)).toEqual([])
})
afterAll(async () => {
  await ctx.app.close()
})

describe('two payments racing', () => {
  it('lets exactly one of two payments take the last 3 tokens', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const amina = await createFundedUser(ctx.app, ctx.db, 3, { name: 'Amina', sex: 'female' })
      const bilal = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Bilal', sex: 'male' })
      const yusuf = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Yusuf', sex: 'male' })
      const now = ctx.clock.now()
      const first = await insertMatch(ctx.db, amina.id, bilal.id, now)
      const second = await insertMatch(ctx.db, amina.id, yusuf.id, now)

      const results = await Promise.all(
        [first, second].map((id) => as(ctx.app, amina).post(`/api/matches/${id}/pay`, { express: false })),
      )
      const statuses = results.map((r) => r.statusCode).sort()
      expect(statuses).toEqual([200, 409])
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
        english('notices.insufficientTokensToUnlock'),
      )
      expect(await balanceOf(ctx.db, amina.id)).toBe(0)
      expect((await ledgerOf(ctx.db, amina.id)).filter((e) => e.type === 'payment')).toHaveLength(1)
      const paid = await Promise.all([first, second].map((id) => matchRow(ctx.db, id)))
      expect(paid.filter((m) => m.user1Paid || m.user2Paid)).toHaveLength(1)
    }
  })

  it('unlocks exactly once when both users of a match pay at the same time', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
      const results = await Promise.all(
        [amina, bilal].map((u) => as(ctx.app, u).post(`/api/matches/${matchId}/pay`, { express: false })),
      )
      expect(results.map((r) => r.statusCode)).toEqual([200, 200])
      expect(results.map((r) => r.json().outcome).sort()).toEqual(['unlocked', 'waiting'])
      expect(await matchRow(ctx.db, matchId)).toMatchObject({
        chatUnlocked: true,
        user1Paid: true,
        user2Paid: true,
      })
      const unlockedNotices = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.referenceId, matchId), eq(notifications.type, 'chat_unlocked')))
      expect(unlockedNotices).toHaveLength(2)
      expect([await balanceOf(ctx.db, amina.id), await balanceOf(ctx.db, bilal.id)]).toEqual([7, 7])
    }
  })

  it('takes the express payment of only one user when both try at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
      const results = await Promise.all(
        [amina, bilal].map((u) => as(ctx.app, u).post(`/api/matches/${matchId}/pay`, { express: true })),
      )
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
        english('notices.alreadyUnlocked'),
      )
      expect((await balanceOf(ctx.db, amina.id)) + (await balanceOf(ctx.db, bilal.id))).toBe(14)
    }
  })
})

describe('the scheduler racing a user', () => {
  it('expires a match exactly once while its user pays at the deadline', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
      await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })
      ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
      // Two scheduler instances and the late payment, all at once.
      const [pay] = await Promise.all([
        as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false }),
        ctx.app.scheduler.tick(),
        ctx.app.scheduler.tick(),
      ])
      expect(pay.statusCode).toBe(409)
      expect(pay.json().message).toBe(english('notices.paymentWindowClosed'))
      expect(await matchRow(ctx.db, matchId)).toMatchObject({
        unmatchKind: 'non_response',
        chatUnlocked: false,
      })
      // Bilal paid and is refunded once; Amina did not and is penalised once.
      expect(await balanceOf(ctx.db, bilal.id)).toBe(10)
      expect(await balanceOf(ctx.db, amina.id)).toBe(9)
      expect((await ledgerOf(ctx.db, amina.id)).filter((e) => e.type === 'penalty')).toHaveLength(1)
      expect((await ledgerOf(ctx.db, bilal.id)).filter((e) => e.type === 'refund')).toHaveLength(1)
    }
  })

  it('lets a payment a moment before the deadline win over the scheduler', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs - 1)
    const [pay] = await Promise.all([
      as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false }),
      ctx.app.scheduler.tick(),
    ])
    expect(pay.json().outcome).toBe('unlocked')
    expect((await matchRow(ctx.db, matchId)).unmatchedAt).toBeNull()
  })
})

describe('a message at the instant the response timer runs out', () => {
  it('is refused, and the awaited user is penalised exactly once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
      await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
      await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
        content: 'Salaam',
        clientId: randomUUID(),
      })
      const { responseTimerExpiresAt } = await matchRow(ctx.db, matchId)
      ctx.clock.set(responseTimerExpiresAt!)
      const clientId = randomUUID()
      const [reply] = await Promise.all([
        as(ctx.app, bilal).post(`/api/matches/${matchId}/messages`, {
          content: 'Sorry, I was away',
          clientId,
        }),
        ctx.app.scheduler.tick(),
        ctx.app.scheduler.tick(),
      ])
      expect(reply.statusCode).toBe(409)
      expect(reply.json().message).toBe(english('notices.cannotSendMessage'))
      expect(await ctx.db.select().from(messages).where(eq(messages.clientId, clientId))).toEqual([])
      expect(await matchRow(ctx.db, matchId)).toMatchObject({ unmatchKind: 'non_response' })
      expect(await balanceOf(ctx.db, bilal.id)).toBe(9)
      expect(await balanceOf(ctx.db, amina.id)).toBe(4)
    }
  })

  it('is accepted a millisecond before, and then the scheduler leaves the match alone', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
      content: 'Salaam',
      clientId: randomUUID(),
    })
    const { responseTimerExpiresAt } = await matchRow(ctx.db, matchId)
    ctx.clock.set(new Date(responseTimerExpiresAt!.getTime() - 1))
    const [reply] = await Promise.all([
      as(ctx.app, bilal).post(`/api/matches/${matchId}/messages`, {
        content: 'Here!',
        clientId: randomUUID(),
      }),
      ctx.app.scheduler.tick(),
    ])
    expect(reply.statusCode).toBe(201)
    expect(await matchRow(ctx.db, matchId)).toMatchObject({
      unmatchedAt: null,
      awaitingResponseFrom: amina.id,
    })
  })
})

describe('retries racing', () => {
  it('stores a message once when the same send arrives many times at once', async () => {
    const { amina, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    const clientId = randomUUID()
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, { content: 'Once', clientId }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1)
    expect(await ctx.db.select().from(messages).where(eq(messages.clientId, clientId))).toHaveLength(1)
  })
})
