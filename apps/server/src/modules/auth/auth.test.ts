import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TERMS_VERSION } from '@mithaq/domain'
import { count, eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { postJson, sessionCookie, signUp, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { insertProfile } from '../../test/factories'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

const me = (ctx: Ctx, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/me', headers })

describe('auth with e-mail confirmation off (the embedded default)', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp({ realMailer: true })
  })
  afterAll(() => ctx.app.close())

  it('signs a new user up and in at once, without a profile yet', async () => {
    const user = await signUp(ctx.app)
    const res = await me(ctx, { cookie: user.cookie })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      user: { id: user.id, email: user.email, emailVerified: false },
      hasProfile: false,
      isModerator: false,
      locale: 'en',
    })
  })

  it('tells a signed-in user with a profile row that the profile exists', async () => {
    const user = await signUp(ctx.app)
    await insertProfile(ctx.db, user.id)
    expect((await me(ctx, { cookie: user.cookie })).json().hasProfile).toBe(true)
  })

  it('accepts the same session as a bearer token, as the native shell sends it', async () => {
    const user = await signUp(ctx.app)
    const res = await me(ctx, { authorization: `Bearer ${user.token}` })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(user.id)
  })

  it('answers 401 without a session', async () => {
    const res = await me(ctx, {})
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'You need to sign in first' })
  })

  it('refuses a second account for the same e-mail and writes nothing', async () => {
    const email = uniqueEmail()
    await signUp(ctx.app, email)
    const res = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email,
      password: 'another-one-1',
      name: '',
      termsVersion: TERMS_VERSION,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' })
    const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.email, email))
    expect(row?.n).toBe(1)
  })

  it('refuses a wrong password with one message that does not say which part was wrong', async () => {
    const user = await signUp(ctx.app)
    const res = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'wrong-one',
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })
  })

  it('signs out: the session stops working', async () => {
    const user = await signUp(ctx.app)
    const out = await postJson(ctx.app, '/api/auth/sign-out', {}, { cookie: user.cookie })
    expect(out.statusCode).toBe(200)
    expect((await me(ctx, { cookie: user.cookie })).statusCode).toBe(401)
  })

  it('resets a password through the link written to the outbox', async () => {
    const user = await signUp(ctx.app)
    const ask = await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    expect(ask.statusCode).toBe(200)

    const outbox = join(ctx.config.dataDir, 'outbox')
    const mails = readdirSync(outbox).map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')))
    const mail = mails.find((m) => m.to === user.email)
    const link = new URL(mail.text.match(/https?:\/\/\S+/)[0])
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//)

    const follow = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(follow.statusCode).toBe(302)
    const landing = new URL(String(follow.headers.location))
    expect(landing.pathname).toBe('/reset-password')
    const token = landing.searchParams.get('token')
    expect(token).toBeTruthy()

    const reset = await postJson(ctx.app, '/api/auth/reset-password', { newPassword: 'brand-new-1', token })
    expect(reset.statusCode).toBe(200)

    const oldPassword = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'brand-new-1',
    })
    expect(newPassword.statusCode).toBe(200)
    // the old session was revoked with the reset
    expect((await me(ctx, { cookie: user.cookie })).statusCode).toBe(401)

    const again = await postJson(ctx.app, '/api/auth/reset-password', { newPassword: 'third-one-1', token })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('Invalid reset link. Please request a new password reset.')
  })

  it('refuses a reset redirect to a foreign site', async () => {
    const user = await signUp(ctx.app)
    const res = await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: 'https://evil.example/reset-password',
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('bad input to the API', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n

  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['a wrong content type', 'email=a@b.co', 'application/x-www-form-urlencoded', 415],
  ])('answers %s with a 4xx error body and writes nothing', async (_, payload, type, status) => {
    const before = await userCount()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload,
      headers: { origin: TEST_ORIGIN, 'content-type': type },
    })
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    expect(await userCount()).toBe(before)
  })

  it.each([
    ['a missing password', { email: uniqueEmail(), name: '', termsVersion: TERMS_VERSION }],
    ['a missing e-mail', { password: 'quiet-olive-42', name: '', termsVersion: TERMS_VERSION }],
    [
      'an invalid e-mail',
      { email: 'not-an-email', password: 'quiet-olive-42', name: '', termsVersion: TERMS_VERSION },
    ],
    [
      'a short password',
      { email: uniqueEmail(), password: '1234567', name: '', termsVersion: TERMS_VERSION },
    ],
    [
      'a common password',
      { email: uniqueEmail(), password: 'password1', name: '', termsVersion: TERMS_VERSION },
    ],
    [
      'an over-long password',
      { email: uniqueEmail(), password: 'x'.repeat(129), name: '', termsVersion: TERMS_VERSION },
    ],
  ])('refuses %s with a 400 and writes nothing', async (_, payload) => {
    const before = await userCount()
    const res = await postJson(ctx.app, '/api/auth/sign-up/email', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.any(String))
    expect(await userCount()).toBe(before)
  })

  it('answers the short-password rule with the message of docs/product.md', async () => {
    const res = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: '1234567',
      name: '',
      termsVersion: TERMS_VERSION,
    })
    expect(res.json().message).toBe('Password must be at least 8 characters')
  })

  it('answers unknown API routes with a 404 error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('NOT_FOUND')
  })

  it('refuses a cookie-carrying POST from a foreign origin', async () => {
    const user = await signUp(ctx.app)
    const res = await postJson(
      ctx.app,
      '/api/auth/sign-out',
      {},
      { cookie: user.cookie, origin: 'https://evil.example' },
    )
    expect(res.statusCode).toBe(403)
    expect((await me(ctx, { cookie: user.cookie })).statusCode).toBe(200)
  })
})

describe('rate limits on sign-in', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  it('stops repeated sign-in attempts from one address with a 429, counted in the database', async () => {
    const user = await signUp(ctx.app)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await postJson(ctx.app, '/api/auth/sign-in/email', {
        email: user.email,
        password: `wrong-${i}`,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    const limited = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    })
  })
})

describe('auth with e-mail confirmation on (an SMTP server configured)', () => {
  let ctx: Ctx
  let smtp: SMTPServer
  const received: { to: string; text: string }[] = []

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        let raw = ''
        stream.on('data', (c: Buffer) => {
          raw += c.toString()
        })
        stream.on('end', () => {
          const to = session.envelope.rcptTo[0]?.address ?? ''
          received.push({ to, text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') })
          done()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as { port: number }
    ctx = await buildTestApp({
      realMailer: true,
      config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, requireEmailConfirmation: true },
    })
  })
  afterAll(async () => {
    await ctx.app.close()
    await new Promise<void>((resolve) => smtp.close(resolve))
  })

  it('creates no session until the mailed link is followed', async () => {
    const email = uniqueEmail()
    const res = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email,
      password: 'quiet-olive-42',
      name: '',
      termsVersion: TERMS_VERSION,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().token).toBeNull()

    const blocked = await postJson(ctx.app, '/api/auth/sign-in/email', { email, password: 'quiet-olive-42' })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().code).toBe('EMAIL_NOT_VERIFIED')

    await expect.poll(() => received.some((m) => m.to === email)).toBe(true)
    const mail = received.findLast((m) => m.to === email)!
    const link = new URL(mail.text.match(/https?:\/\/[^\s]+verify-email[^\s]+/)![0])
    const verify = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect([200, 302]).toContain(verify.statusCode)
    const cookie = sessionCookie(verify.headers['set-cookie'])

    const who = await me(ctx, { cookie })
    expect(who.json()).toMatchObject({ user: { email, emailVerified: true }, hasProfile: false })
    const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', { email, password: 'quiet-olive-42' })
    expect(signIn.statusCode).toBe(200)
  })
})

describe('serving the built web app', () => {
  let ctx: Ctx
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'mithaq-web-'))
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mithaq</title>')
    mkdirSync(join(webDist, 'assets'))
    writeFileSync(join(webDist, 'assets', 'app-123.js'), 'console.log(1)')
    ctx = await buildTestApp({ config: { webDist } })
  })
  afterAll(() => ctx.app.close())

  it.each(['/', '/auth', '/app/matches', '/no/such/page'])(
    'answers the page %s with the app',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('answers unknown API paths with JSON, never the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('NOT_FOUND')
  })
})

describe('the per-instance session cache', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  it('ends a session at once on sign-out through this instance', async () => {
    const user = await signUp(ctx.app)
    expect((await me(ctx, { cookie: user.cookie })).statusCode).toBe(200)
    await postJson(ctx.app, '/api/auth/sign-out', {}, { cookie: user.cookie })
    expect((await me(ctx, { cookie: user.cookie })).statusCode).toBe(401)
  })

  it('honours a session ended elsewhere for at most the cache lifetime', async () => {
    const user = await signUp(ctx.app)
    expect((await me(ctx, { authorization: `Bearer ${user.token}` })).statusCode).toBe(200)
    // As another instance's sign-out would: the row goes, this instance has not heard of it.
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.id))
    expect((await me(ctx, { authorization: `Bearer ${user.token}` })).statusCode).toBe(200)
    ctx.clock.advance(ctx.config.sessionCacheMs + 1)
    expect((await me(ctx, { authorization: `Bearer ${user.token}` })).statusCode).toBe(401)
  })
})
