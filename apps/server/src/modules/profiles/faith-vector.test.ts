import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_DISCOVER_FILTERS, FAITH_FIELDS, type FaithAnswers, type FaithFilters } from '@mithaq/domain'
import { eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles } from '../../db/schema'
import { ACTIVITY_WRITE_EVERY_MS } from '../../plugins/profile'
import { buildTestApp } from '../../test/build-test-app'
import { insertMembers, signUpMember } from '../../test/liked-fixtures'
import { saveFilters } from '../discover/discover.repository'
import { faithVectorBackfillSql } from './faith.writes'
import { saveFaith } from './index'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.app.close())

const vectorOf = async (ids: string[]) =>
  (
    await ctx.db
      .select({
        id: profiles.id,
        codes: profiles.faithCodes,
        mustExcluded: profiles.faithMustExcluded,
        mustLanguages: profiles.faithMustLanguages,
        wishValues: profiles.faithWishValues,
        wishLanguages: profiles.faithWishLanguages,
      })
      .from(profiles)
      .where(inArray(profiles.id, ids))
      .orderBy(profiles.id)
  ).map((r) => ({ ...r, codes: [...(r.codes ?? [])].sort((a, b) => a - b) }))

describe('the faith vector on the profile row (decision 480)', () => {
  it('the migration ran the backfill text the code gives today', () => {
    const dir = join(__dirname, '../../db/migrations')
    const file = readdirSync(dir).find((f) => f.includes('faith_vectors_and_activity'))!
    const migration = readFileSync(join(dir, file), 'utf8').replaceAll('--> statement-breakpoint\n', '')
    for (const statement of faithVectorBackfillSql().split(';\n')) expect(migration).toContain(statement)
  })

  it('is the same whether written with the answers and filters or derived in SQL from them', async () => {
    const LANGS = ['ar', 'en', 'ur', 'fr'] as const
    const single = ['sect', 'prayer', 'covering', 'smoking', 'marriageTimeline'] as const
    const answers = fc.record(
      {
        ...Object.fromEntries(single.map((f) => [f, fc.constantFrom(...FAITH_FIELDS[f], 'preferNotToSay')])),
        languages: fc.oneof(
          fc.uniqueArray(fc.constantFrom(...LANGS), { minLength: 1 }),
          fc.constant('preferNotToSay'),
        ),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<FaithAnswers>
    const filter = (values: readonly string[]) =>
      fc.record({ values: fc.uniqueArray(fc.constantFrom(...values), { minLength: 1 }), must: fc.boolean() })
    const filters = fc.record(
      { ...Object.fromEntries(single.map((f) => [f, filter(FAITH_FIELDS[f])])), languages: filter(LANGS) },
      { requiredKeys: [] },
    ) as fc.Arbitrary<FaithFilters>
    const members = JSON.parse(
      JSON.stringify(
        fc.sample(fc.record({ answers, filters, sex: fc.constantFrom('female', 'male') }), {
          numRuns: 30,
          seed: 7,
        }),
      ),
    ) as { answers: FaithAnswers; filters: FaithFilters; sex: 'female' | 'male' }[]
    const ids = await insertMembers(
      ctx.db,
      members.map((m) => ({ sex: m.sex })),
    )
    const now = new Date()
    for (const [i, m] of members.entries()) {
      await saveFaith(
        ctx.db,
        { id: ids[i]!, sex: m.sex },
        { consent: true, answers: m.answers, shown: [] },
        now,
      )
      await saveFilters(ctx.db, ids[i]!, { ...DEFAULT_DISCOVER_FILTERS, faith: m.filters }, now)
    }
    const written = await vectorOf(ids)
    expect(written.some((v) => v.codes.length > 0 && v.mustExcluded !== 0n && v.wishValues !== 0n)).toBe(true)
    await ctx.db
      .update(profiles)
      .set({
        faithCodes: null,
        faithMustExcluded: 0n,
        faithMustLanguages: 0n,
        faithWishValues: 0n,
        faithWishLanguages: 0n,
      })
      .where(inArray(profiles.id, ids))
    for (const statement of faithVectorBackfillSql().split(';\n')) await ctx.db.execute(sql.raw(statement))
    expect(await vectorOf(ids)).toEqual(written)
  })
})

describe('the last activity (decision 481)', () => {
  it('is written at most once every few minutes, and never leaves in another member’s card', async () => {
    const member = await signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Maryam' })
    const start = new Date(ctx.clock.now().getTime() - 60 * 60_000)
    await ctx.db.update(profiles).set({ lastActiveAt: start }).where(eq(profiles.id, member.id))
    const activeAt = async () =>
      (
        await ctx.db.select({ at: profiles.lastActiveAt }).from(profiles).where(eq(profiles.id, member.id))
      )[0]!.at

    expect((await member.get('/api/profile')).statusCode).toBe(200)
    const first = await activeAt()
    expect(first.getTime()).toBe(ctx.clock.now().getTime())
    ctx.clock.advance(ACTIVITY_WRITE_EVERY_MS - 1000)
    await member.get('/api/profile')
    expect(await activeAt()).toEqual(first)
    ctx.clock.advance(2000)
    await member.get('/api/profile')
    expect((await activeAt()).getTime()).toBe(ctx.clock.now().getTime())

    const viewer = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
    const card = await viewer.get(`/api/profiles/${member.id}`)
    expect(card.statusCode).toBe(200)
    expect(card.body).not.toMatch(/active/i)
  })
})

describe("Discover's once-only faith offer (decision 482)", () => {
  it('is remembered on the account, and saving the answers answers it too', async () => {
    const member = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    expect((await member.get('/api/profile')).json()).toMatchObject({ faithOfferAnswered: false })
    expect((await member.post('/api/profile/faith/offer-answered', {})).json()).toEqual({
      faithOfferAnswered: true,
    })
    expect((await member.get('/api/profile')).json()).toMatchObject({ faithOfferAnswered: true })

    const other = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
    const saved = await other.put('/api/profile/faith', {
      consent: true,
      answers: { prayer: 'fiveDaily' },
      shown: [],
    })
    expect(saved.statusCode).toBe(200)
    expect((await other.get('/api/profile')).json()).toMatchObject({ faithOfferAnswered: true })
  })
})
