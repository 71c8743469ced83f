import {
  DEFAULT_DISCOVER_FILTERS,
  DISCOVER_PAGE_SIZE,
  type DiscoverCard,
  type DiscoverPage,
  FAITH_FIELDS,
  type FaithAnswers,
  type FaithField,
  type FaithFilters,
  PREFER_NOT_TO_SAY,
  rankByFit,
} from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { profileFaith } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { insertMembers, MANY_SIGN_UPS, type Member, signUpMember } from '../../test/liked-fixtures'
import { saveFaith } from '../profiles'
import { saveFilters } from './discover.repository'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

async function wholeFeed(member: Member): Promise<DiscoverCard[]> {
  const cards: DiscoverCard[] = []
  let cursor: string | null = null
  for (let page = 0; page < 100; page++) {
    const res = await member.get(`/api/discover${cursor ? `?cursor=${cursor}` : ''}`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as DiscoverPage
    cards.push(...body.profiles)
    cursor = body.nextCursor
    if (!cursor) return cards
  }
  throw new Error('the feed never ended')
}

/** Answers and filters written as the routes would, for members who never sign in. */
async function giveFaith(
  db: Db,
  id: string,
  answers: FaithAnswers,
  {
    shown = Object.keys(answers) as FaithField[],
    filters = {} as FaithFilters,
    country = 'United Kingdom',
    sex = 'female' as 'female' | 'male',
  } = {},
) {
  // Through the repositories, so the profile row's faith vector (decision 480) is written too.
  const now = new Date()
  await saveFaith(db, { id, sex }, { consent: true, answers, shown }, now)
  await saveFilters(db, id, { ...DEFAULT_DISCOVER_FILTERS, countries: [country], faith: filters }, now)
}

describe('Faith and family answers with consent', () => {
  let ctx: Ctx
  let yusuf: Member

  beforeAll(async () => {
    ctx = await buildTestApp(MANY_SIGN_UPS)
    yusuf = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
  })
  afterAll(() => ctx.app.close())

  it('saves nothing without consent, and records the consent date on the first save only', async () => {
    const answers = { prayer: 'fiveDaily', beard: 'trimmed', covering: 'hijab' }
    for (const body of [
      { answers, shown: [] },
      { consent: false, answers, shown: [] },
    ]) {
      const refused = await yusuf.put('/api/profile/faith', body)
      expect(refused.statusCode).toBe(400)
    }
    expect((await yusuf.get('/api/profile/faith')).json()).toEqual({
      consentAt: null,
      answers: {},
      shown: [],
    })

    const first = new Date('2026-05-01T09:00:00Z')
    ctx.clock.set(first)
    const saved = await yusuf.put('/api/profile/faith', {
      consent: true,
      answers,
      shown: ['prayer', 'covering'],
    })
    expect(saved.statusCode).toBe(200)
    // Covering is asked of women only: a man's answer to it is not kept.
    expect(saved.json()).toEqual({
      consentAt: first.toISOString(),
      answers: { prayer: 'fiveDaily', beard: 'trimmed' },
      shown: ['prayer'],
    })
    ctx.clock.set(new Date('2026-06-01T09:00:00Z'))
    const again = await yusuf.put('/api/profile/faith', {
      consent: true,
      answers: { sect: 'sunni' },
      shown: [],
    })
    expect(again.json()).toEqual({ consentAt: first.toISOString(), answers: { sect: 'sunni' }, shown: [] })
  })

  it('withdrawing consent deletes the answers and the faith filters together', async () => {
    await yusuf.put('/api/profile/faith', {
      consent: true,
      answers: { prayer: 'usually' },
      shown: ['prayer'],
    })
    const filters = { ...DEFAULT_DISCOVER_FILTERS, faith: { prayer: { values: ['fiveDaily'], must: true } } }
    expect((await yusuf.put('/api/discover/filters', filters)).statusCode).toBe(200)

    const res = await yusuf.del('/api/profile/faith/consent')
    expect(res.statusCode).toBe(200)
    expect(await ctx.db.select().from(profileFaith).where(eq(profileFaith.profileId, yusuf.id))).toEqual([])
    expect((await yusuf.get('/api/discover/filters')).json().faith).toBeUndefined()
    // Without consent, faith filters are refused and nothing changes.
    const refused = await yusuf.put('/api/discover/filters', filters)
    expect(refused.statusCode).toBe(400)
    expect((await yusuf.get('/api/discover/filters')).json().faith).toBeUndefined()
  })

  it('keeps no filter on what the other sex is never asked: a man filters on covering, not beard', async () => {
    await yusuf.put('/api/profile/faith', { consent: true, answers: { prayer: 'usually' }, shown: [] })
    const filters = {
      ...DEFAULT_DISCOVER_FILTERS,
      faith: {
        beard: { values: ['yes'], must: true },
        covering: { values: ['hijab'], must: false },
      },
    }
    const res = await yusuf.put('/api/discover/filters', filters)
    expect(res.statusCode).toBe(200)
    expect(res.json().faith).toEqual({ covering: { values: ['hijab'], must: false } })
    expect((await yusuf.get('/api/discover/filters')).json().faith).toEqual({
      covering: { values: ['hijab'], must: false },
    })
  })

  it('refuses unknown fields and values, and changes nothing', async () => {
    await yusuf.put('/api/profile/faith', { consent: true, answers: { sect: 'shia' }, shown: ['sect'] })
    for (const answers of [{ ethnicity: 'arab' }, { prayer: 'often' }, { languages: ['xx'] }]) {
      expect((await yusuf.put('/api/profile/faith', { consent: true, answers, shown: [] })).statusCode).toBe(
        400,
      )
    }
    expect((await yusuf.get('/api/profile/faith')).json().answers).toEqual({ sect: 'shia' })
  })
})

describe('Discover with faith filters: musts, wishes and mutual fit', () => {
  let ctx: Ctx
  let viewer: Member
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    ctx = await buildTestApp(MANY_SIGN_UPS)
    viewer = await signUpMember(ctx.app, ctx.db, { sex: 'male', country: 'Morocco' })
    await viewer.put('/api/profile/faith', {
      consent: true,
      answers: { sect: 'sunni', smoking: 'yes', marriageTimeline: 'withinYear' },
      shown: ['marriageTimeline'],
    })
    await viewer.put('/api/discover/filters', {
      ...DEFAULT_DISCOVER_FILTERS,
      countries: ['Morocco'],
      faith: {
        prayer: { values: ['fiveDaily'], must: true },
        marriageTimeline: { values: ['withinYear'], must: false },
      },
    })
    const names = [
      'newest, prays',
      'wish met',
      'mutual musts',
      'prays usually',
      'said nothing',
      'prefers not to say',
      'wants a non-smoker',
      'hides prayer',
    ]
    const created = await insertMembers(
      ctx.db,
      names.map((name, i) => ({
        name,
        country: 'Morocco',
        createdAt: new Date(Date.UTC(2026, 0, 20 - i)),
        lastActiveAt: new Date(Date.UTC(2026, 0, 20 - i)),
      })),
    )
    names.forEach((name, i) => {
      ids[name] = created[i]!
    })
    await giveFaith(ctx.db, ids['newest, prays']!, { prayer: 'fiveDaily' })
    await giveFaith(ctx.db, ids['wish met']!, { prayer: 'fiveDaily', marriageTimeline: 'withinYear' })
    await giveFaith(
      ctx.db,
      ids['mutual musts']!,
      { prayer: 'fiveDaily' },
      { filters: { sect: { values: ['sunni', 'shia'], must: true } } },
    )
    await giveFaith(ctx.db, ids['prays usually']!, { prayer: 'usually' })
    await giveFaith(ctx.db, ids['prefers not to say']!, { prayer: PREFER_NOT_TO_SAY })
    await giveFaith(
      ctx.db,
      ids['wants a non-smoker']!,
      { prayer: 'fiveDaily' },
      { filters: { smoking: { values: ['no'], must: true } } },
    )
    await giveFaith(
      ctx.db,
      ids['hides prayer']!,
      { prayer: 'fiveDaily', marriageTimeline: 'withinYear', sect: 'shia' },
      { shown: ['marriageTimeline'] },
    )
  })
  afterAll(() => ctx.app.close())

  it('never shows anyone outside a must, on either side, and puts mutual fit first', async () => {
    const feed = await wholeFeed(viewer)
    const name = Object.fromEntries(Object.entries(ids).map(([n, id]) => [id, n]))
    expect(feed.map((c) => name[c.id])).toEqual(['mutual musts', 'wish met', 'hides prayer', 'newest, prays'])
    expect(feed.map((c) => c.why)).toEqual([
      { mutualMusts: true, sharedWishes: 0 },
      { mutualMusts: false, sharedWishes: 1 },
      { mutualMusts: false, sharedWishes: 1 },
      { mutualMusts: false, sharedWishes: 0 },
    ])
  })

  it('keeps every answer a member hides on the server, even as a thing in common', async () => {
    const res = await viewer.get('/api/discover')
    const card = (res.json() as DiscoverPage).profiles.find((c) => c.id === ids['hides prayer'])!
    expect(card.faith).toEqual({ marriageTimeline: 'withinYear' })
    expect(card.shared).toEqual([{ field: 'marriageTimeline', value: 'withinYear' }])
    expect(res.body).not.toContain('shia')
    // The viewer hides their sect and smoking: nobody's card names them either.
    const wishMet = (res.json() as DiscoverPage).profiles.find((c) => c.id === ids['wish met'])!
    expect(wishMet.shared).toEqual([{ field: 'marriageTimeline', value: 'withinYear' }])
    expect(wishMet.faith).toEqual({ prayer: 'fiveDaily', marriageTimeline: 'withinYear' })
  })

  it('the profile dialog (Liked, chat) shows only the shown answers too', async () => {
    const res = await viewer.get(`/api/profiles/${ids['hides prayer']}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      faith: { marriageTimeline: 'withinYear' },
      shared: [{ field: 'marriageTimeline', value: 'withinYear' }],
    })
    expect(res.body).not.toContain('shia')
    expect(res.body).not.toContain('fiveDaily')
  })

  it('pages through the fit order with its keyset cursor, as the domain ranks it', async () => {
    // The pin between the SQL copy and `rankByFit`: random members, more than a page of them.
    const FIELDS = ['sect', 'prayer', 'marriageTimeline', 'wantsChildren', 'languages'] as const
    const LANGS = ['ar', 'en', 'ur'] as const
    const pick = (f: FaithField) => (f === 'languages' ? LANGS : FAITH_FIELDS[f])
    const answerArb = (f: FaithField) =>
      f === 'languages'
        ? fc.oneof(
            fc.uniqueArray(fc.constantFrom(...LANGS), { minLength: 1 }),
            fc.constant(PREFER_NOT_TO_SAY),
          )
        : fc.constantFrom(...pick(f), PREFER_NOT_TO_SAY)
    const answersArb = fc.record(Object.fromEntries(FIELDS.map((f) => [f, answerArb(f)])), {
      requiredKeys: [],
    }) as fc.Arbitrary<FaithAnswers>
    const filtersArb = fc.record(
      Object.fromEntries(
        FIELDS.map((f) => [
          f,
          fc.record({
            values: fc.uniqueArray(fc.constantFrom(...pick(f)), { minLength: 1 }),
            // Mostly wishes, so more than a page fits and the cursor is exercised.
            must: fc.oneof(
              { weight: 1, arbitrary: fc.constant(true) },
              { weight: 6, arbitrary: fc.constant(false) },
            ),
          }),
        ]),
      ),
      { requiredKeys: [] },
    ) as fc.Arbitrary<FaithFilters>
    const member = fc.record({ answers: answersArb, filters: filtersArb })

    let longest = 0
    for (const [run, seed] of [1, 2, 3].entries()) {
      const country = ['Egypt', 'Turkey', 'Indonesia'][run]!
      // fast-check may build objects without a prototype; the rows want plain JSON.
      const [me, ...women] = JSON.parse(JSON.stringify(fc.sample(member, { numRuns: 41, seed }))) as {
        answers: FaithAnswers
        filters: FaithFilters
      }[]
      const man = await signUpMember(ctx.app, ctx.db, { sex: 'male', country })
      await giveFaith(ctx.db, man.id, me!.answers, { filters: me!.filters, country, sex: 'male' })
      const womenIds = await insertMembers(
        ctx.db,
        // Activity in another order than creation: the tie-break after wishes is the last activity
        // (decision 481), not the newest profile. 7 and 40 share no factor: 40 distinct minutes.
        women.map((_, i) => ({
          country,
          createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
          lastActiveAt: new Date(Date.UTC(2026, 2, 1, 0, (i * 7) % 40)),
        })),
      )
      for (const [i, w] of women.entries())
        await giveFaith(ctx.db, womenIds[i]!, w.answers, { filters: w.filters, country: 'Morocco' })
      const expected = rankByFit(
        me!,
        women.map((w, i) => ({ ...w, id: womenIds[i]!, activeAt: Date.UTC(2026, 2, 1, 0, (i * 7) % 40) })),
      )
      const served = ctx.app.fitCopy.stats.served
      const feed = await wholeFeed(man)
      expect(feed.map((c) => c.id)).toEqual(expected.map((c) => c.id))
      // Every page came from the in-memory copy (decision 550), so the rule holds through it too.
      expect(ctx.app.fitCopy.stats.served - served).toBe(
        Math.max(1, Math.ceil(feed.length / DISCOVER_PAGE_SIZE)),
      )
      expect(feed.map((c) => c.why)).toEqual(expected.map((c) => c.fit))
      longest = Math.max(longest, feed.length)
    }
    // At least one run crossed pages, so the keyset cursor over the fit order was walked.
    expect(longest).toBeGreaterThan(DISCOVER_PAGE_SIZE)
  })
})
