import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, createFundedUser } from './modules/matches/matches.test-helpers'
import { postJson } from './test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from './test/build-test-app'

/**
 * The journeys whose URLs carry a secret, through the whole app with its real log (every level)
 * captured: whatever the log says, it must not hold a secret someone could use by reading it back.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'log-secrets-test-'))
const lines: string[] = []
let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({
    realMailer: true,
    config: { dataDir, logLevel: 'trace', signUpRateLimit: 100 },
    logStream: { write: (line) => void lines.push(line) },
  })
})
afterAll(async () => {
  await ctx.app.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The one link of the last mail written to the outbox for `to`. */
function outboxLink(to: string): URL {
  const dir = join(dataDir, 'outbox')
  const mails = readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === to)
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`no mail with a link to ${to}`)
  return new URL(link)
}

const pathOf = (url: URL | string) => {
  const u = typeof url === 'string' ? new URL(url, TEST_ORIGIN) : url
  return `${u.pathname}${u.search}`
}

describe('the log keeps no secret of a URL', () => {
  it('after a password reset by mail, a guardian confirmation and a picture loaded by its signed link', async () => {
    const secrets: string[] = []

    // 1. Password reset through the outbox: the mail link, its redirect, the page, the new password.
    const amina = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Amina', sex: 'female' })
    const asked = await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: amina.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    expect(asked.statusCode).toBe(200)
    const mailed = outboxLink(amina.email)
    const resetToken = mailed.pathname.split('/').at(-1)!
    expect(mailed.pathname).toBe(`/api/auth/reset-password/${resetToken}`)
    secrets.push(resetToken)
    const opened = await ctx.app.inject({ method: 'GET', url: pathOf(mailed) })
    expect(opened.statusCode).toBe(302)
    const page = new URL(String(opened.headers.location))
    expect(page.searchParams.get('token')).toBe(resetToken)
    await ctx.app.inject({ method: 'GET', url: pathOf(page) })
    const reset = await postJson(ctx.app, '/api/auth/reset-password', {
      newPassword: 'a-new-quiet-olive-7',
      token: resetToken,
    })
    expect(reset.statusCode).toBe(200)
    const signedIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: amina.email,
      password: 'a-new-quiet-olive-7',
    })
    expect(signedIn.statusCode).toBe(200)
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!
    const bearer = String(signedIn.headers['set-auth-token'])
    secrets.push(cookie.split('=')[1]!, bearer)

    // 2. A guardian confirms through the link mailed to them (opened, then the button).
    const wali = `wali-${Date.now()}@family.test`
    const named = await ctx.app.inject({
      method: 'PUT',
      url: '/api/guardian',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { email: wali },
    })
    expect(named.statusCode).toBe(200)
    const invite = outboxLink(wali)
    const guardianToken = invite.pathname.split('/').at(-1)!
    expect(invite.pathname).toBe(`/api/guardian/confirm/${guardianToken}`)
    secrets.push(guardianToken)
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(invite) })).statusCode).toBe(200)
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: pathOf(invite),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(confirmed.statusCode).toBe(200)
    expect((await as(ctx.app, { cookie }).get('/api/guardian')).json().guardian.confirmed).toBe(true)

    // 3. A picture uploaded, then loaded with no cookie through its signed link; and a bearer request.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('pictures', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg')
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/pictures',
      payload: form,
      headers: { cookie, origin: TEST_ORIGIN },
    })
    expect(uploaded.statusCode).toBe(201)
    const link = uploaded.json().saved[0].url as string
    const sig = new URL(link, TEST_ORIGIN).searchParams.get('sig')!
    expect(sig).toHaveLength(43)
    secrets.push(sig)
    expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(200)
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${bearer}` },
    })
    expect(me.statusCode).toBe(200)

    const log = lines.join('')
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(20)
      expect(log).not.toContain(secret)
      expect(log).not.toContain(encodeURIComponent(secret))
    }
    // The journeys were logged (so the scan above read something), with their secrets replaced.
    expect(log).toContain('"url":"/api/auth/reset-password/[redacted]?callbackURL=')
    expect(log).toContain('"url":"/reset-password?token=[redacted]"')
    expect(log).toContain('"url":"/api/guardian/confirm/[redacted]"')
    expect(log).toMatch(/"url":"\/media\/[\w-]+\.webp\?v=[\w-]+&exp=\d+&sig=\[redacted\]"/)
    expect(log).toContain('mail written to the outbox')
  })
})
