import { TERMS_VERSION } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { postJson, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/build-test-app'
import { TERMS_CHANGED_MESSAGE, TERMS_MISSING_MESSAGE } from './auth.routes'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
})
afterAll(() => ctx.app.close())

const PASSWORD = 'quiet-olive-42'
const termsOf = async (email: string) =>
  (
    await ctx.db
      .select({ version: users.termsVersion, at: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.email, email))
  )[0]
const signUpWith = (email: string, extra: Record<string, unknown>) =>
  postJson(ctx.app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: '', ...extra })
/** An account as those made before sign-up asked for the Terms: no agreement recorded. */
async function neverAgreed(email: string) {
  expect((await signUpWith(email, { termsVersion: TERMS_VERSION })).statusCode).toBe(200)
  await ctx.db.update(users).set({ termsVersion: null, termsAcceptedAt: null }).where(eq(users.email, email))
}
const signIn = (email: string) => postJson(ctx.app, '/api/auth/sign-in/email', { email, password: PASSWORD })

describe('the Terms of Use at sign-up', () => {
  it("records the version agreed to and when, by the app's clock, on the new account", async () => {
    const email = uniqueEmail()
    // The app's clock an hour ahead of the machine's: the time must be the app's.
    ctx.clock.advance(60 * 60 * 1000)
    const res = await signUpWith(email, { termsVersion: TERMS_VERSION })
    expect(res.statusCode).toBe(200)
    const terms = await termsOf(email)
    expect(terms?.version).toBe(TERMS_VERSION)
    expect(terms?.at?.toISOString()).toBe(ctx.clock.now().toISOString())
  })

  it('refuses a sign-up that agreed to another version, and creates no account', async () => {
    const email = uniqueEmail()
    const res = await signUpWith(email, { termsVersion: '2020-01-01' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: TERMS_CHANGED_MESSAGE })
    expect(await termsOf(email)).toBeUndefined()
  })

  it.each([
    ['no version', {}],
    ['an empty version', { termsVersion: '' }],
    ['a version that is not text', { termsVersion: 20261128 }],
  ])('refuses a sign-up that sent %s with a 400 that says why, and creates no account', async (_, extra) => {
    const email = uniqueEmail()
    const res = await signUpWith(email, extra)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: TERMS_MISSING_MESSAGE,
      issues: [{ path: 'termsVersion', message: TERMS_MISSING_MESSAGE }],
    })
    expect(await termsOf(email)).toBeUndefined()
  })

  it('takes neither the time nor another version from the sign-up body', async () => {
    const email = uniqueEmail()
    const res = await signUpWith(email, {
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: '2001-01-01T00:00:00Z',
    })
    expect(res.statusCode).toBe(200)
    expect((await termsOf(email))?.at?.getUTCFullYear()).not.toBe(2001)
  })
})

describe('a changed version at the next sign-in', () => {
  it('is reported once, and the account then records the version in force', async () => {
    const email = uniqueEmail()
    expect((await signUpWith(email, { termsVersion: TERMS_VERSION })).statusCode).toBe(200)
    // The account agreed to an older version; the Terms have changed since.
    await ctx.db.update(users).set({ termsVersion: '2025-01-01' }).where(eq(users.email, email))

    const first = await signIn(email)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ termsUpdated: TERMS_VERSION })
    const terms = await termsOf(email)
    expect(terms?.version).toBe(TERMS_VERSION)
    expect(terms?.at?.toISOString()).toBe(ctx.clock.now().toISOString())

    const second = await signIn(email)
    expect(second.statusCode).toBe(200)
    expect(second.json()).not.toHaveProperty('termsUpdated')
  })

  it('is reported to an account that never agreed (made before the Terms were asked at sign-up)', async () => {
    const email = uniqueEmail()
    await neverAgreed(email)
    expect((await signIn(email)).json()).toMatchObject({ termsUpdated: TERMS_VERSION })
    expect((await termsOf(email))?.version).toBe(TERMS_VERSION)
  })

  it('is not reported when the account agreed to the version in force', async () => {
    const email = uniqueEmail()
    expect((await signUpWith(email, { termsVersion: TERMS_VERSION })).statusCode).toBe(200)
    expect((await signIn(email)).json()).not.toHaveProperty('termsUpdated')
  })

  it('is not reported, nor recorded, on a failed sign-in', async () => {
    const email = uniqueEmail()
    await neverAgreed(email)
    const wrong = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email,
      password: 'not-the-password-1',
    })
    expect(wrong.statusCode).toBe(401)
    expect((await termsOf(email))?.version).toBeNull()
  })
})
