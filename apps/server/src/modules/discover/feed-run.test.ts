import { DISCOVER_PAGE_SIZE, type DiscoverPage } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockedProfiles, profiles } from '../../db/schema'
import { postJson, signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/build-test-app'
import { insertProfile } from '../../test/factories'
import {
  insertMember,
  insertMembers,
  MANY_SIGN_UPS,
  type Member,
  signUpMember,
} from '../../test/liked-fixtures'
import { decodeCursor, type FeedCursor, feedQuery, getFilters } from './discover.repository'
import { readRun } from './feed-run'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

const HOUR = 3_600_000

/** The feed as the member's client sees it, page after page. */
async function apiFeed(member: Member): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | null = null
  for (let page = 0; page < 100; page++) {
    const res = await member.get(`/api/discover${cursor ? `?cursor=${cursor}` : ''}`)
    expect(res.statusCode).toBe(200)
    const body = res.json() as DiscoverPage
    ids.push(...body.profiles.map((p) => p.id))
    cursor = body.nextCursor
    if (!cursor) return ids
  }
  throw new Error('the feed never ended')
}

/**
 * What the feed was before runs existed: the same query walking every card, no jump.
 * Every check below compares the API's answer with this one.
 */
async function feedWithoutRun(ctx: Ctx, viewer: Member): Promise<string[]> {
  const filters = await getFilters(ctx.db, viewer.id)
  const ids: string[] = []
  let cursor: FeedCursor | undefined
  for (let page = 0; page < 100; page++) {
    const rows = await feedQuery(ctx.db, {
      viewer: { id: viewer.id, sex: 'male', name: 'Yusuf' },
      filters,
      today: ctx.clock.now(),
      cursor,
      limit: DISCOVER_PAGE_SIZE + 1,
    })
    const shown = rows.slice(0, DISCOVER_PAGE_SIZE)
    ids.push(...shown.map((r) => r.profile.id))
    if (rows.length <= DISCOVER_PAGE_SIZE) return ids
    const last = shown.at(-1)!
    cursor = decodeCursor(Buffer.from(JSON.stringify([last.cursorAt, last.profile.id])).toString('base64url'))
  }
  throw new Error('the feed never ended')
}

describe('the run of decisions the feed jumps over', () => {
  let ctx: Ctx
  let viewer: Member
  /** 60 women, women[0] the newest, all created hours ago (settled). */
  const women: string[] = []
  let comeback: { id: string; email: string; password: string }

  const expectSameFeed = async () => {
    const viaApi = await apiFeed(viewer)
    expect(viaApi).toEqual(await feedWithoutRun(ctx, viewer))
    return viaApi
  }
  const runOf = async () => {
    const run = await readRun(ctx.db, viewer.id)
    return run && { high: run.high.id, low: run.low.id }
  }

  // Two sign-ups hash passwords, which is slow on a busy machine: a longer hook timeout.
  beforeAll(async () => {
    ctx = await buildTestApp(MANY_SIGN_UPS)
    viewer = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
    const now = ctx.clock.now().getTime()
    const at = (i: number) => new Date(now - (i + 10) * HOUR)
    // Woman 3 is deactivated for now; she will sign in again.
    comeback = await signUp(ctx.app)
    await insertProfile(ctx.db, comeback.id, { isActive: false, createdAt: at(3) })
    const others = await insertMembers(
      ctx.db,
      Array.from({ length: 59 }, (_, k) => {
        const i = k < 3 ? k : k + 1
        return { createdAt: at(i), height: 140 + i }
      }),
    )
    women.push(...others.slice(0, 3), comeback.id, ...others.slice(3))
    // Women 5 and 7: I blocked one, the other blocked me.
    expect((await viewer.post(`/api/profiles/${women[5]}/block`)).statusCode).toBe(200)
    await ctx.db.insert(blockedProfiles).values({ blockerId: women[7]!, blockedId: viewer.id })
  }, 120_000)
  afterAll(() => ctx?.app.close())

  it('grows as I pass through the feed in order, and the feed stays exactly what it was', async () => {
    expect(await runOf()).toBeUndefined()
    for (let i = 0; i < 30; i++) {
      if (i === 3 || i === 5 || i === 7) continue
      expect((await viewer.post(`/api/profiles/${women[i]}/pass`)).statusCode).toBe(200)
    }
    // Everything from the newest down to woman 29 is excluded: the run covers it, and its lower
    // edge is the first card I have not decided on.
    expect(await runOf()).toEqual({ high: women[0], low: women[30] })
    expect(await expectSameFeed()).toEqual(women.slice(30))
  })

  it('keeps a pass changed to a like inside the run', async () => {
    const res = await viewer.post(`/api/profiles/${women[10]}/like`)
    expect(res.json()).toEqual({ status: 'liked' })
    expect(await runOf()).toEqual({ high: women[0], low: women[30] })
    await expectSameFeed()
  })

  it('takes in a card I blocked once I act past it', async () => {
    expect((await viewer.post(`/api/profiles/${women[30]}/block`)).statusCode).toBe(200)
    expect((await viewer.post(`/api/profiles/${women[31]}/pass`)).statusCode).toBe(200)
    expect(await runOf()).toEqual({ high: women[0], low: women[32] })
    expect(await expectSameFeed()).toEqual(women.slice(32))
  })

  it('cuts the run when a deactivated profile inside it signs in again', async () => {
    const res = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: comeback.email,
      password: comeback.password,
    })
    expect(res.statusCode).toBe(200)
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, comeback.id))
    expect(row?.isActive).toBe(true)
    // The run keeps what lies above her; she is back at her place in my feed.
    expect(await runOf()).toEqual({ high: women[0], low: women[3] })
    expect(await expectSameFeed()).toEqual([women[3], ...women.slice(32)])
  })

  it('grows over her again once I decide on her, past everything already decided', async () => {
    expect((await viewer.post(`/api/profiles/${women[3]}/pass`)).statusCode).toBe(200)
    expect(await runOf()).toEqual({ high: women[0], low: women[32] })
    expect(await expectSameFeed()).toEqual(women.slice(32))
  })

  it('leaves out a profile deactivated below the run, like before', async () => {
    await ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, women[40]!))
    expect(await expectSameFeed()).toEqual(women.slice(32).filter((id) => id !== women[40]))
  })

  it('gives the same cards whatever the filters, narrowed and widened again', async () => {
    // Heights 140 + i: this keeps women 35 to 44, and some of the run (which filters never change).
    const narrow = { ageRange: [18, 80], heightRange: [175, 184], countries: [] }
    expect((await viewer.put('/api/discover/filters', narrow)).statusCode).toBe(200)
    expect(await expectSameFeed()).toEqual(women.slice(35, 45).filter((id) => id !== women[40]))
    const wide = { ageRange: [18, 80], heightRange: [130, 200], countries: [] }
    expect((await viewer.put('/api/discover/filters', wide)).statusCode).toBe(200)
    expect(await expectSameFeed()).toEqual(women.slice(32).filter((id) => id !== women[40]))
  })

  it('shows new profiles above the run, pages across both sides, and swallows them once decided', async () => {
    const now = ctx.clock.now().getTime()
    // Settled newcomers (an hour old) and one who signed up this second.
    const settled = [
      await insertMember(ctx.db, { createdAt: new Date(now - 2 * HOUR) }),
      await insertMember(ctx.db, { createdAt: new Date(now - 3 * HOUR) }),
    ]
    const fresh = await insertMember(ctx.db, { createdAt: new Date(now) })
    const below = women.slice(32).filter((id) => id !== women[40])
    expect(await expectSameFeed()).toEqual([fresh, ...settled, ...below])

    // Deciding from the top: the fresh one stays outside the run (too new to be jumped over).
    for (const id of [fresh, ...settled]) {
      expect((await viewer.post(`/api/profiles/${id}/pass`)).statusCode).toBe(200)
    }
    expect(await runOf()).toEqual({ high: settled[0], low: women[32] })
    expect(await expectSameFeed()).toEqual(below)
  })
})
