import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { as, createFundedUser, createMatchedPair, insertMatch } from '../matches/matches.test-helpers'
import type { NotificationRow } from './notifications.service'

// Decision 365: one unread 'message' notification per chat, counting its messages; the bell
// counts it once, each message is still announced (and pushed) under that one id.

let ctx: Awaited<ReturnType<typeof buildTestApp>>
const announced: NotificationRow[] = []
beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
  ctx.app.announcer.onNotifications((rows) => announced.push(...rows))
})
afterAll(() => ctx.app.close())

const send = async (app: typeof ctx.app, who: { id: string }, matchId: string, content: string) => {
  const sent = await as(app, who as never).post(`/api/matches/${matchId}/messages`, {
    content,
    clientId: randomUUID(),
  })
  expect(sent.statusCode).toBe(201)
}

const rowsOf = (userId: string, type: 'message' | 'chat_unlocked') =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))

describe('notifications grouped per chat', () => {
  it('keeps one unread row per chat with a count and the newest preview, cut on a word', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    // Bilal's other chat, with Salma.
    const salma = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Salma', sex: 'female' })
    const other = { amina: salma, matchId: await insertMatch(ctx.db, salma.id, bilal.id, ctx.clock.now()) }
    await as(ctx.app, salma).post(`/api/matches/${other.matchId}/pay`, { express: true })
    announced.length = 0

    for (let i = 1; i <= 7; i++) await send(ctx.app, amina, matchId, `Message number ${i}`)
    const last =
      'I would love to hear more about your family and how you spend your Fridays with them. Do you have brothers?'
    await send(ctx.app, amina, matchId, last)
    await send(ctx.app, other.amina, other.matchId, 'Salam')

    const rows = await rowsOf(bilal.id, 'message')
    expect(rows).toHaveLength(2)
    const mine = rows.find((r) => r.referenceId === matchId)!
    expect(mine.count).toBe(8)
    expect(mine.content).toBe(
      'I would love to hear more about your family and how you spend your Fridays with them. Do you have…',
    )
    // Every message was announced, always as the same notification (a push replaces the last one).
    const toBilal = announced.filter((n) => n.userId === bilal.id && n.referenceId === matchId)
    expect(toBilal.map((n) => n.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(new Set(toBilal.map((n) => n.id))).toEqual(new Set([mine.id]))

    // The list shows one row per chat; the bell counts each once.
    const feed = (await as(ctx.app, bilal).get('/api/notifications')).json()
    const messages = feed.notifications.filter((n: { type: string }) => n.type === 'message')
    expect(
      messages.map((n: { referenceId: string; count: number }) => [n.referenceId, n.count]).sort(),
    ).toEqual(
      [
        [other.matchId, 1],
        [matchId, 8],
      ].sort(),
    )
    expect(feed.unreadCount).toBe(feed.notifications.filter((n: { read: boolean }) => !n.read).length)

    // Once read, the next message starts a new row.
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/read`, {})
    await send(ctx.app, amina, matchId, 'Are you there?')
    const after = (await rowsOf(bilal.id, 'message')).filter((r) => r.referenceId === matchId)
    expect(after.map((r) => [r.count, r.readAt === null]).sort()).toEqual([
      [1, true],
      [8, false],
    ])
  })

  it('marks Chat Unlocked! read once the chat is opened, or once the member writes in it', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    const unlocked = async (userId: string) =>
      (await rowsOf(userId, 'chat_unlocked')).map((r) => r.readAt === null)
    expect(await unlocked(amina.id)).toEqual([true])
    expect(await unlocked(bilal.id)).toEqual([true])

    // Amina writes: her 'Chat Unlocked!' is answered; Bilal's stays until he opens the chat.
    await send(ctx.app, amina, matchId, 'Assalamu alaikum')
    expect(await unlocked(amina.id)).toEqual([false])
    expect(await unlocked(bilal.id)).toEqual([true])
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/read`, {})
    expect(await unlocked(bilal.id)).toEqual([false])
  })
})
