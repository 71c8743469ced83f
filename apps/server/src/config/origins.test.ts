import { REALTIME_PATH, TERMS_VERSION } from '@mithaq/domain'
import { connect } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, signUp, uniqueEmail } from '../test/auth-helpers'
import { buildTestApp, testConfig } from '../test/build-test-app'
import { loadConfig } from './env'
import { allowedOrigins } from './origins'

describe('allowedOrigins', () => {
  it('trusts every loopback name of a loopback address, on its port, and the extra origins', () => {
    const config = testConfig({
      publicUrl: 'http://localhost:3000',
      trustedOrigins: ['capacitor://localhost'],
    })
    expect(allowedOrigins(config).sort()).toEqual(
      ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'capacitor://localhost'].sort(),
    )
  })

  it('adds no alias to an address that is not on this machine', () => {
    const config = testConfig({ publicUrl: 'https://mithaq.example', trustedOrigins: [] })
    expect(allowedOrigins(config)).toEqual(['https://mithaq.example'])
  })

  it('trusts the dev server (:5173) when the server runs behind it', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(32) }, { dev: true })
    expect(allowedOrigins(config)).toContain('http://localhost:5173')
    expect(allowedOrigins(config)).toContain('http://127.0.0.1:5173')
  })
})

describe('origins on the auth routes and the socket', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { publicUrl: 'http://localhost:3000', signUpRateLimit: 1000 } })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => ctx.app.close())

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs a user up from %s',
    async (origin) => {
      const res = await postJson(
        ctx.app,
        '/api/auth/sign-up/email',
        { email: uniqueEmail(), password: 'quiet-olive-42', name: '', termsVersion: TERMS_VERSION },
        { origin },
      )
      expect(res.statusCode).toBe(200)
    },
  )

  it('refuses a foreign origin with a message that says where to open the app and how to allow it', async () => {
    const res = await postJson(
      ctx.app,
      '/api/auth/sign-up/email',
      { email: uniqueEmail(), password: 'quiet-olive-42', name: '', termsVersion: TERMS_VERSION },
      { origin: 'http://192.168.1.20:3000' },
    )
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      code: 'INVALID_ORIGIN',
      message: expect.stringContaining('set PUBLIC_URL=http://192.168.1.20:3000'),
    })
    expect(res.json().message).toContain('http://localhost:3000')
  })

  function handshake(origin: string, cookie: string) {
    const address = ctx.app.server.address()
    if (!address || typeof address === 'string') throw new Error('not listening')
    const socket = connect(`http://127.0.0.1:${address.port}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      extraHeaders: { origin, cookie },
      reconnection: false,
      forceNew: true,
    })
    return new Promise<'connected' | 'refused'>((resolve) => {
      socket.once('connect', () => resolve('connected'))
      socket.once('connect_error', () => resolve('refused'))
    }).finally(() => socket.disconnect())
  }

  it('opens the socket from a loopback alias and refuses it from a foreign origin', async () => {
    const user = await signUp(ctx.app)
    expect(await handshake('http://127.0.0.1:3000', user.cookie)).toBe('connected')
    expect(await handshake('http://[::1]:3000', user.cookie)).toBe('connected')
    expect(await handshake('http://192.168.1.20:3000', user.cookie)).toBe('refused')
  })
})
