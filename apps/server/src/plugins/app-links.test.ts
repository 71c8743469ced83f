import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/env'
import { buildTestApp } from '../test/build-test-app'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join(':')
const SECOND = 'AA:'.repeat(31) + 'AA'

/** A built web app is served beside: its page fallback must not answer for /.well-known/. */
function webBuild() {
  const webDist = mkdtempSync(join(tmpdir(), 'mithaq-web-'))
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mithaq</title>')
  return webDist
}

/** The configuration as the operator writes it (APP_LINKS_*), read as the server reads it. */
function appLinksFrom(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-app-links-'))
  return loadConfig({ AUTH_SECRET: 'x'.repeat(32), DATA_DIR: dataDir, ...env }).appLinks
}

describe('the app link associations, configured', () => {
  let ctx: Ctx
  beforeAll(async () => {
    const appLinks = appLinksFrom({
      APP_LINKS_ANDROID_SHA256: `${FINGERPRINT}, ${SECOND.toLowerCase()}`,
      APP_LINKS_IOS_TEAM_ID: 'ABCDE12345',
    })
    ctx = await buildTestApp({ config: { webDist: webBuild(), appLinks } })
  })
  afterAll(() => ctx.app.close())

  it("serves Android's assetlinks.json as JSON with the package and every certificate", async () => {
    const res = await ctx.app.inject({ url: '/.well-known/assetlinks.json' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.mithaq',
          sha256_cert_fingerprints: [FINGERPRINT.toUpperCase(), SECOND],
        },
      },
    ])
  })

  it("serves Apple's apple-app-site-association as JSON naming the app and the mail links' paths", async () => {
    const res = await ctx.app.inject({ url: '/.well-known/apple-app-site-association' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.app.mithaq'],
            components: [{ '/': '/api/auth/reset-password/*' }, { '/': '/api/auth/verify-email' }],
          },
        ],
      },
    })
  })
})

describe('the app link associations, not configured', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { webDist: webBuild(), appLinks: appLinksFrom({}) } })
  })
  afterAll(() => ctx.app.close())

  it('are absent (404), not the web page', async () => {
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain('<title>Mithaq</title>')
    }
  })
})
