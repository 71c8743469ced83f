import type { DiscoverPage } from '@mithaq/domain'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoveryRuns, matches, profileActions, profiles } from '../../db/schema'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { insertMembers, MANY_SIGN_UPS, type Member, signUpMember } from '../../test/liked-fixtures'
import { orderedPair } from '../liked/liked.service'
import { saveFaith } from '../profiles'
import { saveFilters } from './discover.repository'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

let ctx: Ctx
beforeAll(async () => {
  ctx = await buildTestApp(MANY_SIGN_UPS)
})
afterAll(() => ctx.app.close())

const man = () => signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Yusuf' })

let scenes = 0

/**
 * A viewer and `n` women, newest first as the feed shows them, alone in their own country and
 * their own hour, long settled (so decisions grow a run over them): each test sees only its own.
 */
async function scene(n: number): Promise<{ yusuf: Member; ids: string[] }> {
  scenes += 1
  const country = `Testland ${scenes}`
  const base = Date.UTC(2020, 0, 1) + scenes * 3_600_000
  const ids = await insertMembers(
    ctx.db,
    Array.from({ length: n }, (_, i) => ({
      sex: 'female' as const,
      country,
      createdAt: new Date(base + i * 1000),
    })),
  )
  const yusuf = await man()
  const saved = await yusuf.put('/api/discover/filters', {
    ageRange: [18, 80],
    heightRange: [130, 200],
    countries: [country],
  })
  expect(saved.statusCode).toBe(200)
  return { yusuf, ids: ids.reverse() }
}

async function feed(member: Member): Promise<string[]> {
  const res = await member.get('/api/discover')
  expect(res.statusCode).toBe(200)
  return (res.json() as DiscoverPage).profiles.map((p) => p.id)
}

/** Decisions one second apart, as a person makes them. */
async function decide(member: Member, kind: 'like' | 'pass', id: string) {
  ctx.clock.advance(1000)
  const res = await member.post(`/api/profiles/${id}/${kind}`)
  expect(res.statusCode).toBe(200)
}

const undo = (member: Member, profileId: string) => member.post('/api/discover/undo', { profileId })

/** Whether the member's run of decisions (decision 105) covers the profile's feed position. */
async function runCovers(memberId: string, profileId: string): Promise<boolean> {
  const result =
    await ctx.db.execute(sql`select 1 from discovery_runs r join profiles p on p.id = ${profileId}
    where r.profile_id = ${memberId}
      and (r.low_at, r.low_id) < (p.created_at, p.id) and (r.high_at, r.high_id) >= (p.created_at, p.id)`)
  return (result as unknown as { rows: unknown[] }).rows.length === 1
}

const actionOf = async (from: string, to: string) => {
  const [row] = await ctx.db
    .select({ action: profileActions.action })
    .from(profileActions)
    .where(and(eq(profileActions.fromProfileId, from), eq(profileActions.toProfileId, to)))
  return row?.action ?? null
}

describe('undo the last pass', () => {
  it('takes back my last pass and answers the card, which is in the feed again', async () => {
    const {
      yusuf,
      ids: [amina, beth],
    } = await scene(2)
    await decide(yusuf, 'pass', amina!)
    expect(await feed(yusuf)).toEqual([beth])

    const res = await undo(yusuf, amina!)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'undone', profile: { id: amina, isFavorited: false } })
    expect(await actionOf(yusuf.id, amina!)).toBeNull()
    expect(await feed(yusuf)).toEqual([amina, beth])
  })

  it('brings the card back even when my run of decisions had grown over it', async () => {
    const { yusuf, ids } = await scene(5)
    for (const id of ids.slice(0, 4)) await decide(yusuf, 'like', id)
    await decide(yusuf, 'pass', ids[4]!)
    expect(await runCovers(yusuf.id, ids[4]!)).toBe(true)
    expect(await feed(yusuf)).toEqual([])

    expect((await undo(yusuf, ids[4]!)).statusCode).toBe(200)
    expect(await feed(yusuf)).toEqual([ids[4]])
  })

  it('refuses to undo a like, and keeps it', async () => {
    const {
      yusuf,
      ids: [amina],
    } = await scene(1)
    await decide(yusuf, 'like', amina!)
    const res = await undo(yusuf, amina!)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Only a pass can be undone, not a like' })
    expect(await actionOf(yusuf.id, amina!)).toBe('like')
  })

  it('refuses a pass that is not my last decision, and keeps it', async () => {
    const {
      yusuf,
      ids: [amina, beth],
    } = await scene(2)
    await decide(yusuf, 'pass', amina!)
    await decide(yusuf, 'like', beth!)
    const res = await undo(yusuf, amina!)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Only your last decision can be undone' })
    expect(await actionOf(yusuf.id, amina!)).toBe('pass')
  })

  it('refuses a second undo of the same pass clearly', async () => {
    const {
      yusuf,
      ids: [amina],
    } = await scene(1)
    await decide(yusuf, 'pass', amina!)
    expect((await undo(yusuf, amina!)).statusCode).toBe(200)
    const again = await undo(yusuf, amina!)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'There is no pass to undo' })
  })

  it("only ever touches the viewer's own decisions", async () => {
    const {
      yusuf,
      ids: [amina],
    } = await scene(1)
    const omar = await man()
    await decide(omar, 'pass', amina!)
    const res = await undo(yusuf, amina!)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'There is no pass to undo' })
    expect(await actionOf(omar.id, amina!)).toBe('pass')
  })

  it('answers 404 for a profile I may not see, and 400 without a profile', async () => {
    const {
      yusuf,
      ids: [amina],
    } = await scene(1)
    await decide(yusuf, 'pass', amina!)
    const other = await man()
    const unseen = await undo(yusuf, other.id)
    expect(unseen.statusCode).toBe(404)
    expect((await yusuf.post('/api/discover/undo', {})).statusCode).toBe(400)
    expect(await actionOf(yusuf.id, amina!)).toBe('pass')
  })
})

describe('start over', () => {
  it('brings back the profiles I passed, while likes, blocks, reports and matches stay out', async () => {
    const {
      yusuf,
      ids: [passed1, liked, blocked, reported, passed2, matched, fresh],
    } = await scene(7)
    await decide(yusuf, 'pass', passed1!)
    await decide(yusuf, 'like', liked!)
    await decide(yusuf, 'pass', blocked!)
    expect((await yusuf.post(`/api/profiles/${blocked}/block`)).statusCode).toBe(200)
    await decide(yusuf, 'pass', reported!)
    const report = await yusuf.post(`/api/profiles/${reported}/report`, {
      category: 'fake_profile',
      reason: 'Pictures of someone else',
    })
    expect(report.statusCode).toBe(200)
    await decide(yusuf, 'pass', passed2!)
    // A pass made after a match (from Liked Me) does not bring the match back into Discover.
    const [p1, p2] = orderedPair(yusuf.id, matched!)
    await ctx.db.insert(matches).values({ profile1Id: p1, profile2Id: p2, paymentExpiresAt: ctx.clock.now() })
    await decide(yusuf, 'pass', matched!)
    expect(await feed(yusuf)).toEqual([fresh])

    const res = await yusuf.post('/api/discover/start-over', {})
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ restored: 2 })
    expect(await feed(yusuf)).toEqual([passed1, passed2, fresh])
    expect(await actionOf(yusuf.id, liked!)).toBe('like')
    expect(await ctx.db.select().from(discoveryRuns).where(eq(discoveryRuns.profileId, yusuf.id))).toEqual([])
  })

  it('tells an empty feed under a filter that Start Over would bring back passed profiles matching it', async () => {
    const {
      yusuf,
      ids: [amina, matched],
    } = await scene(2)
    const page = async () => {
      const res = await yusuf.get('/api/discover')
      expect(res.statusCode).toBe(200)
      return res.json() as DiscoverPage
    }
    expect(await page()).toMatchObject({ nextCursor: null, passedWaiting: false })
    // A pass on someone I matched with never comes back, so it does not count.
    const [p1, p2] = orderedPair(yusuf.id, matched!)
    await ctx.db.insert(matches).values({ profile1Id: p1, profile2Id: p2, paymentExpiresAt: ctx.clock.now() })
    await decide(yusuf, 'pass', matched!)
    await decide(yusuf, 'pass', amina!)
    expect(await page()).toEqual({ profiles: [], nextCursor: null, passedWaiting: true })

    // The same passes outside the saved filter: nothing Start Over brings back would show.
    const narrow = await yusuf.put('/api/discover/filters', {
      ageRange: [18, 80],
      heightRange: [130, 200],
      countries: ['Nowhere at all'],
    })
    expect(narrow.statusCode).toBe(200)
    expect(await page()).toEqual({ profiles: [], nextCursor: null, passedWaiting: false })
  })

  it('counts only passed people inside the musts, both ways: Start Over would show no one else', async () => {
    const {
      yusuf,
      ids: [amina, khadija],
    } = await scene(2)
    const page = async () => (await yusuf.get('/api/discover')).json() as DiscoverPage
    const consent = { consent: true as const, shown: [] }
    expect(
      (await yusuf.put('/api/profile/faith', { ...consent, answers: { prayer: 'fiveDaily' } })).statusCode,
    ).toBe(200)
    // Amina prays sometimes; Khadija prays five times a day but wants a husband who never smokes.
    await saveFaith(
      ctx.db,
      { id: amina!, sex: 'female' },
      { ...consent, answers: { prayer: 'sometimes' } },
      ctx.clock.now(),
    )
    await saveFaith(
      ctx.db,
      { id: khadija!, sex: 'female' },
      { ...consent, answers: { prayer: 'fiveDaily' } },
      ctx.clock.now(),
    )
    await saveFilters(
      ctx.db,
      khadija!,
      {
        ageRange: [18, 80],
        heightRange: [130, 220],
        countries: [],
        faith: { smoking: { values: ['no'], must: true } },
      },
      ctx.clock.now(),
    )
    await decide(yusuf, 'pass', amina!)
    await decide(yusuf, 'pass', khadija!)
    expect(await page()).toMatchObject({ profiles: [], passedWaiting: true })

    // A must on prayer: Amina is outside it, and Yusuf is outside Khadija's must on smoking.
    const saved = await yusuf.put('/api/discover/filters', {
      ageRange: [18, 80],
      heightRange: [130, 200],
      countries: [
        (await ctx.db.select({ c: profiles.country }).from(profiles).where(eq(profiles.id, amina!)))[0]!.c,
      ],
      faith: { prayer: { values: ['fiveDaily'], must: true } },
    })
    expect(saved.statusCode).toBe(200)
    expect(await page()).toEqual({ profiles: [], nextCursor: null, passedWaiting: false })
    // Start Over would indeed bring back no one this member could see.
    expect((await yusuf.post('/api/discover/start-over', {})).json()).toEqual({ restored: 2 })
    expect(await feed(yusuf)).toEqual([])
  })

  it('brings the passed profile back under the filter, in one Start Over', async () => {
    const {
      yusuf,
      ids: [amina],
    } = await scene(1)
    await decide(yusuf, 'pass', amina!)
    expect(await feed(yusuf)).toEqual([])
    expect((await yusuf.post('/api/discover/start-over', {})).json()).toEqual({ restored: 1 })
    expect(await feed(yusuf)).toEqual([amina])
  })

  it("leaves other members' passes alone, and restores nothing twice", async () => {
    const {
      yusuf,
      ids: [amina],
    } = await scene(1)
    const omar = await man()
    await decide(omar, 'pass', amina!)
    await decide(yusuf, 'pass', amina!)
    expect((await yusuf.post('/api/discover/start-over', {})).json()).toEqual({ restored: 1 })
    expect((await yusuf.post('/api/discover/start-over', {})).json()).toEqual({ restored: 0 })
    expect(await actionOf(omar.id, amina!)).toBe('pass')
  })

  it('needs a finished profile', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/discover/start-over',
      headers: { origin: TEST_ORIGIN },
      payload: {},
    })
    expect(res.statusCode).toBe(401)
  })
})
