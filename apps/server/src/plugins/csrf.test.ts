import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles } from '../db/schema'
import { balanceOf, createMatchedPair } from '../modules/matches/matches.test-helpers'
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

describe('cross-site request forgery on /api', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { trustedOrigins: ['capacitor://localhost'] } })
  })
  afterAll(() => ctx.app.close())

  const isActive = async (id: string) =>
    (await ctx.db.select({ a: profiles.isActive }).from(profiles).where(eq(profiles.id, id)))[0]?.a

  /** What a foreign page's form or `fetch(…, { mode: 'no-cors' })` makes the browser send. */
  const forged = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: '{}',
      headers: { cookie, 'content-type': 'text/plain', ...headers },
    })

  it('refuses a cross-origin text/plain deactivation, unmatch and mark-read, and changes nothing', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    for (const url of [
      '/api/account/deactivate',
      `/api/matches/${matchId}/unmatch`,
      `/api/matches/${matchId}/read`,
    ]) {
      const res = await forged(url, amina.cookie, evil)
      expect(res.statusCode, url).toBe(403)
      expect(res.json().code).toBe('FORBIDDEN')
    }
    expect(await isActive(amina.id)).toBe(true)
    expect(await balanceOf(ctx.db, amina.id)).toBe(10)
    expect(await balanceOf(ctx.db, bilal.id)).toBe(10)
    // The same request with the user's own origin and JSON goes through.
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactivate',
      payload: {},
      headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
    })
    expect(own.statusCode).toBe(200)
    expect(await isActive(amina.id)).toBe(false)
  })

  it('refuses a request without Origin unless the browser says it is same-origin', async () => {
    const { amina } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    const json = { 'content-type': 'application/json' }
    const variants: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ]
    for (const headers of variants) {
      const res = await forged('/api/account/deactivate', amina.cookie, { ...json, ...headers })
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
    }
    expect(await isActive(amina.id)).toBe(true)
    const same = await forged('/api/account/deactivate', amina.cookie, {
      ...json,
      'sec-fetch-site': 'same-origin',
    })
    expect(same.statusCode).toBe(200)
  })

  it('answers 415 to a body that is not JSON, even from an allowed origin, and changes nothing', async () => {
    const { amina } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await forged('/api/account/deactivate', amina.cookie, {
        origin: TEST_ORIGIN,
        'content-type': type,
      })
      expect(res.statusCode, type).toBe(415)
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
    expect(await isActive(amina.id)).toBe(true)
  })

  it('accepts the trusted native origin, and a bearer token without a cookie from anywhere', async () => {
    const { amina, bilal } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    const native = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactivate',
      payload: {},
      headers: { cookie: amina.cookie, origin: 'capacitor://localhost' },
    })
    expect(native.statusCode).toBe(200)
    const bearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactivate',
      payload: {},
      headers: { authorization: `Bearer ${bilal.token}` },
    })
    expect(bearer.statusCode).toBe(200)
    expect(await isActive(bilal.id)).toBe(false)
  })
})
