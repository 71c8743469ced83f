import { DEFAULT_DISCOVER_FILTERS, type DiscoverPage, type FaithAnswers } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { profiles, users } from '../../db/schema'
import { buildOtherInstance, buildTestApp } from '../../test/build-test-app'
import { insertMember, type Member, memberClient, signUpMember } from '../../test/liked-fixtures'
import { saveFaith } from '../profiles'
import { feedQuery, saveFilters } from './discover.repository'
import { feedPage } from './feed-page'
import { readFeedSettings } from './feed-run'
import { FitCopy } from './fit-copy'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

describe('The fit order from the in-memory copy (decision 550)', () => {
  let ctx: Ctx
  let viewer: Member
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 0, minute))
  const woman = async (answers: FaithAnswers, minute: number) => {
    const id = await insertMember(ctx.db, { country: 'Jordan', lastActiveAt: at(minute) })
    await saveFaith(ctx.db, { id, sex: 'female' }, { consent: true, answers, shown: [] }, at(minute))
    return id
  }

  /** The endpoint's first page, and the query's own choice for the same viewer at the same moment. */
  async function bothPages() {
    const res = await viewer.get('/api/discover')
    expect(res.statusCode, res.body).toBe(200)
    const rows = await feedQuery(ctx.db, {
      viewer: { id: viewer.id, sex: 'male', name: 'Yusuf' },
      ...(await settings()),
      today: ctx.clock.now(),
      limit: 20,
    })
    return {
      endpoint: (res.json() as DiscoverPage).profiles.map((p) => p.id),
      query: rows.map((r) => r.profile.id),
    }
  }

  const settings = async () => {
    const { filters, faith } = await readFeedSettings(ctx.db, viewer.id)
    return { filters, faithAnswers: faith.answers }
  }

  beforeAll(async () => {
    ctx = await buildTestApp()
    viewer = await signUpMember(ctx.app, ctx.db, { sex: 'male', country: 'Jordan' })
    const consent = await viewer.put('/api/profile/faith', { consent: true, answers: {}, shown: [] })
    expect(consent.statusCode, consent.body).toBe(200)
    const saved = await viewer.put('/api/discover/filters', {
      ...DEFAULT_DISCOVER_FILTERS,
      countries: ['Jordan'],
      faith: { prayer: { values: ['fiveDaily'], must: false } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(() => ctx.app.close())

  it('chooses the page itself and follows every change on the next page, as the query would', async () => {
    const copy = ctx.app.fitCopy
    expect(copy.ready).toBe(true)
    const prays = await woman({ prayer: 'fiveDaily' }, 1)
    const usually = await woman({ prayer: 'usually' }, 30)
    const before = { ...copy.stats }

    let pages = await bothPages()
    expect(pages.endpoint).toEqual([prays, usually])
    expect(pages.endpoint).toEqual(pages.query)

    // An answer changed after the copy last read her: the wish is now met, and she is more recent.
    await saveFaith(
      ctx.db,
      { id: usually, sex: 'female' },
      { consent: true, answers: { prayer: 'fiveDaily' }, shown: [] },
      at(30),
    )
    pages = await bothPages()
    expect(pages.endpoint).toEqual([usually, prays])
    expect(pages.endpoint).toEqual(pages.query)

    // A new member, a deactivation, and a change of activity.
    const newcomer = await woman({ prayer: 'fiveDaily' }, 40)
    await ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, usually))
    await ctx.db
      .update(profiles)
      .set({ lastActiveAt: at(50) })
      .where(eq(profiles.id, prays))
    pages = await bothPages()
    expect(pages.endpoint).toEqual([prays, newcomer])
    expect(pages.endpoint).toEqual(pages.query)

    // Every page so far was chosen by the copy; the query only checked it.
    expect(copy.stats.served - before.served).toBe(3)
    expect(copy.stats.fellBack).toBe(before.fellBack)
  })

  it('a deleted account, which leaves no row to read, costs one query and is then forgotten', async () => {
    const copy = ctx.app.fitCopy
    const staying = await woman({ prayer: 'fiveDaily' }, 55)
    const leaving = await woman({ prayer: 'fiveDaily' }, 58)
    expect((await bothPages()).endpoint.slice(0, 2)).toEqual([leaving, staying])
    const before = { ...copy.stats }

    await ctx.db.delete(users).where(eq(users.id, leaving))
    let pages = await bothPages()
    expect(pages.endpoint).not.toContain(leaving)
    expect(pages.endpoint).toEqual(pages.query)
    expect(copy.stats.fellBack - before.fellBack).toBe(1)

    // Read afresh, not sent again as kept (decision 600): the copy chooses it, without her.
    ctx.app.discoverPages.cache.changed('all')
    pages = await bothPages()
    expect(pages.endpoint).toEqual(pages.query)
    expect(copy.stats.fellBack - before.fellBack).toBe(1)
    expect(copy.stats.served - before.served).toBe(1)
  })

  it('leaves out whom the viewer acted on or blocked, without asking the query again', async () => {
    const copy = ctx.app.fitCopy
    const [first] = (await bothPages()).endpoint
    expect(first).toBeDefined()
    const passed = await viewer.post(`/api/profiles/${first}/pass`)
    expect(passed.statusCode, passed.body).toBeLessThan(300)
    const before = { ...copy.stats }
    const pages = await bothPages()
    expect(pages.endpoint).not.toContain(first)
    expect(pages.endpoint).toEqual(pages.query)
    expect(copy.stats).toEqual({ served: before.served + 1, fellBack: before.fellBack })
  })

  it('a change made through one instance is on the next page the other instance serves', async () => {
    const other = await buildOtherInstance(ctx)
    try {
      await other.fitCopy.refresh(ctx.db)
      const onOther = memberClient(other, viewer.cookie)
      const firstOnOther = async () =>
        ((await onOther.get('/api/discover')).json() as DiscoverPage).profiles[0]?.id
      const before = await firstOnOther()

      // A woman who does not pray five times a day joins through this instance and says she does.
      const joining = await signUpMember(ctx.app, ctx.db, {
        sex: 'female',
        country: 'Jordan',
        lastActiveAt: at(90),
      })
      expect(await firstOnOther()).toBe(before)
      const said = await joining.put('/api/profile/faith', {
        consent: true,
        answers: { prayer: 'fiveDaily' },
        shown: ['prayer'],
      })
      expect(said.statusCode, said.body).toBe(200)
      expect(await firstOnOther()).toBe(joining.id)
      expect(other.fitCopy.stats.fellBack).toBe(0)
    } finally {
      await other.close()
    }
  })

  it('a load that failed (the database was away at start) is tried again by the next fit page', async () => {
    const errors: unknown[] = []
    const copy = new FitCopy((error) => errors.push(error))
    const away = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db
    copy.loadInBackground(away)
    await expect.poll(() => errors.length).toBe(1)
    expect(copy.ready).toBe(false)

    const res = await feedPage(ctx.db, copy, {
      viewer: { id: viewer.id, sex: 'male', name: 'Yusuf' },
      ...(await settings()),
      today: ctx.clock.now(),
      limit: 20,
    })
    expect(res.length).toBeGreaterThan(0)
    await expect.poll(() => copy.ready).toBe(true)
    expect(copy.size).toBeGreaterThan(0)
  })

  it('a full page of mutual fit does not hide a more recent one the scan reaches last', async () => {
    // The scan drops a candidate whose best possible score is under the page's worst (the floor).
    // Once the page holds mutual musts, only another mutual must can enter: her bound must count it.
    const copy = new FitCopy()
    const asks = { prayer: { values: ['fiveDaily'], must: true } }
    const mutual = async (minute: number) => {
      const id = await insertMember(ctx.db, { country: 'Oman', lastActiveAt: at(minute) })
      await saveFaith(
        ctx.db,
        { id, sex: 'female' },
        { consent: true, answers: { prayer: 'fiveDaily' }, shown: [] },
        at(minute),
      )
      await saveFilters(ctx.db, id, { ...DEFAULT_DISCOVER_FILTERS, faith: asks }, at(minute))
      return id
    }
    // Slots fill in this order and the scan walks them newest first: she is reached last.
    const mostRecent = await mutual(200)
    const others: string[] = []
    for (let minute = 101; minute <= 112; minute++) others.unshift(await mutual(minute))
    await copy.load(ctx.db)

    const params = {
      viewer: { id: viewer.id, sex: 'male' as const, name: 'Yusuf' },
      filters: { ...DEFAULT_DISCOVER_FILTERS, countries: ['Oman'], faith: asks },
      faithAnswers: { prayer: 'fiveDaily' } as FaithAnswers,
      today: ctx.clock.now(),
      limit: 10,
    }
    const page = (await feedPage(ctx.db, copy, params)).map((r) => r.profile.id)
    expect(page).toEqual([mostRecent, ...others.slice(0, 9)])
    expect(page).toEqual((await feedQuery(ctx.db, params)).map((r) => r.profile.id))
    expect(copy.stats).toEqual({ served: 1, fellBack: 0 })
  })

  // Only a server has two connections: a write that commits after a later read began.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reads a change whose transaction began before a read and committed after it',
    async () => {
      const copy = ctx.app.fitCopy
      // Hidden when the copy last read her; the late write brings her back as the most recent (a
      // day after anyone's activity here: requests write the clock's now). A copy that missed the
      // write leaves her out of the page, which the query's check cannot see.
      const late = await woman({ prayer: 'fiveDaily' }, 0)
      await ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, late))
      await copy.refresh(ctx.db)
      const pool = (ctx.db as unknown as { $client: pg.Pool }).$client
      const client = await pool.connect()
      try {
        await client.query('begin')
        await client.query(`update profiles set is_active = true, last_active_at = $1 where id = $2`, [
          new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
          late,
        ])
        // A later transaction commits first: the newest finished transaction is now past hers.
        await woman({ prayer: 'usually' }, 1)
        await copy.refresh(ctx.db)
        await client.query('commit')
      } finally {
        client.release()
      }
      const pages = await bothPages()
      expect(pages.endpoint[0]).toBe(late)
      expect(pages.endpoint).toEqual(pages.query)
    },
  )
})
