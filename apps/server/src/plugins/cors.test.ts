import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app'

const SHELL = 'capacitor://localhost'
const ANDROID = 'https://localhost'

describe('cross-origin answers for the native shell (decision 211)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { trustedOrigins: [SHELL, ANDROID], signUpRateLimit: 10_000 } })
  })
  afterAll(() => ctx.app.close())

  const preflight = (origin: string, method = 'POST') =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/sign-in/email',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    })

  it('answers a preflight from each configured shell origin by its own name, never with credentials', async () => {
    for (const origin of [SHELL, ANDROID]) {
      const res = await preflight(origin)
      expect(res.statusCode).toBe(204)
      expect(res.headers['access-control-allow-origin']).toBe(origin)
      expect(res.headers['access-control-allow-headers']).toContain('authorization')
      expect(res.headers['access-control-allow-methods']).toContain('DELETE')
      expect(res.headers['access-control-allow-credentials']).toBeUndefined()
      expect(res.headers.vary).toContain('Origin')
    }
  })

  it('gives no CORS header to any other origin, our own included (it needs none)', async () => {
    for (const origin of [
      'https://evil.example',
      'capacitor://localhost.evil.example',
      'http://localhost',
      'https://localhost:8443',
      'null',
      TEST_ORIGIN,
    ]) {
      const res = await preflight(origin)
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined()
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined()
      const read = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { origin } })
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
  })

  it('lets the shell sign in, read its token and act with it, with no cookie', async () => {
    const user = await signUp(ctx.app)
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: SHELL, 'content-type': 'application/json' },
      payload: { email: user.email, password: user.password },
    })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.headers['access-control-allow-origin']).toBe(SHELL)
    expect(signIn.headers['access-control-expose-headers']).toContain('set-auth-token')
    const token = String(signIn.headers['set-auth-token'])
    expect(token.length).toBeGreaterThan(10)

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { origin: SHELL, authorization: `Bearer ${token}` },
    })
    expect(me.statusCode).toBe(200)
    expect(me.headers['access-control-allow-origin']).toBe(SHELL)
    expect(me.headers['access-control-allow-credentials']).toBeUndefined()

    // The data export's file name can be read by the shell, which saves the zip under it.
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/export',
      headers: { origin: SHELL, authorization: `Bearer ${token}` },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-disposition']).toMatch(/filename="[\w.-]+\.zip"/)
    expect(String(exported.headers['access-control-expose-headers']).split(/,\s*/)).toContain(
      'content-disposition',
    )
  })

  it('still refuses a cookie write from the shell origin: cookies act from our own origin only', async () => {
    const user = await signUp(ctx.app)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactivate',
      headers: { origin: SHELL, cookie: user.cookie, 'content-type': 'application/json' },
      payload: {},
    })
    expect(res.statusCode).toBe(403)
  })
})
