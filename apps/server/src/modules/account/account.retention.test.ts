import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TERMS_VERSION } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileReports, profiles, users } from '../../db/schema'
import { emailHash } from '../../lib/email-hash'
import { postJson } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { as, createFundedUser, createMatchedPair } from '../matches/matches.test-helpers'
import { CLOSED_PROFILE_RETENTION_MS } from './account.service'

const DAY = 24 * 60 * 60 * 1000

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  // The real mailer without SMTP writes to the outbox folder: deletion must empty it of her mail.
  ctx = await buildTestApp({ realMailer: true, config: { signUpRateLimit: 1_000 } })
})
afterAll(() => ctx.app.close())

const outbox = () => join(ctx.config.dataDir, 'outbox')
const outboxMailTo = (email: string) =>
  existsSync(outbox())
    ? readdirSync(outbox()).filter((name) => readFileSync(join(outbox(), name), 'utf8').includes(email))
    : []

/** Every row of every table whose text mentions one of `needles`, as `table: row`. */
async function rowsNaming(needles: string[]): Promise<string[]> {
  const { rows: tables } = (await ctx.db.execute(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'",
  )) as unknown as { rows: { table_name: string }[] }
  const found: string[] = []
  for (const { table_name } of tables) {
    const { rows } = (await ctx.db.execute(`select x::text as row from "${table_name}" x`)) as unknown as {
      rows: { row: string }[]
    }
    for (const { row } of rows) {
      if (needles.some((n) => row.toLowerCase().includes(n.toLowerCase())))
        found.push(`${table_name}: ${row}`)
    }
  }
  return found
}

const createProfile = (cookie: string) =>
  postJson(
    ctx.app,
    '/api/profile',
    {
      name: 'Amina',
      sex: 'female',
      birthday: '1996-04-12',
      location: { country: 'Egypt', city: 'Cairo' },
      aboutMe: 'Back again.',
      nationality: ['Egypt'],
      height: 165,
      maritalStatus: 'Never Married',
    },
    { cookie },
  )

describe('deleting an account', () => {
  it('leaves no row or mail naming her, and keeps the report against her, anonymised, for a new account', async () => {
    const { amina, bilal } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    const omar = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Omar', sex: 'male' })
    const yusuf = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Yusuf', sex: 'male' })
    const reason = 'Asked me for money on the first day'
    expect(
      (await as(ctx.app, omar).post(`/api/profiles/${amina.id}/report`, { category: 'harassment', reason }))
        .statusCode,
    ).toBe(200)
    // She reports someone too, likes someone (a rate-limit counter under her id) and asks for a reset link.
    expect(
      (
        await as(ctx.app, amina).post(`/api/profiles/${yusuf.id}/report`, {
          category: 'harassment',
          reason: 'Rude from the start',
        })
      ).statusCode,
    ).toBe(200)
    expect((await as(ctx.app, amina).post(`/api/profiles/${bilal.id}/like`)).statusCode).toBe(200)
    const reset = await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: amina.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    expect(reset.statusCode).toBe(200)
    expect(outboxMailTo(amina.email)).toHaveLength(1)
    expect((await rowsNaming([amina.id, amina.email])).length).toBeGreaterThan(5)

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
    })
    expect(res.statusCode).toBe(200)

    expect(await rowsNaming([amina.id, amina.email])).toEqual([])
    expect(outboxMailTo(amina.email)).toEqual([])
    const kept = await ctx.db.select().from(profileReports).where(eq(profileReports.reason, reason))
    expect(kept).toEqual([
      expect.objectContaining({
        reporterId: omar.id,
        reportedId: null,
        reportedEmailHash: emailHash(ctx.config.authSecret, amina.email),
        reportedDeletedAt: ctx.clock.now(),
        reason,
      }),
    ])
    // The report she filed stays for the moderators, without her.
    const hers = await ctx.db
      .select()
      .from(profileReports)
      .where(eq(profileReports.reason, 'Rude from the start'))
    expect(hers).toEqual([expect.objectContaining({ reporterId: null, reportedId: yusuf.id })])

    // She signs up again with the same address (any case): the report is hers again.
    const back = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email: amina.email.toUpperCase(),
      password: 'another password 123',
      name: '',
      termsVersion: TERMS_VERSION,
    })
    expect(back.statusCode).toBe(200)
    const newId = back.json().user.id as string
    const cookie = String(back.headers['set-cookie']).split(';')[0]!
    expect((await createProfile(cookie)).statusCode).toBe(201)
    const [again] = await ctx.db.select().from(profileReports).where(eq(profileReports.reason, reason))
    expect(again?.reportedId).toBe(newId)
  })
})

describe('the retention job', () => {
  it('erases a profile closed for 2 years, not a day earlier, and never one that came back', async () => {
    const { amina, bilal } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    expect((await as(ctx.app, amina).post('/api/account/deactivate')).statusCode).toBe(200)
    expect((await as(ctx.app, bilal).post('/api/account/deactivate')).statusCode).toBe(200)
    // Bilal signs in again a month later: his profile is back and his clock is off.
    ctx.clock.advance(30 * DAY)
    expect(
      (await postJson(ctx.app, '/api/auth/sign-in/email', { email: bilal.email, password: bilal.password }))
        .statusCode,
    ).toBe(200)
    const [bilalRow] = await ctx.db.select().from(profiles).where(eq(profiles.id, bilal.id))
    expect(bilalRow).toMatchObject({ isActive: true, deactivatedAt: null })

    ctx.clock.advance(CLOSED_PROFILE_RETENTION_MS - 31 * DAY)
    expect((await ctx.app.scheduler.tick()).purged).toBe(0)
    expect(await ctx.db.select().from(users).where(eq(users.id, amina.id))).toHaveLength(1)

    ctx.clock.advance(2 * DAY)
    expect((await ctx.app.scheduler.tick()).purged).toBe(1)
    expect(await ctx.db.select().from(users).where(eq(users.id, amina.id))).toEqual([])
    expect(await rowsNaming([amina.id, amina.email])).toEqual([])
    expect(await ctx.db.select().from(users).where(eq(users.id, bilal.id))).toHaveLength(1)

    ctx.clock.advance(CLOSED_PROFILE_RETENTION_MS)
    expect((await ctx.app.scheduler.tick()).purged).toBe(0)
  })
})
