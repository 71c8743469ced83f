import { brotliDecompressSync } from 'node:zlib'
import type { DiscoverPage } from '@mithaq/domain'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import type { Listener } from '../../db/listen'
import {
  blockedProfiles,
  favoritedProfiles,
  profileActions,
  profilePictures,
  profiles,
  users,
} from '../../db/schema'
import { buildOtherInstance, buildTestApp } from '../../test/build-test-app'
import {
  insertMember,
  insertMembers,
  MANY_SIGN_UPS,
  type Member,
  memberClient,
  signUpMember,
} from '../../test/liked-fixtures'
import { pageKey } from './page-cache'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

/**
 * Decision 600: a page asked again is sent as it was kept, and every write that can change what it
 * shows drops it, whoever writes (these write to the tables directly, as any path could).
 */
describe('a kept Discover page follows every change to what it shows', () => {
  let ctx: Ctx

  beforeAll(async () => {
    ctx = await buildTestApp(MANY_SIGN_UPS)
  })
  afterAll(() => ctx.app.close())

  /** A man whose first card is a new woman with a picture, that page kept by a second read. */
  async function keptPage() {
    const viewer = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
    const woman = await insertMember(ctx.db, { sex: 'female', name: 'Maryam' })
    await ctx.db
      .insert(profilePictures)
      .values({ profileId: woman, storagePath: `${woman}.webp`, position: 0 })
    const first = await viewer.get('/api/discover')
    const page = first.json() as DiscoverPage
    expect(page.profiles[0]?.id).toBe(woman)
    expect((await viewer.get('/api/discover')).body).toBe(first.body)
    const card = async () => {
      const now = (await viewer.get('/api/discover')).json() as DiscoverPage
      return now.profiles.find((p) => p.id === woman)
    }
    return { viewer, woman, card }
  }

  const writes: [string, (db: Db, viewer: Member, woman: string) => Promise<unknown>][] = [
    ['she blocks him', (db, v, w) => db.insert(blockedProfiles).values({ blockerId: w, blockedId: v.id })],
    ['he blocks her', (db, v, w) => db.insert(blockedProfiles).values({ blockerId: v.id, blockedId: w })],
    [
      'he passes on her',
      (db, v, w) => db.insert(profileActions).values({ fromProfileId: v.id, toProfileId: w, action: 'pass' }),
    ],
    [
      'she is deactivated',
      (db, _v, w) => db.update(profiles).set({ isActive: false }).where(eq(profiles.id, w)),
    ],
    ['her account is deleted', (db, _v, w) => db.delete(users).where(eq(users.id, w))],
  ]
  it.each(writes)('%s: her card is gone from the next page', async (_what, write) => {
    const { viewer, woman, card } = await keptPage()
    await write(ctx.db, viewer, woman)
    expect(await card()).toBeUndefined()
  })

  it('her picture removed, her name changed, her like of him and his favourite show on the next page', async () => {
    const { viewer, woman, card } = await keptPage()
    expect((await card())?.pictures).toHaveLength(1)
    await ctx.db.delete(profilePictures).where(eq(profilePictures.profileId, woman))
    expect((await card())?.pictures).toHaveLength(0)

    await ctx.db.update(profiles).set({ name: 'Maryam A.' }).where(eq(profiles.id, woman))
    expect((await card())?.name).toBe('Maryam A.')

    await ctx.db
      .insert(profileActions)
      .values({ fromProfileId: woman, toProfileId: viewer.id, action: 'like' })
    expect((await card())?.likedMe).toBe(true)

    await ctx.db.insert(favoritedProfiles).values({ userId: viewer.id, favoritedId: woman })
    expect((await card())?.isFavorited).toBe(true)
  })

  it('sends a kept page compressed as the browser asks, the same JSON', async () => {
    const { viewer } = await keptPage()
    const plain = await viewer.get('/api/discover')
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/api/discover',
      headers: { cookie: viewer.cookie, 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body)
  })

  it('someone new comes first on the next page: a new member drops every page', async () => {
    const { viewer } = await keptPage()
    const newcomer = await insertMember(ctx.db, { sex: 'female', name: 'Hafsa' })
    expect(((await viewer.get('/api/discover')).json() as DiscoverPage).profiles[0]?.id).toBe(newcomer)
  })

  it('a change written through another instance is on the next page this one sends', async () => {
    const { viewer, woman, card } = await keptPage()
    const other = await buildOtherInstance(ctx)
    try {
      const blocked = await memberClient(other, viewer.cookie).post(`/api/profiles/${woman}/block`)
      expect(blocked.statusCode, blocked.body).toBeLessThan(300)
      expect(await card()).toBeUndefined()
    } finally {
      await other.close()
    }
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps nothing while its listening connection is lost, so a change made then still shows',
    async () => {
      const { viewer, woman, card } = await keptPage()
      await ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      )
      await ctx.db.insert(blockedProfiles).values({ blockerId: woman, blockedId: viewer.id })
      expect(await card()).toBeUndefined()
      // It listens again within a second or so, and keeps pages again.
      await expect
        .poll(
          async () => {
            const a = await viewer.get('/api/discover')
            const b = await viewer.get('/api/discover')
            return ctx.app.discoverPages.cache.has(pageKey(viewer.id, undefined)) && a.body === b.body
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true)
    },
  )
})

describe('what the database announces (migration 0025)', () => {
  let ctx: Ctx
  const heard: string[] = []
  let listener: Listener

  beforeAll(async () => {
    ctx = await buildTestApp()
    listener = await ctx.app.listenToDatabase('page_changes', {
      onMessage: (payload) => heard.push(payload),
      onListening: () => {},
    })
  })
  afterAll(async () => {
    await listener.stop()
    await ctx.app.close()
  })

  /**
   * What one write announced: heard by the time the listener has caught up with it (its round
   * trip on PostgreSQL), with nothing of the writes before.
   */
  async function announced(write: () => Promise<unknown>) {
    expect(await listener.caughtUp()).toBe(true)
    heard.length = 0
    await write()
    expect(await listener.caughtUp()).toBe(true)
    return heard.join(' ')
  }

  it('names the profiles a write touched, and * for what can put someone on any page', async () => {
    const [a, b] = await insertMembers(ctx.db, [{}, {}])
    const both = [a!, b!]
    expect(await announced(() => insertMembers(ctx.db, [{}]))).toBe('*')
    expect(
      (await announced(() => ctx.db.update(profiles).set({ name: 'Sara' }).where(inArray(profiles.id, both))))
        .split(',')
        .sort(),
    ).toEqual([...both].sort())
    expect(
      await announced(() =>
        ctx.db.update(profiles).set({ lastActiveAt: new Date() }).where(eq(profiles.id, a!)),
      ),
    ).toBe(a)
    // A rank column: every page, beside the ids every update names.
    expect(
      (await announced(() => ctx.db.update(profiles).set({ height: 171 }).where(eq(profiles.id, a!)))).split(
        ' ',
      ),
    ).toContain('*')
    expect(
      (await announced(() => ctx.db.insert(blockedProfiles).values({ blockerId: a!, blockedId: b! })))
        .split(',')
        .sort(),
    ).toEqual([...both].sort())
  })

  it('announces * for a statement touching more than a hundred profiles: their ids would not fit', async () => {
    const many = await insertMembers(
      ctx.db,
      Array.from({ length: 101 }, () => ({})),
    )
    expect(
      await announced(() => ctx.db.update(profiles).set({ name: 'Amal' }).where(inArray(profiles.id, many))),
    ).toBe('*')
    const hundred = many.slice(0, 100)
    expect(
      (
        await announced(() =>
          ctx.db.update(profiles).set({ name: 'Amal' }).where(inArray(profiles.id, hundred)),
        )
      )
        .split(',')
        .sort(),
    ).toEqual([...hundred].sort())
  })
})
