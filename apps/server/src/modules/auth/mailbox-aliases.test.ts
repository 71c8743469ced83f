import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TERMS_VERSION } from '@mithaq/domain'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setRole } from '../../cli/set-role'
import { profileReports, users } from '../../db/schema'
import { canonicalEmail } from '../../lib/email-address'
import { postJson, signUp } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { insertProfile } from '../../test/factories'
import { openTestDatabase } from '../../test/test-database'
import { as, createFundedUser } from '../matches/matches.test-helpers'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
const PASSWORD = 'quiet-olive-42'

const signUpAs = (ctx: Ctx, email: string) =>
  postJson(ctx.app, '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: '',
    termsVersion: TERMS_VERSION,
  })

/** A member with a profile, signed up under exactly this address. */
async function member(ctx: Ctx, email: string, sex: 'male' | 'female') {
  const user = await signUp(ctx.app, email)
  await insertProfile(ctx.db, user.id, { sex })
  return user
}

/** Issue 28, item 6: a banned address came back as `omar.khan+2@gmail.com` and the like. */
describe('a ban holds against other spellings of the same mailbox', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
  })
  afterAll(() => ctx.app.close())

  /** Someone reports `email`'s member and a moderator bans them. */
  async function ban(email: string) {
    const banned = await member(ctx, email, 'male')
    const reporter = await createFundedUser(ctx.app, ctx.db, 0, { sex: 'female' })
    const mod = await createFundedUser(ctx.app, ctx.db, 0, { sex: 'male' })
    await setRole(ctx.db, mod.email, 'moderator')
    const reported = await as(ctx.app, reporter).post(`/api/profiles/${banned.id}/report`, {
      category: 'scam',
      reason: 'He asked me for money twice',
    })
    expect(reported.statusCode).toBe(200)
    const [report] = await ctx.db
      .select({ id: profileReports.id })
      .from(profileReports)
      .where(eq(profileReports.reportedId, banned.id))
    const acted = await as(ctx.app, mod).post(`/api/moderation/reports/${report!.id}/actions`, {
      action: 'ban',
      reason: 'Scamming members',
    })
    expect(acted.statusCode).toBe(200)
    return banned
  }

  it('refuses the look-alikes of a banned Gmail address, before and after the account is erased', async () => {
    const omar = await ban('omar.khan@gmail.com')
    const lookAlikes = [
      'omar.khan+2@gmail.com',
      'omarkhan@gmail.com',
      'o.m.a.r.k.h.a.n@gmail.com',
      'omar.khan@googlemail.com',
    ]
    for (const email of lookAlikes) {
      const res = await signUpAs(ctx, email)
      expect([email, res.statusCode, res.json().code]).toEqual([email, 403, 'ACCOUNT_RESTRICTED'])
    }
    await ctx.app.account.delete(omar.id)
    for (const email of [...lookAlikes, 'OmarKhan+again@Gmail.com']) {
      const res = await signUpAs(ctx, email)
      expect([email, res.statusCode]).toEqual([email, 403])
    }
    expect(await ctx.db.select().from(users).where(inArray(users.email, lookAlikes))).toEqual([])
  })

  it('refuses a plus-tag at a provider that delivers it, and lets other people in', async () => {
    await ban('bilal@outlook.com')
    expect((await signUpAs(ctx, 'bilal+new@outlook.com')).statusCode).toBe(403)
    // Someone else's mailboxes: dots count outside Gmail, plus-tags count at unknown domains.
    expect((await signUpAs(ctx, 'b.ilal@outlook.com')).statusCode).toBe(200)
    await ban('yusuf@example.org')
    expect((await signUpAs(ctx, 'yusuf+2@example.org')).statusCode).toBe(200)
    expect((await signUpAs(ctx, 'yusuf.2@gmail.com')).statusCode).toBe(200)
  })

  it('still refuses an address banned before this rule, whose hash was of the address as typed', async () => {
    // A ban kept by the old code: the keyed hash of `khalid.m@gmail.com`, lowercased, not canonical.
    const { emailHash } = await import('../../lib/email-hash')
    const { bannedEmails } = await import('../../db/schema')
    await ctx.db
      .insert(bannedEmails)
      .values({ emailHash: emailHash(ctx.config.authSecret, 'khalid.m@gmail.com') })
    expect((await signUpAs(ctx, 'Khalid.M@gmail.com')).statusCode).toBe(403)
  })
})

/** One account per mailbox: the look-alike is answered as a taken address is (422 EMAIL_TAKEN, as in auth.test.ts). */
describe('one account per mailbox', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
  })
  afterAll(() => ctx.app.close())

  it('answers a second spelling of a registered Gmail mailbox as a taken address and writes nothing', async () => {
    await signUp(ctx.app, 'sara.ahmed@gmail.com')
    for (const email of ['saraahmed@gmail.com', 'sara.ahmed+2@googlemail.com', 'S.A.R.A.ahmed@gmail.com']) {
      const res = await signUpAs(ctx, email)
      expect([email, res.statusCode, res.json().code]).toEqual([email, 422, 'EMAIL_TAKEN'])
    }
    const rows = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.emailCanonical, 'saraahmed@gmail.com'))
    expect(rows).toEqual([{ email: 'sara.ahmed@gmail.com' }])
  })

  it('lets a different person sign up where only the spelling rules of another provider would merge them', async () => {
    await signUp(ctx.app, 'hana@outlook.com')
    expect((await signUpAs(ctx, 'hana+x@outlook.com')).statusCode).toBe(422)
    expect((await signUpAs(ctx, 'h.ana@outlook.com')).statusCode).toBe(200)
    await signUp(ctx.app, 'hana@company.example')
    expect((await signUpAs(ctx, 'hana+team@company.example')).statusCode).toBe(200)
  })

  it('with e-mail confirmation on, answers as for a new address and tells the owner', async () => {
    const confirming = await buildTestApp({
      config: { signUpRateLimit: 10_000, requireEmailConfirmation: true },
    })
    try {
      await postJson(confirming.app, '/api/auth/sign-up/email', {
        email: 'maryam.ali@gmail.com',
        password: PASSWORD,
        name: '',
        termsVersion: TERMS_VERSION,
      })
      const fresh = await postJson(confirming.app, '/api/auth/sign-up/email', {
        email: 'someone.new@gmail.com',
        password: PASSWORD,
        name: '',
        termsVersion: TERMS_VERSION,
      })
      const alias = await postJson(confirming.app, '/api/auth/sign-up/email', {
        email: 'maryamali+2@gmail.com',
        password: PASSWORD,
        name: '',
        termsVersion: TERMS_VERSION,
      })
      expect(alias.statusCode).toBe(fresh.statusCode)
      expect(alias.json()).toEqual(fresh.json())
      const toOwner = confirming.mailer.sent.filter((m) => m.to === 'maryam.ali@gmail.com')
      expect(toOwner.map((m) => m.subject)).toContain(
        'Someone tried to create a Mithaq account with your email',
      )
      expect(confirming.mailer.sent.some((m) => m.to === 'maryamali+2@gmail.com')).toBe(false)
      const rows = await confirming.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.emailCanonical, 'maryamali@gmail.com'))
      expect(rows).toHaveLength(1)
    } finally {
      await confirming.app.close()
    }
  })

  it('refuses a ward naming her own mailbox under another spelling as her guardian', async () => {
    const aisha = await member(ctx, 'aisha.rahman@gmail.com', 'female')
    const put = (email: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/guardian',
        headers: { cookie: aisha.cookie, origin: TEST_ORIGIN },
        payload: { email },
      })
    for (const email of ['aisharahman+wali@googlemail.com', 'a.i.s.h.a.rahman@gmail.com']) {
      const res = await put(email)
      expect([email, res.statusCode, res.json().code]).toEqual([email, 400, 'VALIDATION_FAILED'])
    }
    // Her father's own Gmail mailbox is someone else's.
    expect((await put('aisha.rahman.father@gmail.com')).statusCode).toBe(200)
  })
})

describe('the migration that added users.email_canonical', () => {
  // A database of its own, migrated from scratch: slow on a busy machine.
  it('writes the accounts that existed as the server does, the oldest keeping a shared mailbox', {
    timeout: 120_000,
  }, async () => {
    const database = await openTestDatabase()
    try {
      const { db } = database
      const typed = [
        'Omar.Khan+2@GMAIL.com',
        'zaid@googlemail.com',
        'amina+x@outlook.com',
        'o.mar@outlook.com',
        'sales+eu@company.example',
        'no-at-sign',
      ]
      const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes))
      await db.insert(users).values(typed.map((email, i) => ({ email, createdAt: at(i + 1) })))
      // Two accounts that shared a mailbox before the rule: the older one keeps it.
      await db.insert(users).values([
        { email: 'farah.s@gmail.com', createdAt: at(30) },
        { email: 'farahs@gmail.com', createdAt: at(20) },
      ])
      const migration = readFileSync(
        join(__dirname, '../../db/migrations/0016_rate_limits_of_our_own_and_one_account_per_mailbox.sql'),
        'utf8',
      )
      const update = migration.slice(
        migration.indexOf('UPDATE "users"'),
        migration.indexOf(';--> statement-breakpoint', migration.indexOf('UPDATE "users"')),
      )
      await db.execute(sql.raw(update))
      const rows = await db.select({ email: users.email, canonical: users.emailCanonical }).from(users)
      const byEmail = Object.fromEntries(rows.map((r) => [r.email, r.canonical]))
      for (const email of typed) expect([email, byEmail[email]]).toEqual([email, canonicalEmail(email)])
      expect(byEmail['farahs@gmail.com']).toBe('farahs@gmail.com')
      expect(byEmail['farah.s@gmail.com']).toBeNull()
    } finally {
      await database.close()
    }
  })
})
