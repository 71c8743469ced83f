import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { as, createMatchedPair } from '../matches/matches.test-helpers'
import { createNotification } from './notifications.service'

// Reading a chat and paying for a match answer the notifications about them: the server marks
// them read in the same transaction (decision 183), so the bell never asks twice.

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
})
afterAll(() => ctx.app.close())

const unread = async (userId: string) =>
  (
    await ctx.db
      .select({
        type: notifications.type,
        referenceId: notifications.referenceId,
        content: notifications.content,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  )
    .map((n) => `${n.type}${n.content === 'payment_window' ? ':payment_window' : ''}@${n.referenceId}`)
    // Rows have no order of their own (PostgreSQL may return them in any): compare sorted lists.
    .sort()

describe('notifications answered by what they asked for', () => {
  it('reading the chat marks its message notifications read, and only those of that chat', async () => {
    const now = ctx.clock.now()
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, now)
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    // Another chat's message notification stays unread.
    const other = await createMatchedPair(ctx.app, ctx.db, now)
    await createNotification(ctx.db, {
      userId: bilal.id,
      type: 'message',
      senderId: other.amina.id,
      referenceId: other.matchId,
    })
    for (const content of ['Assalamu alaikum', 'How are you?']) {
      const sent = await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
        content,
        clientId: randomUUID(),
      })
      expect(sent.statusCode).toBe(201)
    }
    // One unread row per chat (decision 365).
    expect((await unread(bilal.id)).filter((n) => n.startsWith('message'))).toEqual(
      [`message@${other.matchId}`, `message@${matchId}`].sort(),
    )

    const read = await as(ctx.app, bilal).post(`/api/matches/${matchId}/read`, {})
    expect(read.json()).toEqual({ count: 2 })
    expect((await unread(bilal.id)).filter((n) => n.startsWith('message'))).toEqual([
      `message@${other.matchId}`,
    ])
    // The bell's count is what is left.
    const feed = (await as(ctx.app, bilal).get('/api/notifications')).json()
    expect(feed.unreadCount).toBe((await unread(bilal.id)).length)
  })

  it('paying marks the match, the request to pay and the payment reminders read, not the other person’s', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    for (const [userId, senderId] of [
      [amina.id, bilal.id],
      [bilal.id, amina.id],
    ] as const) {
      await createNotification(ctx.db, { userId, type: 'match', senderId, referenceId: matchId })
      await createNotification(ctx.db, {
        userId,
        type: 'reminder',
        senderId,
        referenceId: matchId,
        content: 'payment_window',
      })
    }
    // Amina pays: Bilal is asked to pay; her own notices of the match are answered.
    expect(
      (await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })).statusCode,
    ).toBe(200)
    expect(await unread(amina.id)).toEqual([])
    expect((await unread(bilal.id)).sort()).toEqual(
      [`match@${matchId}`, `payment_required@${matchId}`, `reminder:payment_window@${matchId}`].sort(),
    )

    // Bilal pays: his three are answered; the unlock is news to both.
    expect(
      (await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })).statusCode,
    ).toBe(200)
    expect(await unread(bilal.id)).toEqual([`chat_unlocked@${matchId}`])
    expect(await unread(amina.id)).toEqual([`chat_unlocked@${matchId}`])
  })

  it('a refused payment answers nothing', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now(), {
      balances: [1, 10],
    })
    await createNotification(ctx.db, {
      userId: amina.id,
      type: 'match',
      senderId: bilal.id,
      referenceId: matchId,
    })
    expect(
      (await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })).statusCode,
    ).toBe(409)
    expect(await unread(amina.id)).toEqual([`match@${matchId}`])
  })
})
