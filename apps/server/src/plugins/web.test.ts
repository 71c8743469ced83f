import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { PAGE_ANSWERS_READ_AT } from '@mithaq/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profilePictures } from '../db/schema'
import { signUp } from '../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app'
import { insertMember, insertMembers, signUpMember } from '../test/liked-fixtures'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

const SCRIPT = `console.log(${JSON.stringify('Mithaq '.repeat(400))})\n`

describe('serving the built web app to phones', () => {
  let ctx: Ctx
  beforeAll(async () => {
    // A build as `npm run build` leaves it: hashed assets with their .br and .gz twins, the
    // build manifest in .vite/, and a stray source map.
    const webDist = mkdtempSync(join(tmpdir(), 'mithaq-web-'))
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mithaq</title>')
    writeFileSync(join(webDist, 'landing.html'), '<!doctype html><title>Mithaq</title><h1>Welcome</h1>')
    writeFileSync(join(webDist, 'sw.js'), 'self.skipWaiting()')
    mkdirSync(join(webDist, 'assets'))
    mkdirSync(join(webDist, '.vite'))
    writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}')
    writeFileSync(join(webDist, 'assets', 'app-123.js'), SCRIPT)
    writeFileSync(join(webDist, 'assets', 'app-123.js.br'), brotliCompressSync(SCRIPT))
    writeFileSync(join(webDist, 'assets', 'app-123.js.gz'), gzipSync(SCRIPT))
    writeFileSync(join(webDist, 'assets', 'app-123.js.map'), '{"version":3}')
    ctx = await buildTestApp({ config: { webDist } })
  })
  afterAll(() => ctx.app.close())

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await ctx.app.inject({
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)

    const gz = await ctx.app.inject({ url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)

    const plain = await ctx.app.inject({
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toBe(SCRIPT)
  })

  it('keeps the page-only security headers off hashed assets, and on pages', async () => {
    const asset = await ctx.app.inject({ url: '/assets/app-123.js' })
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin')
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security']) {
      expect(asset.headers[name], name).toBeUndefined()
    }
    for (const url of ['/', '/app/profiles', '/sw.js']) {
      const page = await ctx.app.inject({ url })
      expect(page.headers['content-security-policy'], url).toMatch(/default-src 'self'/)
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN')
    }
  })

  it('has the page and the service worker revalidated on every use', async () => {
    for (const url of ['/', '/app/profiles', '/sw.js']) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('sends the pre-rendered landing page for the front page only; other pages get the app', async () => {
    const front = await ctx.app.inject({ url: '/' })
    expect(front.body).toContain('<h1>Welcome</h1>')
    for (const url of ['/auth', '/app/profiles', '/privacy-policy']) {
      const res = await ctx.app.inject({ url })
      expect(res.body, url).toBe('<!doctype html><title>Mithaq</title>')
    }
  })

  it('never serves source maps or the build manifest, and never answers a missing file with the page', async () => {
    for (const url of [
      '/assets/app-123.js.map',
      '/.vite/manifest.json',
      '/assets/gone-456.js',
      '/favicon.ico',
    ]) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).not.toMatch(/html/)
    }
  })

  it('answers robots.txt and sitemap.xml with the real thing, naming the public address', async () => {
    const robots = await ctx.app.inject({ url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toMatch(/^text\/plain/)
    expect(robots.body).toContain('User-agent: *')
    expect(robots.body).toContain('Disallow: /app/')
    expect(robots.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`)

    const sitemap = await ctx.app.inject({ url: '/sitemap.xml' })
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/)
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/</loc>`)
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/privacy-policy</loc>`)
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/terms</loc>`)
    expect(sitemap.body).not.toContain('/app')
  })
})

describe('compressing API answers', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.app.close())

  it('compresses a large answer and leaves a small one alone', async () => {
    const viewer = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
    await insertMembers(
      ctx.db,
      Array.from({ length: 8 }, () => ({
        aboutMe: 'Faith, family and honest conversation matter to me. '.repeat(4),
      })),
    )
    const url = '/api/discover'
    const br = await ctx.app.inject({
      url,
      headers: { cookie: viewer.cookie, 'accept-encoding': 'br, gzip' },
    })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const text = brotliDecompressSync(br.rawPayload).toString()
    expect(JSON.parse(text).profiles).toHaveLength(8)
    expect(br.rawPayload.length).toBeLessThan(text.length / 2)

    const gz = await ctx.app.inject({ url, headers: { cookie: viewer.cookie, 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(text))

    const small = await ctx.app.inject({ url: '/api/config', headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.statusCode).toBe(200)
    expect(small.body.length).toBeLessThan(1024)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toHaveProperty('supportEmail')
  })
})

describe("Discover's page with its first answers (decision 188)", () => {
  const MARKER = '<!--mithaq-early paths="/app /app/profiles" requests="/me /discover"-->'
  const page = (marker: string) =>
    `<!doctype html><head><meta charset="UTF-8" />${marker}<script async src="/assets/boot.js"></script></head><div id="root"></div>`
  const sent = (html: string) => {
    const json = /<script type="application\/json" id="mithaq-early">(.*?)<\/script>/s.exec(html)?.[1]
    return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>)
  }
  let ctx: Ctx
  let plain: Ctx
  beforeAll(async () => {
    const dist = (marker: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'mithaq-web-'))
      writeFileSync(join(dir, 'index.html'), page(marker))
      return dir
    }
    ctx = await buildTestApp({ config: { webDist: dist(MARKER) } })
    plain = await buildTestApp({ config: { webDist: dist('') } })
  })
  afterAll(async () => {
    await ctx.app.close()
    await plain.app.close()
  })

  it('sends a signed-in member the session, the first feed page and a preload of the first picture', async () => {
    const viewer = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    // A name that would close the script element if it were written as it is.
    const other = await insertMember(ctx.db, { sex: 'male', name: 'Adam</script><b>' })
    const storagePath = `${randomUUID()}.webp`
    await ctx.db.insert(profilePictures).values({ profileId: other, storagePath, position: 0 })

    for (const url of ['/app/profiles', '/app', '/app/profiles/']) {
      const response = await ctx.app.inject({ url, headers: { cookie: viewer.cookie } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe('private, no-cache')
      const html = response.body
      expect(html).not.toContain('<!--mithaq-early')
      // The picture's signed link (decision 210), as an attribute writes it.
      const link = ctx.app.mediaUrls.sign(storagePath, viewer.id).replaceAll('&', '&amp;')
      expect(html).toContain(`<link rel="preload" as="image" href="${link}" fetchpriority="high" />`)
      // Before the boot script, which reads it.
      expect(html.indexOf('id="mithaq-early"')).toBeLessThan(html.indexOf('/assets/boot.js'))
      expect(html).not.toContain('Adam</script>')
      const answers = sent(html)
      const me = (await viewer.get('/api/me')).json()
      expect(answers?.['/me']).toEqual(me)
      expect(answers?.['/discover']).toEqual((await viewer.get('/api/discover')).json())
      const feed = answers?.['/discover'] as { profiles: { name: string }[] } | undefined
      expect(feed?.profiles[0]?.name).toBe('Adam</script><b>')
      // When they were read, which the page's first socket tells the server (decision 580).
      expect(answers?.[PAGE_ANSWERS_READ_AT]).toBe(ctx.clock.now().getTime())
    }
  })

  it('sends the plain page when signed out, without a profile, on another path, or from a build without the marker', async () => {
    const viewer = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    const noProfile = await signUp(ctx.app)
    const cases = [
      { app: ctx.app, url: '/app/profiles', cookie: undefined },
      { app: ctx.app, url: '/app/profiles', cookie: noProfile.cookie },
      { app: ctx.app, url: '/app/profiles', cookie: 'better-auth.session_token=nobody' },
      { app: ctx.app, url: '/app/liked', cookie: viewer.cookie },
      { app: plain.app, url: '/app/profiles', cookie: viewer.cookie },
    ]
    for (const { app, url, cookie } of cases) {
      const response = await app.inject({ url, headers: cookie ? { cookie } : {} })
      expect(response.statusCode).toBe(200)
      expect(sent(response.body)).toBeUndefined()
      expect(response.body).not.toContain('rel="preload"')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })
})

describe('the front page in the visitor’s language', () => {
  let ctx: Ctx
  beforeAll(async () => {
    // A build as the web's prerender leaves it: one landing page per language.
    const webDist = mkdtempSync(join(tmpdir(), 'mithaq-web-'))
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mithaq</title>')
    for (const [file, lang] of [
      ['landing.html', 'en'],
      ['landing.ar.html', 'ar'],
      ['landing.ur.html', 'ur'],
      ['landing.fr.html', 'fr'],
      ['landing.id.html', 'id'],
      ['landing.tr.html', 'tr'],
    ]) {
      const page = `<!doctype html><html lang="${lang}"><title>${lang}</title>${' '.repeat(2000)}`
      writeFileSync(join(webDist, file as string), page)
      writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(page))
    }
    ctx = await buildTestApp({ config: { webDist } })
  })
  afterAll(() => ctx.app.close())

  const langOf = (body: string) => /<html lang="([a-z]+)"/.exec(body)?.[1]

  it('follows Accept-Language when the device has chosen nothing, English by default', async () => {
    const arabic = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' },
    })
    expect(arabic.statusCode).toBe(200)
    expect(langOf(arabic.body)).toBe('ar')
    expect(arabic.headers['content-language']).toBe('ar')
    expect(arabic.headers.vary).toMatch(/accept-language/i)
    expect(arabic.headers.vary).toMatch(/cookie/i)
    expect(arabic.headers['set-cookie']).toBeUndefined()
    // Sent compressed, with every header the answer depends on named.
    const compressed = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'ar', 'accept-encoding': 'br' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(langOf(brotliDecompressSync(compressed.rawPayload).toString())).toBe('ar')
    expect(compressed.headers.vary).toMatch(/accept-language.*cookie.*accept-encoding/i)

    const turkish = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'de;q=0.9,tr-TR;q=0.8' } })
    expect(langOf(turkish.body)).toBe('tr')

    for (const headers of [{}, { 'accept-language': 'de-DE,es;q=0.5' }]) {
      const english = await ctx.app.inject({ url: '/', headers })
      expect(langOf(english.body)).toBe('en')
      expect(english.headers.vary).toMatch(/accept-language/i)
    }
  })

  it('prefers the language the device chose (its cookie) to the browser’s', async () => {
    const res = await ctx.app.inject({
      url: '/',
      headers: { cookie: 'other=1; mithaq_locale=ur', 'accept-language': 'fr-FR' },
    })
    expect(langOf(res.body)).toBe('ur')
    // A cookie naming no language of ours is ignored.
    const unknown = await ctx.app.inject({
      url: '/',
      headers: { cookie: 'mithaq_locale=xx', 'accept-language': 'fr-FR' },
    })
    expect(langOf(unknown.body)).toBe('fr')
  })

  it('answers a language link (/?lang=) with that page and remembers the choice in the cookie', async () => {
    const res = await ctx.app.inject({
      url: '/?lang=id',
      headers: { cookie: 'mithaq_locale=ar', 'accept-language': 'ar' },
    })
    expect(res.statusCode).toBe(200)
    expect(langOf(res.body)).toBe('id')
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/^mithaq_locale=id;/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/HttpOnly/)

    // The next visit, without the link, keeps it.
    const next = await ctx.app.inject({ url: '/', headers: { cookie: 'mithaq_locale=id' } })
    expect(langOf(next.body)).toBe('id')

    // A language we do not speak changes nothing.
    const unknown = await ctx.app.inject({ url: '/?lang=de', headers: { 'accept-language': 'fr' } })
    expect(langOf(unknown.body)).toBe('fr')
    expect(unknown.headers['set-cookie']).toBeUndefined()
  })
})
