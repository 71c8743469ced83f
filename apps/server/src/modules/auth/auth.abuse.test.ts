import { Writable } from 'node:stream'
import { TERMS_VERSION } from '@mithaq/domain'
import { eq, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { systemClock } from '../../lib/clock'
import { createDatabaseRateLimits } from '../../lib/rate-limit'
import { postJson, signUp, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp, createMemoryMailer, TEST_ORIGIN, testConfig } from '../../test/build-test-app'
import { openTestDatabase } from '../../test/test-database'
import { createAuth } from './auth'
import { SIGN_IN_ACCOUNT_WINDOW_MS } from './auth.routes'
import { DEVICE_COOKIE } from './sign-in-throttle'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

/** A sign-in from one address, with whatever cookies this browser holds. */
const signIn = (ctx: Ctx, email: string, password: string, remoteAddress: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
  })

/** The device proof a response set, as a `cookie` header value. */
function deviceCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  const found = all.find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
  if (!found) throw new Error('no device cookie was set')
  expect(found).toMatch(/HttpOnly/)
  expect(found).toMatch(/Path=\/api\/auth/)
  return found.split(';')[0] as string
}

describe('a flood of wrong passwords does not keep the owner out (decision 166)', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  /** 200 wrong passwords, five from each of 40 addresses; the statuses, counted. */
  async function flood(email: string, round: number) {
    const counts: Record<number, number> = {}
    for (let i = 0; i < 200; i++) {
      const res = await signIn(ctx, email, `guess-${round}-${i}`, `10.${round}.${i % 40}.7`)
      counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1
    }
    return counts
  }

  it('lets the owner in from a browser that signed in before, while the guesser stays at 10 tries a window', async () => {
    const user = await signUp(ctx.app)
    const first = await signIn(ctx, user.email, user.password, '192.0.2.1')
    expect(first.statusCode).toBe(200)
    const device = deviceCookieOf(first.headers['set-cookie'])

    expect(await flood(user.email, 1)).toEqual({ 401: 10, 429: 190 })
    // An unknown browser, right password included, waits the window out…
    expect((await signIn(ctx, user.email, user.password, '192.0.2.2')).statusCode).toBe(429)
    // …the owner's own browser signs in at once, from another address too.
    const owner = await signIn(ctx, user.email, user.password, '198.51.100.9', device)
    expect(owner.statusCode).toBe(200)
    // Her success does not forgive the guesser: the shared count stays full.
    expect(await flood(user.email, 2)).toEqual({ 429: 200 })

    // The next window: still 10 more guesses, never more, and the owner still signs in.
    ctx.clock.advance(SIGN_IN_ACCOUNT_WINDOW_MS + 1)
    expect(await flood(user.email, 3)).toEqual({ 401: 10, 429: 190 })
    const renewed = deviceCookieOf(owner.headers['set-cookie'])
    expect((await signIn(ctx, user.email, user.password, '198.51.100.9', renewed)).statusCode).toBe(200)
  })

  it('throttles guessing from a known browser in its own count, which does not hold the others back', async () => {
    const user = await signUp(ctx.app)
    const device = deviceCookieOf(
      (await signIn(ctx, user.email, user.password, '192.0.2.3')).headers['set-cookie'],
    )
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn(ctx, user.email, `wrong-${i}-x`, `10.20.${i}.1`, device)).statusCode)
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    expect((await signIn(ctx, user.email, user.password, '10.20.99.1', device)).statusCode).toBe(429)
    // Another browser has its own count (the shared one), still empty.
    expect((await signIn(ctx, user.email, user.password, '10.21.0.1')).statusCode).toBe(200)
  })

  it('does not take a made-up proof, or another account’s, as a known browser', async () => {
    const victim = await signUp(ctx.app)
    const attacker = await signUp(ctx.app)
    const attackersDevice = deviceCookieOf(
      (await signIn(ctx, attacker.email, attacker.password, '192.0.2.4')).headers['set-cookie'],
    )
    const madeUp = `${DEVICE_COOKIE}=${'a'.repeat(22)}.${'b'.repeat(32)}`
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const cookie = i % 2 === 0 ? attackersDevice : madeUp
      statuses.push((await signIn(ctx, victim.email, `wrong-${i}-y`, `10.30.${i}.1`, cookie)).statusCode)
    }
    // All counted in the victim's shared count: the eleventh is refused.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
  })

  it('lets the owner in on a new browser after a reset, while the flood goes on', async () => {
    const user = await signUp(ctx.app)
    expect(await flood(user.email, 4)).toEqual({ 401: 10, 429: 190 })
    expect((await signIn(ctx, user.email, user.password, '192.0.2.5')).statusCode).toBe(429)

    const ask = await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    expect(ask.statusCode).toBe(200)
    const token = new URL(ctx.mailer.lastLinkTo(user.email)).pathname.split('/').at(-1) as string
    const reset = await postJson(ctx.app, '/api/auth/reset-password', {
      newPassword: 'fresh-cedar-77',
      token,
    })
    expect(reset.statusCode).toBe(200)
    const device = deviceCookieOf(reset.headers['set-cookie'])

    expect(await flood(user.email, 5)).toEqual({ 401: 10, 429: 190 })
    expect((await signIn(ctx, user.email, 'fresh-cedar-77', '192.0.2.5', device)).statusCode).toBe(200)
  })
})

describe('better-auth endpoints outside what Mithaq uses', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  const nameOf = async (id: string) =>
    (await ctx.db.select({ name: users.name, image: users.image }).from(users).where(eq(users.id, id)))[0]

  it.each([
    ['a NUL byte', 'Amina\u0000'],
    ['900 KB', 'A'.repeat(900 * 1024)],
  ])('refuses update-user with a name of %s and stores nothing', async (_, name) => {
    const user = await signUp(ctx.app)
    for (const url of ['/api/auth/update-user', '/api/auth/update%2Duser', '/api/auth/update-user/']) {
      const res = await postJson(ctx.app, url, { name }, { cookie: user.cookie })
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' })
    }
    expect(await nameOf(user.id)).toEqual({ name: '', image: null })
  })

  it('signs up with an empty name whatever name or image is sent', async () => {
    const email = uniqueEmail()
    const res = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email,
      password: 'quiet-olive-42',
      name: 'A'.repeat(900 * 1024),
      termsVersion: TERMS_VERSION,
      image: 'x\u0000',
    })
    expect(res.statusCode).toBe(200)
    const [row] = await ctx.db
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.email, email))
    expect(row).toEqual({ name: '', image: null })
  })

  it.each([
    'change-email',
    'delete-user',
    'update-session',
    'list-accounts',
    'unlink-account',
    'sign-in/social',
  ])('answers 404 to %s', async (endpoint) => {
    const user = await signUp(ctx.app)
    const res = await postJson(ctx.app, `/api/auth/${endpoint}`, {}, { cookie: user.cookie })
    expect(res.statusCode).toBe(404)
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))
    expect(row?.id).toBe(user.id)
  })

  it('lists sessions without their tokens, to our pages and to other clients', async () => {
    const user = await signUp(ctx.app)
    // A second session on another device.
    await signIn(ctx, user.email, user.password, '192.0.2.7')
    for (const headers of [
      { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
      { authorization: `Bearer ${user.token}` },
      { cookie: user.cookie },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers })
      expect(res.statusCode).toBe(200)
      const list = res.json() as Record<string, unknown>[]
      expect(list).toHaveLength(2)
      for (const session of list) {
        expect(session).not.toHaveProperty('token')
        expect(session).toHaveProperty('id')
      }
      const stored = await ctx.db
        .select({ token: sessions.token })
        .from(sessions)
        .where(eq(sessions.userId, user.id))
      for (const { token } of stored) expect(res.body).not.toContain(token)
    }
  })

  it('refuses a cookie from the trusted origin https://localhost, and takes its bearer token', async () => {
    const local = await buildTestApp({
      config: { trustedOrigins: ['capacitor://localhost', 'https://localhost'] },
    })
    try {
      const user = await signUp(local.app)
      const viaCookie = await postJson(
        local.app,
        '/api/auth/sign-out',
        {},
        {
          cookie: user.cookie,
          origin: 'https://localhost',
        },
      )
      expect(viaCookie.statusCode).toBe(403)
      const still = await local.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: user.cookie },
      })
      expect(still.statusCode).toBe(200)
      const viaBearer = await postJson(
        local.app,
        '/api/auth/sign-out',
        {},
        {
          authorization: `Bearer ${user.token}`,
          origin: 'https://localhost',
        },
      )
      expect(viaBearer.statusCode).toBe(200)
      const signInThere = await postJson(
        local.app,
        '/api/auth/sign-in/email',
        { email: user.email, password: user.password },
        { origin: 'https://localhost' },
      )
      expect(signInThere.statusCode).toBe(200)
      expect(signInThere.headers['set-auth-token']).toBeTruthy()
    } finally {
      await local.app.close()
    }
  })
})

describe('better-auth’s error log', () => {
  it('logs a failed query without its parameters', async () => {
    const database = await openTestDatabase()
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logger = Fastify({ logger: { level: 'info', stream } }).log
    try {
      // A rule the database enforces and better-auth does not know of: its insert fails.
      await database.db.execute(
        sql`alter table users add constraint no_secrets check (email not like '%secret-leak%')`,
      )
      const auth = createAuth({
        db: database.db,
        config: testConfig(),
        mailer: createMemoryMailer(),
        log: logger,
        rateLimits: createDatabaseRateLimits(database.db),
        clock: systemClock,
      })
      const res = await auth.handler(
        new Request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'secret-leak@mithaq.test',
            password: 'quiet-olive-42',
            name: 'Hidden Name',
            termsVersion: TERMS_VERSION,
          }),
        }),
      )
      expect(res.status).toBeGreaterThanOrEqual(400)
      const log = lines.join('')
      expect(log).toMatch(/auth: /)
      expect(log).toMatch(/insert into/i)
      expect(log).not.toContain('secret-leak')
      expect(log).not.toContain('Hidden Name')
      expect(log).not.toMatch(/\$argon2/)
    } finally {
      await database.close()
    }
  })
})
