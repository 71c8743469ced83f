import { TERMS_VERSION } from '@mithaq/domain'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { postJson, sessionCookie, signUp, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { SIGN_IN_ACCOUNT_WINDOW_MS } from './auth.routes'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

const signIn = (ctx: Ctx, email: string, password: string, remoteAddress: string, headers = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
  })

describe('sign-in throttled per account', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  it('holds an account back after 10 wrong passwords from 40 addresses, right password included, for one window', async () => {
    const user = await signUp(ctx.app)
    const statuses: number[] = []
    // 200 guesses, five from each of 40 addresses: each address stays under its own limit.
    for (let i = 0; i < 200; i++) {
      const res = await signIn(ctx, user.email, `guess-${i}-wrong`, `10.0.${i % 40}.7`)
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true)
    const right = await signIn(ctx, user.email, user.password, '10.9.9.9')
    expect(right.statusCode).toBe(429)
    expect(right.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    })
    // The lock is a window, not a sentence: when it is over the owner signs in.
    ctx.clock.advance(SIGN_IN_ACCOUNT_WINDOW_MS + 1)
    expect((await signIn(ctx, user.email, user.password, '10.9.9.9')).statusCode).toBe(200)
  })

  it('forgives earlier failures after a successful sign-in', async () => {
    const user = await signUp(ctx.app)
    for (let i = 0; i < 9; i++) await signIn(ctx, user.email, 'not-my-password', `10.1.${i}.1`)
    expect((await signIn(ctx, user.email, user.password, '10.1.0.1')).statusCode).toBe(200)
    for (let i = 0; i < 9; i++) {
      expect((await signIn(ctx, user.email, 'not-my-password', `10.2.${i}.1`)).statusCode).toBe(401)
    }
  })

  it('answers the same for an address that has no account, so the limit tells nothing', async () => {
    const email = uniqueEmail('nobody')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(ctx, email, 'whatever-1', `10.3.${i}.1`)).statusCode)
    expect(statuses).toEqual([...Array(10).fill(401), 429])
  })
})

describe('TRUST_PROXY', () => {
  let behind: Ctx
  let direct: Ctx
  beforeAll(async () => {
    behind = await buildTestApp({ config: { trustProxy: true, signInAccountLimit: 1000 } })
    direct = await buildTestApp({ config: { signInAccountLimit: 1000 } })
  })
  afterAll(async () => {
    await behind.app.close()
    await direct.app.close()
  })

  /** Ten sign-ins forwarded for one client, then one for another; the last one's status. */
  async function otherClientAfterTen(ctx: Ctx) {
    const user = await signUp(ctx.app)
    const via = (client: string) => ({ 'x-forwarded-for': client })
    for (let i = 0; i < 10; i++) await signIn(ctx, user.email, 'wrong-pass', '10.0.0.1', via('203.0.113.1'))
    return (await signIn(ctx, user.email, 'wrong-pass', '10.0.0.1', via('203.0.113.2'))).statusCode
  }

  it('counts each forwarded client address on its own behind a trusted proxy', async () => {
    expect(await otherClientAfterTen(behind)).toBe(401)
  })

  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    expect(await otherClientAfterTen(direct)).toBe(429)
  })
})

describe('passwords', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  it.each(['password1', 'Password1', 'iloveyou', 'qwertyuiop', '12345678'])(
    'refuses the common password %s at sign-up with a clear message and creates nothing',
    async (password) => {
      const email = uniqueEmail()
      const res = await postJson(ctx.app, '/api/auth/sign-up/email', {
        email,
        password,
        name: '',
        termsVersion: TERMS_VERSION,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This password is too common. Please choose another one.',
      })
      const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.email, email))
      expect(row?.n).toBe(0)
    },
  )
})

describe('password reset links', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  async function resetToken(email: string): Promise<string> {
    const ask = await postJson(ctx.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    expect(ask.statusCode).toBe(200)
    const link = new URL(ctx.mailer.lastLinkTo(email))
    return link.pathname.split('/').at(-1) as string
  }

  it('withdraws an older link as soon as a newer one is mailed', async () => {
    const user = await signUp(ctx.app)
    const older = await resetToken(user.email)
    const newer = await resetToken(user.email)
    expect(newer).not.toBe(older)
    const viaOld = await postJson(ctx.app, '/api/auth/reset-password', {
      newPassword: 'old-link-pass-1',
      token: older,
    })
    expect(viaOld.statusCode).toBe(400)
    expect(viaOld.json().message).toBe('Invalid reset link. Please request a new password reset.')
    const viaNew = await postJson(ctx.app, '/api/auth/reset-password', {
      newPassword: 'new-link-pass-1',
      token: newer,
    })
    expect(viaNew.statusCode).toBe(200)
    expect(
      (await postJson(ctx.app, '/api/auth/sign-in/email', { email: user.email, password: 'new-link-pass-1' }))
        .statusCode,
    ).toBe(200)
  })

  it('refuses a common new password at reset and keeps the link usable', async () => {
    const user = await signUp(ctx.app)
    const token = await resetToken(user.email)
    const common = await postJson(ctx.app, '/api/auth/reset-password', { newPassword: 'password123', token })
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toBe('This password is too common. Please choose another one.')
    expect(
      (await postJson(ctx.app, '/api/auth/reset-password', { newPassword: 'fine-pass-word-9', token }))
        .statusCode,
    ).toBe(200)
  })
})

describe('sign-up does not tell whether an address is registered (e-mail confirmation on)', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { requireEmailConfirmation: true } })
  })
  afterAll(() => ctx.app.close())

  const attempt = (email: string) =>
    postJson(ctx.app, '/api/auth/sign-up/email', {
      email,
      password: 'a-fresh-pass-1',
      name: '',
      termsVersion: TERMS_VERSION,
    })
  /** What a caller can see, less the values that differ on every call (a new id, the time). */
  const visible = (res: Awaited<ReturnType<typeof attempt>>) => {
    const body = res.json()
    return {
      status: res.statusCode,
      setsCookie: res.headers['set-cookie'] !== undefined,
      authToken: res.headers['set-auth-token'],
      token: body.token,
      user: {
        ...body.user,
        id: typeof body.user?.id,
        email: undefined,
        createdAt: typeof body.user?.createdAt,
        updatedAt: typeof body.user?.updatedAt,
      },
      keys: Object.keys(body).sort(),
    }
  }

  it('answers a taken address exactly as a new one, and mails the owner instead', async () => {
    const taken = uniqueEmail('taken')
    await attempt(taken)
    const sentBefore = ctx.mailer.sent.length
    const again = await attempt(taken)
    const fresh = await attempt(uniqueEmail('fresh'))
    expect(visible(again)).toEqual(visible(fresh))
    expect(again.statusCode).toBe(200)
    const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.email, taken))
    expect(row?.n).toBe(1)
    const toOwner = ctx.mailer.sent.slice(sentBefore).filter((m) => m.to === taken)
    expect(toOwner.map((m) => m.subject)).toEqual([
      'Someone tried to create a Mithaq account with your email',
    ])
  })
})

describe('the session token and page scripts', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  const fromOurPage = { 'sec-fetch-site': 'same-origin' }

  it('keeps the token out of sign-up, sign-in and get-session answers to our own pages', async () => {
    const email = uniqueEmail()
    const up = await postJson(
      ctx.app,
      '/api/auth/sign-up/email',
      { email, password: 'page-pass-word-1', name: '', termsVersion: TERMS_VERSION },
      fromOurPage,
    )
    expect(up.statusCode).toBe(200)
    expect(up.json()).toMatchObject({ signedIn: true })
    expect(up.json()).not.toHaveProperty('token')
    expect(up.headers['set-auth-token']).toBeUndefined()

    const inRes = await postJson(
      ctx.app,
      '/api/auth/sign-in/email',
      { email, password: 'page-pass-word-1' },
      fromOurPage,
    )
    expect(inRes.json()).toMatchObject({ signedIn: true })
    expect(inRes.body).not.toContain('"token"')
    expect(inRes.headers['set-auth-token']).toBeUndefined()
    const cookie = sessionCookie(inRes.headers['set-cookie'])
    // The cookie itself stays HttpOnly.
    expect(String(inRes.headers['set-cookie'])).toMatch(/HttpOnly/i)

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie, ...fromOurPage },
    })
    expect(session.statusCode).toBe(200)
    expect(session.json().user.email).toBe(email)
    expect(session.body).not.toContain(cookie.split('=')[1]!.split('.')[0]!)
    expect(session.json().session).not.toHaveProperty('token')
  })

  it('still hands the bearer token to the native shell', async () => {
    const user = await signUp(ctx.app)
    const signIn = await postJson(
      ctx.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      { origin: TEST_ORIGIN },
    )
    const token = String(signIn.headers['set-auth-token'])
    expect(token.length).toBeGreaterThan(10)
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.json().user.id).toBe(user.id)
  })
})
