import { DISCOVER_PAGE_SIZE, type DiscoverPage } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  blockedProfiles,
  discoveryFilters,
  favoritedProfiles,
  profileActions,
  profilePictures,
} from '../../db/schema'
import { signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/build-test-app'
import {
  insertMember,
  insertMembers,
  MANY_SIGN_UPS,
  type Member,
  memberClient,
  signUpMember,
} from '../../test/liked-fixtures'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

/** Counts the statements the app sends from now on: calls to the driver (PGlite, or pg's pool). */
function countStatements(db: Ctx['db']) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const query = client.query
  let count = 0
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1
    return query.apply(this, args)
  }
  return {
    count: () => count,
    stop: () => {
      client.query = query
    },
  }
}

/** Every card the member's feed gives, page after page, in order. */
async function wholeFeed(member: Member): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | null = null
  for (let page = 0; page < 100; page++) {
    const res = await member.get(`/api/discover${cursor ? `?cursor=${cursor}` : ''}`)
    expect(res.statusCode).toBe(200)
    const body = res.json() as DiscoverPage
    expect(body.profiles.length).toBeLessThanOrEqual(DISCOVER_PAGE_SIZE)
    ids.push(...body.profiles.map((p) => p.id))
    cursor = body.nextCursor
    if (!cursor) return ids
  }
  throw new Error('the feed never ended')
}

describe('who appears in the discovery feed', () => {
  let ctx: Ctx
  let viewer: Member
  let feed: string[]
  let feedPage: DiscoverPage
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    ctx = await buildTestApp(MANY_SIGN_UPS)
    viewer = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
    const db = ctx.db
    ids['an active woman'] = await insertMember(db, { name: 'Amina', birthday: '1996-04-12' })
    ids['a man'] = await insertMember(db, { sex: 'male' })
    ids['an inactive woman'] = await insertMember(db, { isActive: false })
    ids['a woman I liked'] = await insertMember(db)
    ids['a woman I passed'] = await insertMember(db)
    ids['a woman I marked as seen'] = await insertMember(db)
    ids['a woman I blocked'] = await insertMember(db)
    ids['a woman who blocked me'] = await insertMember(db)
    ids['a woman who liked me'] = await insertMember(db)
    ids['a woman I favorited'] = await insertMember(db)
    ids['a woman another man passed'] = await insertMember(db)
    ids.myself = viewer.id
    const other = await insertMember(db, { sex: 'male' })

    await db.insert(profileActions).values([
      { fromProfileId: viewer.id, toProfileId: ids['a woman I liked']!, action: 'like' },
      { fromProfileId: viewer.id, toProfileId: ids['a woman I passed']!, action: 'pass' },
      { fromProfileId: viewer.id, toProfileId: ids['a woman I marked as seen']!, action: 'seen' },
      { fromProfileId: ids['a woman who liked me']!, toProfileId: viewer.id, action: 'like' },
      { fromProfileId: other, toProfileId: ids['a woman another man passed']!, action: 'pass' },
    ])
    await db.insert(blockedProfiles).values([
      { blockerId: viewer.id, blockedId: ids['a woman I blocked']! },
      { blockerId: ids['a woman who blocked me']!, blockedId: viewer.id },
    ])
    await db.insert(favoritedProfiles).values({ userId: viewer.id, favoritedId: ids['a woman I favorited']! })
    await db.insert(profilePictures).values([
      { profileId: ids['an active woman']!, storagePath: 'second.webp', position: 1 },
      { profileId: ids['an active woman']!, storagePath: 'first.webp', position: 0 },
    ])
    ctx.clock.set(new Date('2026-06-15T12:00:00Z'))
    feed = await wholeFeed(viewer)
    feedPage = (await viewer.get('/api/discover')).json()
  })
  afterAll(() => ctx.app.close())

  it.each([
    ['an active woman', true, true],
    ['a woman who liked me', true, true],
    ['a woman I favorited', true, true],
    ['a woman another man passed', true, true],
    ['a man', false, false],
    ['an inactive woman', false, false],
    ['myself', false, false],
    ['a woman I liked', false, true],
    ['a woman I passed', false, true],
    ['a woman I marked as seen', false, true],
    ['a woman I blocked', false, false],
    ['a woman who blocked me', false, false],
  ])('%s: in the feed %s, openable by id %s', async (name, inFeed, openable) => {
    expect(feed.includes(ids[name]!)).toBe(inFeed)
    const res = await viewer.get(`/api/profiles/${ids[name]}`)
    expect(res.statusCode).toBe(openable ? 200 : 404)
    if (!openable) expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' })
  })

  it('shows each card once', () => {
    expect(new Set(feed).size).toBe(feed.length)
  })

  it('gives a card the public profile, the age on the clock’s day and the pictures in order', () => {
    const card = feedPage.profiles.find((p) => p.id === ids['an active woman'])
    expect(card).toEqual({
      id: ids['an active woman'],
      isDemo: false,
      isVerified: false,
      picturesBlurred: false,
      name: 'Amina',
      sex: 'female',
      age: 30,
      location: { country: 'United Kingdom', city: 'London' },
      aboutMe: 'I love reading and long walks.',
      education: 'BSc',
      occupation: 'Engineer',
      nationality: ['United Kingdom'],
      height: 165,
      maritalStatus: 'Never Married',
      // Links signed for the viewer (decision 210).
      pictures: [
        ctx.app.mediaUrls.sign('first.webp', viewer.id),
        ctx.app.mediaUrls.sign('second.webp', viewer.id),
      ],
      isFavorited: false,
      likedMe: false,
      // Neither said anything about faith (decision 410).
      faith: {},
      shared: [],
      why: { mutualMusts: false, sharedWishes: 0 },
    })
    expect(feedPage.profiles.find((p) => p.id === ids['a woman I favorited'])?.isFavorited).toBe(true)
  })

  it('says on the card of someone who liked me that a like now makes a match (decision 180)', () => {
    expect(feedPage.profiles.find((p) => p.id === ids['a woman who liked me'])?.likedMe).toBe(true)
    expect(feedPage.profiles.filter((p) => p.likedMe).map((p) => p.id)).toEqual([ids['a woman who liked me']])
  })

  it('shows a woman her feed of men, by the same rules', async () => {
    const woman = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    const womansFeed = await wholeFeed(woman)
    expect(womansFeed).toContain(viewer.id)
    expect(womansFeed).toContain(ids['a man'])
    expect(womansFeed).not.toContain(ids['an active woman'])
  })

  it('answers 401 without a session and 403 before the profile is finished', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/discover' })).statusCode).toBe(401)
    const newcomer = await signUp(ctx.app)
    const res = await memberClient(ctx.app, newcomer.cookie).get('/api/discover')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Please complete your profile first' })
  })

  it('refuses a cursor it did not make', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const cursors = [
      'nonsense',
      forged(['x', 'y']),
      forged(['1', 'y']),
      forged([1, 'y']),
      forged(['2026-02-30 10:00:00+00', 'y']),
      forged(['2026-01-01 24:00:00+00', 'y']),
    ]
    for (const cursor of cursors) {
      const res = await viewer.get(`/api/discover?cursor=${cursor}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
  })
})

describe('discovery filters at their bounds', () => {
  let ctx: Ctx
  let viewer: Member
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    ctx = await buildTestApp(MANY_SIGN_UPS)
    // Ages are counted on this day: 18 exactly means born on 15 June 2008.
    ctx.clock.set(new Date('2026-06-15T12:00:00Z'))
    viewer = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
    const [age17, age18, age80, age81, h130, h200, egypt, malaysia] = await insertMembers(ctx.db, [
      { birthday: '2008-06-16' },
      { birthday: '2008-06-15' },
      { birthday: '1945-06-16' },
      { birthday: '1945-06-15' },
      { height: 130 },
      { height: 200 },
      { country: 'Egypt' },
      { country: 'Malaysia' },
    ])
    Object.assign(ids, { age17, age18, age80, age81, h130, h200, egypt, malaysia })
  })
  afterAll(() => ctx.app.close())

  const feedWith = async (filters: object) => {
    const saved = await viewer.put('/api/discover/filters', {
      ageRange: [18, 80],
      heightRange: [130, 200],
      countries: [],
      ...filters,
    })
    expect(saved.statusCode).toBe(200)
    return wholeFeed(viewer)
  }

  it.each([
    ['the defaults', {}, ['age18', 'age80', 'h130', 'h200', 'egypt', 'malaysia'], ['age17', 'age81']],
    ['age exactly 18', { ageRange: [18, 18] }, ['age18'], ['age17', 'age80', 'h130', 'egypt']],
    ['age exactly 80', { ageRange: [80, 80] }, ['age80'], ['age81', 'age18', 'h200']],
    ['ages 19 to 79', { ageRange: [19, 79] }, ['h130', 'egypt'], ['age18', 'age80']],
    ['height exactly 130', { heightRange: [130, 130] }, ['h130'], ['h200', 'egypt']],
    ['height exactly 200', { heightRange: [200, 200] }, ['h200'], ['h130', 'malaysia']],
    ['heights 131 to 199', { heightRange: [131, 199] }, ['egypt', 'age18'], ['h130', 'h200']],
    ['one country', { countries: ['Egypt'] }, ['egypt'], ['malaysia', 'h130', 'age18']],
    ['two countries', { countries: ['Egypt', 'Malaysia'] }, ['egypt', 'malaysia'], ['h200']],
  ])(
    'with %s, the feed holds exactly the profiles inside the bounds',
    async (_, filters, inside, outside) => {
      const feed = await feedWith(filters)
      for (const key of inside) expect(feed, key).toContain(ids[key])
      for (const key of outside) expect(feed, key).not.toContain(ids[key])
    },
  )

  it('gives the defaults before anything is saved', async () => {
    const newcomer = await signUpMember(ctx.app, ctx.db)
    const res = await newcomer.get('/api/discover/filters')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ageRange: [18, 80], heightRange: [130, 200], countries: [] })
  })

  it('saves filters per user and gives them back', async () => {
    const a = await signUpMember(ctx.app, ctx.db)
    const b = await signUpMember(ctx.app, ctx.db)
    const filters = { ageRange: [25, 35], heightRange: [150, 180], countries: ['Egypt', 'Egypt', 'Jordan'] }
    const saved = await a.put('/api/discover/filters', filters)
    expect(saved.json()).toEqual({
      ageRange: [25, 35],
      heightRange: [150, 180],
      countries: ['Egypt', 'Jordan'],
      verifiedOnly: false,
    })
    expect((await a.get('/api/discover/filters')).json()).toEqual(saved.json())
    expect((await b.get('/api/discover/filters')).json().ageRange).toEqual([18, 80])
  })

  it.each([
    ['an age under 18', { ageRange: [17, 30] }, 'Age must be between 18 and 80'],
    ['an age over 80', { ageRange: [30, 81] }, 'Age must be between 18 and 80'],
    ['a height under 130', { heightRange: [129, 150] }, 'Height must be between 130cm and 200cm'],
    ['a height over 200', { heightRange: [150, 201] }, 'Height must be between 130cm and 200cm'],
    ['a range upside down', { ageRange: [40, 30] }, 'The minimum cannot be greater than the maximum'],
  ])('refuses %s with a 400 and keeps the saved filters', async (_, bad, message) => {
    const member = await signUpMember(ctx.app, ctx.db)
    await member.put('/api/discover/filters', { ageRange: [20, 30], heightRange: [130, 200], countries: [] })
    const res = await member.put('/api/discover/filters', {
      ageRange: [18, 80],
      heightRange: [130, 200],
      countries: [],
      ...bad,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message })
    const [row] = await ctx.db
      .select()
      .from(discoveryFilters)
      .where(eq(discoveryFilters.profileId, member.id))
    expect([row?.ageMin, row?.ageMax]).toEqual([20, 30])
  })
})

describe('paging through the feed', () => {
  let ctx: Ctx
  let eligible: string[]

  beforeAll(async () => {
    ctx = await buildTestApp(MANY_SIGN_UPS)
    // 23 rows from one statement share one created_at, so the id must break the ties.
    const batch = await insertMembers(
      ctx.db,
      Array.from({ length: 23 }, (_, i) => ({ name: `Batch ${i}` })),
    )
    const later: string[] = []
    for (let i = 0; i < 4; i++) later.push(await insertMember(ctx.db, { name: `Later ${i}` }))
    await insertMembers(ctx.db, [{ sex: 'male' }, { isActive: false }])
    eligible = [...batch, ...later]
  })
  afterAll(() => ctx.app.close())

  it('gives every eligible profile exactly once, newest first, and then says there is no more', async () => {
    const viewer = await signUpMember(ctx.app, ctx.db)
    const feed = await wholeFeed(viewer)
    expect(feed).toHaveLength(eligible.length)
    expect(new Set(feed)).toEqual(new Set(eligible))
    expect(feed.slice(0, 4).sort()).toEqual(eligible.slice(23).sort())
  })

  it('skips nobody when the cards of a page are liked and passed before the next page is asked for', async () => {
    const viewer = await signUpMember(ctx.app, ctx.db)
    const seen: string[] = []
    let cursor: string | null = null
    let round = 0
    do {
      const page: DiscoverPage = (
        await viewer.get(`/api/discover${cursor ? `?cursor=${cursor}` : ''}`)
      ).json()
      for (const card of page.profiles) {
        seen.push(card.id)
        const action = round++ % 2 === 0 ? 'like' : 'pass'
        expect((await viewer.post(`/api/profiles/${card.id}/${action}`)).statusCode).toBe(200)
      }
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toHaveLength(eligible.length)
    expect(new Set(seen)).toEqual(new Set(eligible))
  })

  it('reads a page in three statements: the profile, the settings with the run, the cards with their pictures and faith', async () => {
    const viewer = await signUpMember(ctx.app, ctx.db)
    // The first request caches the session and writes the member's activity: neither comes again soon.
    const first: DiscoverPage = (await viewer.get('/api/discover')).json()
    const statements = countStatements(ctx.db)
    try {
      const page: DiscoverPage = (await viewer.get(`/api/discover?cursor=${first.nextCursor}`)).json()
      expect(page.profiles).toHaveLength(DISCOVER_PAGE_SIZE)
      expect(page.nextCursor).not.toBeNull()
      expect(statements.count()).toBe(3)
    } finally {
      statements.stop()
    }
  })

  it('sends a page asked again, with nothing changed, as it was, without a statement (decision 600)', async () => {
    const viewer = await signUpMember(ctx.app, ctx.db)
    const first = await viewer.get('/api/discover')
    const statements = countStatements(ctx.db)
    try {
      const again = await viewer.get('/api/discover')
      expect(again.statusCode).toBe(200)
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(again.body).toBe(first.body)
      expect(statements.count()).toBe(0)
    } finally {
      statements.stop()
    }
  })

  it('starts over from the first card without the liked and passed ones', async () => {
    const viewer = await signUpMember(ctx.app, ctx.db)
    const first: DiscoverPage = (await viewer.get('/api/discover')).json()
    const [liked, passed, ...rest] = first.profiles
    await viewer.post(`/api/profiles/${liked!.id}/like`)
    await viewer.post(`/api/profiles/${passed!.id}/pass`)
    await viewer.get(`/api/discover?cursor=${first.nextCursor}`)

    const again: DiscoverPage = (await viewer.get('/api/discover')).json()
    const againIds = again.profiles.map((p) => p.id)
    expect(againIds).not.toContain(liked!.id)
    expect(againIds).not.toContain(passed!.id)
    expect(againIds.slice(0, rest.length)).toEqual(rest.map((p) => p.id))
    expect(await wholeFeed(viewer)).toHaveLength(eligible.length - 2)
  })
})
