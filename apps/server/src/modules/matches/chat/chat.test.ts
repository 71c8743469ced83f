import { randomUUID } from 'node:crypto'
import {
  englishTranslator,
  MESSAGE_MAX_LENGTH,
  REALTIME_PATH,
  SERVER_EVENT,
  type ServerEvent,
  serverEventSchema,
  TOKEN_RULES,
} from '@mithaq/domain'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { as, createMatchedPair, ledgerViolations, matchRow, notificationsOf } from '../matches.test-helpers'
import { MESSAGE_RATE_LIMIT } from './chat.service'

const english = englishTranslator()

let ctx: Awaited<ReturnType<typeof buildTestApp>>

beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
})
afterAll(async () => {
  expect(await ledgerViolations(ctx.db)).toEqual([])
  await ctx.app.close()
})

async function unlockedPair() {
  const p = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
  await as(ctx.app, p.amina).post(`/api/matches/${p.matchId}/pay`, { express: true })
  return p
}

const sockets: Socket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect()
})

/** Connects as the user (the app listens from the first call) and keeps every event that arrives. */
async function listen(cookie: string) {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const address = ctx.app.server.address() as { port: number }
  const socket = connect(`http://127.0.0.1:${address.port}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  const events: ServerEvent[] = []
  socket.on(SERVER_EVENT, (raw: unknown) => events.push(serverEventSchema.parse(raw)))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return events
}

const send = (user: { cookie: string }, matchId: string, content: string, clientId: string = randomUUID()) =>
  as(ctx.app, user).post(`/api/matches/${matchId}/messages`, { content, clientId })

describe('sending messages', () => {
  it('stores a trimmed message and answers it with 201', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    const clientId = randomUUID()
    const res = await send(amina, matchId, '  Assalamu alaikum  ', clientId)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      matchId,
      senderId: amina.id,
      clientId,
      content: 'Assalamu alaikum',
      read: false,
      readAt: null,
    })
    expect(await notificationsOf(ctx.db, bilal.id)).toContainEqual({
      type: 'message',
      senderId: amina.id,
      referenceId: matchId,
    })
  })

  it('stores a retried send once and answers the saved message', async () => {
    const { amina, matchId } = await unlockedPair()
    const clientId = randomUUID()
    const first = await send(amina, matchId, 'Salaam', clientId)
    const retries = await Promise.all([1, 2, 3].map(() => send(amina, matchId, 'Salaam', clientId)))
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200)
      expect(retry.json()).toEqual(first.json())
    }
    const list = (await as(ctx.app, amina).get(`/api/matches/${matchId}/messages`)).json().messages
    expect(list).toHaveLength(1)
  })

  it('announces a retried send again to both screens, the same message, so one lost announcement is made good', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    const [aminaEvents, bilalEvents] = [await listen(amina.cookie), await listen(bilal.cookie)]
    const clientId = randomUUID()
    const first = await send(amina, matchId, 'Salaam', clientId)
    const created = (events: ServerEvent[]) =>
      events.flatMap((e) => (e.type === 'message.created' ? [e.message] : []))
    await vi.waitFor(() => expect(created(bilalEvents)).toHaveLength(1))
    const retry = await send(amina, matchId, 'Salaam', clientId)
    expect(retry.statusCode).toBe(200)
    for (const events of [aminaEvents, bilalEvents]) {
      await vi.waitFor(() => expect(created(events)).toHaveLength(2))
      expect(created(events)).toEqual([first.json(), first.json()])
    }
    // Still one row.
    expect((await as(ctx.app, amina).get(`/api/matches/${matchId}/messages`)).json().messages).toHaveLength(1)
  })

  it('refuses to reuse a message id in another chat', async () => {
    const one = await unlockedPair()
    const other = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    // Amina of the first pair is also matched (and unlocked) with the second pair's Bilal.
    const { insertMatch } = await import('../matches.test-helpers')
    const second = await insertMatch(ctx.db, one.amina.id, other.bilal.id, ctx.clock.now())
    await as(ctx.app, one.amina).post(`/api/matches/${second}/pay`, { express: true })
    const clientId = randomUUID()
    expect((await send(one.amina, one.matchId, 'Salaam', clientId)).statusCode).toBe(201)
    const reused = await send(one.amina, second, 'Salaam', clientId)
    expect(reused.statusCode).toBe(409)
    expect(reused.json().message).toBe(english('notices.messageIdReused'))
  })

  it('rejects empty, blank and over-long messages and a missing client id', async () => {
    const { amina, matchId } = await unlockedPair()
    for (const content of ['', '   \n ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const res = await send(amina, matchId, content)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    expect((await send(amina, matchId, 'x'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201)
    // Characters are counted as a person counts them: 2000 emoji fit.
    expect((await send(amina, matchId, '🌙'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201)
    const noId = await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, { content: 'Hi' })
    expect(noId.statusCode).toBe(400)
  })
})

describe('reading a chat', () => {
  it('lists messages oldest first, even within one millisecond', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await send(amina, matchId, 'one')
    await send(bilal, matchId, 'two')
    await send(amina, matchId, 'three')
    const list = (await as(ctx.app, bilal).get(`/api/matches/${matchId}/messages`)).json().messages
    expect(list.map((m: { content: string }) => m.content)).toEqual(['one', 'two', 'three'])
    const times = list.map((m: { createdAt: string }) => Date.parse(m.createdAt))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(new Set(times).size).toBe(3)
  })

  it("marks the other user's messages read, counts them, and updates the unread badge", async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await send(amina, matchId, 'one')
    await send(amina, matchId, 'two')
    await send(bilal, matchId, 'mine')
    const before = (await as(ctx.app, bilal).get('/api/unread-count')).json().count
    expect(before).toBeGreaterThanOrEqual(2)
    const res = await as(ctx.app, bilal).post(`/api/matches/${matchId}/read`)
    expect(res.json()).toEqual({ count: 2 })
    expect((await as(ctx.app, bilal).get('/api/unread-count')).json().count).toBe(before - 2)
    expect((await as(ctx.app, bilal).post(`/api/matches/${matchId}/read`)).json()).toEqual({ count: 0 })
    const list = (await as(ctx.app, amina).get(`/api/matches/${matchId}/messages`)).json().messages
    expect(list.map((m: { read: boolean }) => m.read)).toEqual([true, true, false])
    // Amina's own unread count is untouched by Bilal reading.
    expect((await as(ctx.app, amina).get('/api/unread-count')).json().count).toBeGreaterThanOrEqual(1)
  })

  it('counts only active matches in the badge', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await send(amina, matchId, 'hello')
    expect((await as(ctx.app, bilal).get('/api/unread-count')).json()).toEqual({ count: 1 })
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/unmatch`)
    expect((await as(ctx.app, bilal).get('/api/unread-count')).json()).toEqual({ count: 0 })
    expect((await matchRow(ctx.db, matchId)).unmatchKind).toBe('manual')
  })

  it('drops a chat from the badge as soon as its response timer has run out, before the scheduler', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await send(amina, matchId, 'hello?')
    expect((await as(ctx.app, bilal).get('/api/unread-count')).json()).toEqual({ count: 1 })
    ctx.clock.advance(TOKEN_RULES.responseTimerMs)
    expect((await as(ctx.app, bilal).get('/api/unread-count')).json()).toEqual({ count: 0 })
    expect((await matchRow(ctx.db, matchId)).unmatchKind).toBe('non_response')
  })
})

describe('the message rate limit', () => {
  it('answers 429 past 60 messages a minute, and lets the user go on after the minute', async () => {
    const { amina, matchId } = await unlockedPair()
    const lastId = randomUUID()
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i++) {
      const clientId = i === MESSAGE_RATE_LIMIT.max - 1 ? lastId : randomUUID()
      expect((await send(amina, matchId, `m${i}`, clientId)).statusCode).toBe(201)
    }
    const over = await send(amina, matchId, 'one too many')
    expect(over.statusCode).toBe(429)
    expect(over.json().code).toBe('RATE_LIMITED')
    // A retry of a message already saved is not a new message: it still gets its answer.
    const retry = await send(amina, matchId, `m${MESSAGE_RATE_LIMIT.max - 1}`, lastId)
    expect(retry.statusCode).toBe(200)
    expect(retry.json().clientId).toBe(lastId)
    const stored = (await as(ctx.app, amina).get(`/api/matches/${matchId}/messages`)).json().messages
    expect(stored).toHaveLength(MESSAGE_RATE_LIMIT.max)
    ctx.clock.advance(MESSAGE_RATE_LIMIT.windowMs)
    expect((await send(amina, matchId, 'after a pause')).statusCode).toBe(201)
  })
})
