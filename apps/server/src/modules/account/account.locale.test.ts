import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TERMS_VERSION } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { postJson, signUp, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  // The configured mailer: mails land in the outbox folder, read back as files (decision 281).
  ctx = await buildTestApp({ realMailer: true, config: { signUpRateLimit: 10_000 } })
})
afterAll(() => ctx.app.close())

const putLocale = (locale: unknown, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/account/locale',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { locale },
  })
const localeOf = async (id: string) =>
  (await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale
const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })

interface OutboxMail {
  to: string
  subject: string
  text: string
  html?: string
}
const outboxTo = (email: string): OutboxMail[] => {
  const dir = join(ctx.config.dataDir, 'outbox')
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === email)
}

describe('the account’s language', () => {
  it('is English for a new account, and /api/me says so', async () => {
    const user = await signUp(ctx.app)
    expect(await localeOf(user.id)).toBe('en')
    expect((await me(user.cookie)).json()).toMatchObject({ locale: 'en' })
  })

  it('is the one sign-up sent, when it is one of ours; anything else is English', async () => {
    const email = uniqueEmail()
    const res = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email,
      password: 'quiet-olive-42',
      name: '',
      termsVersion: TERMS_VERSION,
      locale: 'ur',
    })
    expect(res.statusCode).toBe(200)
    expect(await localeOf(res.json().user.id)).toBe('ur')

    const odd = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'quiet-olive-42',
      name: '',
      termsVersion: TERMS_VERSION,
      locale: 'xx-evil',
    })
    expect(odd.statusCode).toBe(200)
    expect(await localeOf(odd.json().user.id)).toBe('en')
  })

  it('is changed by the member, and /api/me answers the new one', async () => {
    const user = await signUp(ctx.app)
    const res = await putLocale('ar', { cookie: user.cookie, origin: TEST_ORIGIN })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ locale: 'ar' })
    expect(await localeOf(user.id)).toBe('ar')
    expect((await me(user.cookie)).json()).toMatchObject({ locale: 'ar' })
  })

  it('refuses a language we do not speak with 400 and changes nothing', async () => {
    const user = await signUp(ctx.app)
    await putLocale('fr', { cookie: user.cookie, origin: TEST_ORIGIN })
    for (const locale of ['de', 'AR', 'ar-EG', '', 42, null]) {
      const res = await putLocale(locale, { cookie: user.cookie, origin: TEST_ORIGIN })
      expect(res.statusCode, String(locale)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    expect(await localeOf(user.id)).toBe('fr')
  })

  it('needs a session', async () => {
    const res = await putLocale('ar', { origin: TEST_ORIGIN })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('UNAUTHENTICATED')
  })

  it('refuses a cookie request from another site or without JSON (CSRF), and changes nothing', async () => {
    const user = await signUp(ctx.app)
    const foreign = await putLocale('ar', { cookie: user.cookie, origin: 'https://evil.example' })
    expect(foreign.statusCode).toBe(403)
    const form = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/locale',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      payload: 'locale=ar',
    })
    expect(form.statusCode).toBe(415)
    expect(await localeOf(user.id)).toBe('en')
  })
})

describe('mails in the account’s language', () => {
  it('sends the reset mail in Arabic to a member who chose Arabic, right to left, with a working link', async () => {
    const user = await signUp(ctx.app)
    expect((await putLocale('ar', { cookie: user.cookie, origin: TEST_ORIGIN })).statusCode).toBe(200)
    const ask = await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    expect(ask.statusCode).toBe(200)

    const mail = outboxTo(user.email).at(-1)!
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في ميثاق')
    expect(mail.text).toContain('السلام عليكم')
    expect(mail.text).toContain('خلال ساعة واحدة')
    expect(mail.text).not.toContain('Reset your')
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.html).toContain('اختيار كلمة مرور جديدة')
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0])
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//)
    expect(mail.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`)
  })

  it('keeps the English mail as it was for a member who speaks English', async () => {
    const user = await signUp(ctx.app)
    await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    const mail = outboxTo(user.email).at(-1)!
    expect(mail.subject).toBe('Reset your Mithaq password')
    expect(mail.text).toMatch(
      /^Assalamu alaikum,\n\nSomeone asked to reset the password of your Mithaq account\. If it was you, open this link within one hour:\n\nhttp\S+\n\nIf it was not you, you can ignore this mail; your password stays as it is\.\n\nThe Mithaq team$/,
    )
    expect(mail.html).toContain('<html lang="en" dir="ltr">')
  })
})
