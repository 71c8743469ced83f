import { randomUUID } from 'node:crypto'
import {
  REALTIME_PATH,
  REALTIME_SINCE,
  SERVER_EVENT,
  type ServerEvent,
  serverEventSchema,
  TOKEN_RULES,
} from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { sessions } from '../db/schema'
import {
  as,
  createFundedUser,
  createMatchedPair,
  ledgerViolations,
} from '../modules/matches/matches.test-helpers'
import { createNotification } from '../modules/notifications/notifications.service'
import { postJson, signUp } from '../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN, testConfig } from '../test/build-test-app'
import { openTestDatabase } from '../test/test-database'
import { CLOCK_MARGIN_MS, LAST_EVENT_KEPT_MS } from './last-event'

/** A connected test client that keeps every event it receives, parsed with the domain schema. */
interface Client {
  socket: Socket
  events: ServerEvent[]
  /** Resolves with the first received event (past or future) that matches. */
  next<T extends ServerEvent['type']>(
    type: T,
    where?: (e: Extract<ServerEvent, { type: T }>) => boolean,
  ): Promise<Extract<ServerEvent, { type: T }>>
}

const sockets: Socket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect()
})

function baseUrl(app: FastifyInstance) {
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

interface SocketOptions {
  cookie?: string
  token?: string
  origin?: string
  /** A page's first socket: when its answers were read (decision 580). */
  since?: number
}

function openSocket(app: FastifyInstance, options: SocketOptions) {
  const headers: Record<string, string> = {}
  if (options.cookie) headers.cookie = options.cookie
  if (options.origin) headers.origin = options.origin
  const socket = connect(baseUrl(app), {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    auth: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.since === undefined ? {} : { [REALTIME_SINCE]: options.since }),
    },
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  return socket
}

async function connectClient(app: FastifyInstance, options: SocketOptions): Promise<Client> {
  const socket = openSocket(app, options)
  const events: ServerEvent[] = []
  const waiters: { match(e: ServerEvent): boolean; resolve(e: ServerEvent): void }[] = []
  socket.on(SERVER_EVENT, (raw: unknown) => {
    const event = serverEventSchema.parse(raw)
    events.push(event)
    for (const w of waiters.splice(0)) {
      if (w.match(event)) w.resolve(event)
      else waiters.push(w)
    }
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return {
    socket,
    events,
    next(type, where = () => true) {
      const match = (e: ServerEvent) => e.type === type && where(e as never)
      const seen = events.find(match)
      if (seen) return Promise.resolve(seen as never)
      return new Promise((resolve) => waiters.push({ match, resolve: resolve as (e: ServerEvent) => void }))
    },
  }
}

function connectError(app: FastifyInstance, options: { cookie?: string; token?: string; origin?: string }) {
  const socket = openSocket(app, options)
  return new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid session')))
    socket.once('connect_error', (err) => resolve(err.message))
  })
}

describe('which origins may open a socket with the cookie', () => {
  const SHELL_ORIGINS = ['https://localhost', 'capacitor://localhost']
  let ctx: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000, trustedOrigins: SHELL_ORIGINS } })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => ctx.app.close())

  it('refuses the cookie from a trusted origin that is not ours, as HTTP does', async () => {
    const amina = await signUp(ctx.app)
    for (const origin of SHELL_ORIGINS) {
      expect(await connectError(ctx.app, { cookie: amina.cookie, origin }), origin).toBe('UNAUTHENTICATED')
      // The same cookie on a write from that origin: HTTP refuses it too (plugins/csrf.ts).
      const write = await postJson(ctx.app, '/api/account/deactivate', {}, { cookie: amina.cookie, origin })
      expect(write.statusCode, origin).toBe(403)
    }
  })

  it('accepts the bearer token from a trusted origin, and live events reach it', async () => {
    const amina = await signUp(ctx.app)
    for (const origin of SHELL_ORIGINS) {
      const client = await connectClient(ctx.app, { token: amina.token, origin })
      ctx.app.hub.toUser(amina.id).emit({ type: 'wallet.updated', balance: 7 })
      expect(await client.next('wallet.updated')).toEqual({ type: 'wallet.updated', balance: 7 })
      client.socket.disconnect()
    }
    // With a cookie beside the token, the socket is the token's: the cookie is not read.
    const bilal = await signUp(ctx.app)
    const both = await connectClient(ctx.app, {
      token: amina.token,
      cookie: bilal.cookie,
      origin: SHELL_ORIGINS[0],
    })
    ctx.app.hub.toUser(bilal.id).emit({ type: 'wallet.updated', balance: 1 })
    ctx.app.hub.toUser(amina.id).emit({ type: 'wallet.updated', balance: 2 })
    expect(await both.next('wallet.updated')).toEqual({ type: 'wallet.updated', balance: 2 })
  })

  it('accepts the cookie from our own origins, and from a program that names none', async () => {
    const amina = await signUp(ctx.app)
    for (const origin of [TEST_ORIGIN, 'http://127.0.0.1:3000', undefined]) {
      const client = await connectClient(ctx.app, { cookie: amina.cookie, origin })
      ctx.app.hub.toUser(amina.id).emit({ type: 'wallet.updated', balance: 3 })
      expect(await client.next('wallet.updated'), String(origin)).toEqual({
        type: 'wallet.updated',
        balance: 3,
      })
      client.socket.disconnect()
    }
  })
})

describe('the realtime hub on one instance', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    expect(await ledgerViolations(ctx.db)).toEqual([])
    await ctx.app.close()
  })

  const pair = () => createMatchedPair(ctx.app, ctx.db, ctx.clock.now())

  it("tells a page's first socket whether an event was sent to its user since the page's answers were read (decision 580)", async () => {
    const { amina, bilal } = await pair()
    ctx.clock.advance(CLOCK_MARGIN_MS + 1000)
    const readAt = ctx.clock.now().getTime()
    // Nothing sent to Amina since: she need not ask for everything again.
    const her = await connectClient(ctx.app, { cookie: amina.cookie, since: readAt })
    expect(await her.next('realtime.current')).toEqual({ type: 'realtime.current' })
    // Bilal was sent an event after his page was read, before his socket opened: he catches up.
    ctx.app.hub.toUser(bilal.id).emit({ type: 'wallet.updated', balance: 5 })
    const him = await connectClient(ctx.app, { cookie: bilal.cookie, since: readAt })
    expect(await him.next('realtime.resumed')).toEqual({ type: 'realtime.resumed' })
    expect(him.events.map((e) => e.type)).toEqual(['realtime.resumed'])
    // A page older than the server remembers catches up, whatever happened.
    const old = await connectClient(ctx.app, { cookie: amina.cookie, since: readAt - LAST_EVENT_KEPT_MS })
    expect(await old.next('realtime.resumed')).toEqual({ type: 'realtime.resumed' })
    // A socket without the time (a reconnect, the native shell) is told neither: it catches up itself.
    const plain = await connectClient(ctx.app, { cookie: amina.cookie })
    ctx.app.hub.toUser(amina.id).emit({ type: 'wallet.updated', balance: 9 })
    await plain.next('wallet.updated')
    expect(plain.events.map((e) => e.type)).toEqual(['wallet.updated'])
    await her.next('wallet.updated')
    expect(her.events.map((e) => e.type)).toEqual(['realtime.current', 'wallet.updated'])
  })

  it('refuses a handshake without a session, with a bad token, or from a foreign origin', async () => {
    const { amina } = await pair()
    expect(await connectError(ctx.app, {})).toBe('UNAUTHENTICATED')
    expect(await connectError(ctx.app, { token: 'forged-token' })).toBe('UNAUTHENTICATED')
    expect(await connectError(ctx.app, { cookie: amina.cookie, origin: 'https://evil.example' })).not.toBe('')
  })

  it('tells the other user and the payer what a payment changed, with the cookie session', async () => {
    const { amina, bilal, matchId } = await pair()
    const her = await connectClient(ctx.app, { cookie: amina.cookie })
    const him = await connectClient(ctx.app, { cookie: bilal.cookie })
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    expect(await him.next('match.updated')).toEqual({ type: 'match.updated', matchId })
    expect(await her.next('wallet.updated')).toEqual({ type: 'wallet.updated', balance: 7 })
    expect(him.events.filter((e) => e.type === 'wallet.updated')).toEqual([])
  })

  it('delivers a committed message to both users, with the bearer token of the native shell', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    const him = await connectClient(ctx.app, { token: bilal.token })
    const her = await connectClient(ctx.app, { token: amina.token })
    const clientId = randomUUID()
    const sent = await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
      content: 'Salaam',
      clientId,
    })
    const received = await him.next('message.created')
    expect(received.message).toEqual(sent.json())
    expect((await her.next('message.created')).message.clientId).toBe(clientId)
    // Emitted after the commit: whoever gets the event can already read the message.
    const list = (await as(ctx.app, bilal).get(`/api/matches/${matchId}/messages`)).json().messages
    expect(list.map((m: { id: string }) => m.id)).toContain(received.message.id)
    // A retried send is announced again, the same message, in case the first announcement was
    // lost with its instance (decision 336); the screen upserts it by id.
    await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, { content: 'Salaam', clientId })
    await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
      content: 'second',
      clientId: randomUUID(),
    })
    await him.next('message.created', (e) => e.message.content === 'second')
    const announced = him.events.flatMap((e) => (e.type === 'message.created' ? [e.message.id] : []))
    expect(announced).toEqual([received.message.id, received.message.id, expect.any(String)])
  })

  it('says a like and a new match with explicit events: like.received to the liked, match.created to both', async () => {
    const amina = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Amina', sex: 'female' })
    const bilal = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Bilal', sex: 'male' })
    const her = await connectClient(ctx.app, { cookie: amina.cookie })
    const him = await connectClient(ctx.app, { cookie: bilal.cookie })
    expect((await as(ctx.app, amina).post(`/api/profiles/${bilal.id}/like`)).statusCode).toBe(200)
    expect(await him.next('like.received')).toEqual({ type: 'like.received', profileId: amina.id })
    const liked = await as(ctx.app, bilal).post(`/api/profiles/${amina.id}/like`)
    const { matchId } = liked.json()
    expect(matchId).toEqual(expect.any(String))
    expect(await her.next('match.created')).toEqual({ type: 'match.created', matchId })
    expect(await him.next('match.created')).toEqual({ type: 'match.created', matchId })
    // Both read of it in the bell too; the like that matched is no second like.received.
    await her.next('notification.created', (e) => e.notification.type === 'match')
    expect(her.events.filter((e) => e.type === 'like.received')).toEqual([])
  })

  it('tells the sender when their messages were read', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
      content: 'Salaam',
      clientId: randomUUID(),
    })
    const her = await connectClient(ctx.app, { cookie: amina.cookie })
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/read`)
    expect(await her.next('message.read')).toMatchObject({ matchId, readerId: bilal.id, count: 1 })
  })

  it('announces what the scheduler did: the ended match and the changed balances', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    const her = await connectClient(ctx.app, { cookie: amina.cookie })
    const him = await connectClient(ctx.app, { cookie: bilal.cookie })
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
    await ctx.app.scheduler.tick()
    expect(await her.next('wallet.updated')).toEqual({ type: 'wallet.updated', balance: 10 })
    expect(await him.next('wallet.updated')).toEqual({ type: 'wallet.updated', balance: 9 })
    await her.next('match.updated', (e) => e.matchId === matchId)
    await him.next('match.updated', (e) => e.matchId === matchId)
  })

  it('announces committed notifications to their recipient with the sender name', async () => {
    const { amina, bilal, matchId } = await pair()
    const him = await connectClient(ctx.app, { cookie: bilal.cookie })
    const row = await createNotification(ctx.db, {
      userId: bilal.id,
      type: 'payment_required',
      senderId: amina.id,
      referenceId: matchId,
      content: 'Amina paid',
    })
    ctx.app.announcer.announce({ notifications: [row] })
    expect(await him.next('notification.created')).toMatchObject({
      notification: { id: row.id, type: 'payment_required', senderName: 'Amina', read: false },
    })
  })

  it('sends nothing to a user for someone else’s refused action', async () => {
    const { amina, bilal, matchId } = await pair()
    const him = await connectClient(ctx.app, { cookie: bilal.cookie })
    const refused = await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
      content: 'Too early',
      clientId: randomUUID(),
    })
    expect(refused.statusCode).toBe(409)
    // A later, accepted action arrives first: nothing was queued by the refusal.
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    const first = await him.next('match.updated')
    expect(first).toEqual({ type: 'match.updated', matchId })
    expect(him.events[0]).toEqual(first)
  })
})

/** Resolves when the server closes the socket (a client-side disconnect would say 'io client disconnect'). */
function closedByServer(socket: Socket) {
  return new Promise<string>((resolve) => {
    if (!socket.connected) return resolve('already closed')
    socket.once('disconnect', (reason) => resolve(reason))
  })
}

describe('sockets belong to a session', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000, socketsPerUser: 3 } })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await ctx.app.close()
  })

  it('closes the socket at sign-out, and only that session’s socket', async () => {
    const user = await signUp(ctx.app)
    const second = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    const otherDevice = await connectClient(ctx.app, { token: String(second.headers['set-auth-token']) })
    const socket = (await connectClient(ctx.app, { cookie: user.cookie })).socket
    const closed = closedByServer(socket)
    await postJson(ctx.app, '/api/auth/sign-out', {}, { cookie: user.cookie })
    expect(await closed).toBe('io server disconnect')
    expect(otherDevice.socket.connected).toBe(true)
  })

  it('closes every socket of the user at deactivation, deletion and password reset', async () => {
    const { amina, bilal } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    const her = await connectClient(ctx.app, { cookie: amina.cookie })
    const herClosed = closedByServer(her.socket)
    expect((await as(ctx.app, amina).post('/api/account/deactivate')).statusCode).toBe(200)
    expect(await herClosed).toBe('io server disconnect')

    const him = await connectClient(ctx.app, { token: bilal.token })
    const himClosed = closedByServer(him.socket)
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: bilal.cookie, origin: TEST_ORIGIN },
    })
    expect(gone.statusCode).toBe(200)
    expect(await himClosed).toBe('io server disconnect')

    const user = await signUp(ctx.app)
    const mine = await connectClient(ctx.app, { cookie: user.cookie })
    const mineClosed = closedByServer(mine.socket)
    await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    const token = new URL(ctx.mailer.lastLinkTo(user.email)).pathname.split('/').at(-1)
    expect(
      (await postJson(ctx.app, '/api/auth/reset-password', { newPassword: 'after-reset-pass-1', token }))
        .statusCode,
    ).toBe(200)
    expect(await mineClosed).toBe('io server disconnect')
  })

  it('refuses a socket past the per-user cap', async () => {
    const user = await signUp(ctx.app)
    for (let i = 0; i < 3; i++) await connectClient(ctx.app, { cookie: user.cookie })
    expect(await connectError(ctx.app, { cookie: user.cookie })).toBe('TOO_MANY_SOCKETS')
  })
})

describe('sockets are checked again periodically', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000, socketRecheckMs: 100 } })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await ctx.app.close()
  })

  it('closes a socket whose session ended without a word reaching this instance', async () => {
    const user = await signUp(ctx.app)
    const socket = (await connectClient(ctx.app, { cookie: user.cookie })).socket
    const closed = closedByServer(socket)
    // As an expiry, or another instance's sign-out while Redis was away, would leave things.
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.id))
    ctx.clock.advance(ctx.config.sessionCacheMs + 1)
    expect(await closed).toBe('io server disconnect')
  })
})

// Two instances fan out through Redis; without a Redis to share there is nothing to fan out through.
describe.runIf(process.env.REDIS_URL)('the realtime hub across two instances sharing Redis', () => {
  let a: FastifyInstance
  let b: FastifyInstance
  let db: Awaited<ReturnType<typeof openTestDatabase>>
  let clock: ReturnType<typeof import('../lib/clock').createTestClock>

  beforeAll(async () => {
    db = await openTestDatabase()
    const { createTestClock } = await import('../lib/clock')
    clock = createTestClock()
    const config = testConfig({ redisUrl: process.env.REDIS_URL, signUpRateLimit: 10_000 })
    // Both instances use the same database: PostgreSQL when TEST_DATABASE_URL is set.
    a = await buildApp({ config, database: db, clock, logger: false })
    b = await buildApp({ config, database: { ...db, close: async () => {} }, clock, logger: false })
    await a.listen({ port: 0, host: '127.0.0.1' })
    await b.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('delivers an event emitted on instance A to a socket connected to instance B', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(a, db.db, a.clock.now())
    await as(a, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    const himOnB = await connectClient(b, { cookie: bilal.cookie })
    const sent = await as(a, amina).post(`/api/matches/${matchId}/messages`, {
      content: 'Across instances',
      clientId: randomUUID(),
    })
    expect(sent.statusCode).toBe(201)
    expect((await himOnB.next('message.created')).message.content).toBe('Across instances')
    // And the other way round: a direct emit on B reaches a socket on A.
    const herOnA = await connectClient(a, { cookie: amina.cookie })
    b.hub.toUser(amina.id).emit({ type: 'wallet.updated', balance: 42 })
    expect(await herOnA.next('wallet.updated', (e) => e.balance === 42)).toEqual({
      type: 'wallet.updated',
      balance: 42,
    })
  })

  it("tells a page's first socket on instance B of an event sent on instance A since its page was read", async () => {
    const { amina, bilal } = await createMatchedPair(a, db.db, a.clock.now())
    clock.advance(CLOCK_MARGIN_MS + 1000)
    const readAt = clock.now().getTime()
    a.hub.toUser(bilal.id).emit({ type: 'wallet.updated', balance: 11 })
    const himOnB = await connectClient(b, { cookie: bilal.cookie, since: readAt })
    expect(await himOnB.next('realtime.resumed')).toEqual({ type: 'realtime.resumed' })
    const herOnB = await connectClient(b, { cookie: amina.cookie, since: readAt })
    expect(await herOnB.next('realtime.current')).toEqual({ type: 'realtime.current' })
  })

  it('ends a session on every instance at once when it is signed out on one of them', async () => {
    const user = await signUp(a)
    const meOnB = () => b.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })
    // B remembers the session for a minute of the (frozen) test clock...
    expect((await meOnB()).statusCode).toBe(200)
    expect((await postJson(a, '/api/auth/sign-out', {}, { cookie: user.cookie })).statusCode).toBe(200)
    // ...but hears of the sign-out through Redis, so it refuses the session without waiting.
    await expect.poll(async () => (await meOnB()).statusCode, { timeout: 3000 }).toBe(401)
  })

  it('closes a socket on instance B when its session is signed out on instance A', async () => {
    const user = await signUp(a)
    const onB = await connectClient(b, { cookie: user.cookie })
    const closed = closedByServer(onB.socket)
    expect((await postJson(a, '/api/auth/sign-out', {}, { cookie: user.cookie })).statusCode).toBe(200)
    expect(await closed).toBe('io server disconnect')
  })
})
