import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app'
import { insertMembers, signUpMember } from '../test/social-fixtures'

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
