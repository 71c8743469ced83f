import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/client'
import { profiles } from '../db/schema'
import { balanceOf, createFundedUser, createMatchedPair } from '../modules/matches/matches.test-helpers'
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

describe('cross-site request forgery on /api', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp({
      config: { trustedOrigins: ['capacitor://localhost', 'https://localhost'], signUpRateLimit: 1000 },
    })
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

  it('takes the trusted native origin with a bearer token, and a bearer token without a cookie from anywhere', async () => {
    const { amina, bilal } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    const native = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactivate',
      payload: {},
      headers: { authorization: `Bearer ${amina.token}`, origin: 'capacitor://localhost' },
    })
    expect(native.statusCode).toBe(200)
    expect(await isActive(amina.id)).toBe(false)
    const bearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactivate',
      payload: {},
      headers: { authorization: `Bearer ${bilal.token}` },
    })
    expect(bearer.statusCode).toBe(200)
    expect(await isActive(bilal.id)).toBe(false)
  })

  it.each(['capacitor://localhost', 'https://localhost'])(
    'refuses a cookie from the trusted origin %s: those origins act by bearer token only',
    async (origin) => {
      const { amina } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/deactivate',
        payload: {},
        headers: { cookie: amina.cookie, origin },
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('FORBIDDEN')
      expect(await isActive(amina.id)).toBe(true)
    },
  )
})

/** Every table's rows, as one string per table: "nothing changed" compares two of these. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )
  const out: Record<string, string> = {}
  for (const { name } of tables) {
    // better-auth's own per-address counters are not the application's state.
    if (name === 'rate_limit_counters') continue
    const [row] = await rowsOf<{ digest: string | null }>(
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`,
    )
    out[name] = row?.digest ?? ''
  }
  return out
}

describe('cross-site request forgery through paths the router decodes', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp({
      config: { trustedOrigins: ['capacitor://localhost', 'https://localhost'], signUpRateLimit: 1000 },
    })
  })
  afterAll(() => ctx.app.close())

  /** The forms of one path that a raw `startsWith('/api/')` missed or a router may still match. */
  const spellings = (path: string) => [
    `/ap%69${path}`,
    `/%61pi${path}`,
    `/%61%70%69${path}`,
    `/%2561pi${path}`,
    `/API${path}`,
    `/Api${path}`,
    `/api${path.replace(/\//g, '%2F')}`,
    `/api%2F${path.slice(1)}`,
    `//api${path}`,
    `/./api${path}`,
    `/x/../api${path}`,
    `/api${path}/`,
    `/api${path}?x=1`,
    `/api${path};x`,
    `/api${path}%20`,
    `/api${path}%00`,
    `/api${path}#x`,
  ]

  it('refuses every spelling of deactivate, unmatch, like and block with a cookie and a foreign Origin or text/plain, and changes nothing', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    const other = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Bilal', sex: 'male' })
    const before = await snapshot(ctx.db)
    const paths = [
      '/account/deactivate',
      `/matches/${matchId}/unmatch`,
      `/profiles/${other.id}/like`,
      `/profiles/${bilal.id}/block`,
    ]
    const answers: Record<string, number> = {}
    let cases = 0
    for (const path of paths) {
      for (const url of spellings(path)) {
        // A foreign page's fetch with JSON (it would need a preflight, but is refused before that
        // matters), its form or no-cors fetch with text/plain, and text/plain with no Origin at all.
        const variants: Record<string, string>[] = [
          { origin: 'https://evil.example', 'content-type': 'application/json' },
          { origin: 'https://evil.example', 'content-type': 'text/plain' },
          { origin: 'https://localhost', 'content-type': 'application/json' },
          { 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
          { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
        ]
        for (const headers of variants) {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            payload: '{}',
            headers: { cookie: amina.cookie, ...headers },
          })
          cases++
          answers[res.statusCode] = (answers[res.statusCode] ?? 0) + 1
          expect([403, 415], `${url} ${JSON.stringify(headers)}: ${res.statusCode}`).toContain(res.statusCode)
        }
      }
    }
    expect(await snapshot(ctx.db)).toEqual(before)
    expect(await isActive(amina.id)).toBe(true)
    expect(await balanceOf(ctx.db, amina.id)).toBe(10)
    console.info(`csrf spellings: ${cases} cases, answers ${JSON.stringify(answers)}`)
  })

  it('checks a browser-like unsafe request outside /api too', async () => {
    const { amina } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/', '/account/deactivate', '/media/x', '/realtimex']) {
        const forgedRes = await ctx.app.inject({
          method,
          url,
          payload: '{}',
          headers: { cookie: amina.cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
        })
        expect(forgedRes.statusCode, `${method} ${url}`).toBe(403)
        const plain = await ctx.app.inject({
          method,
          url,
          payload: 'a=1',
          headers: {
            cookie: amina.cookie,
            origin: TEST_ORIGIN,
            'content-type': 'application/x-www-form-urlencoded',
          },
        })
        expect(plain.statusCode, `${method} ${url}`).toBe(415)
      }
    }
    expect(await isActive(amina.id)).toBe(true)
  })

  const isActive = async (id: string) =>
    (await ctx.db.select({ a: profiles.isActive }).from(profiles).where(eq(profiles.id, id)))[0]?.a
})
