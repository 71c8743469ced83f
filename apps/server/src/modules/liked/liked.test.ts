import { type LikedList, type ProfileView, REPORT_CATEGORIES } from '@mithaq/domain'
import { and, count, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  blockedProfiles,
  favoritedProfiles,
  matches,
  notifications,
  profileActions,
  profileReports,
  profiles,
} from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import {
  insertMember,
  insertMembers,
  MANY_SIGN_UPS,
  type Member,
  signUpMember,
} from '../../test/liked-fixtures'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

let ctx: Ctx
beforeAll(async () => {
  ctx = await buildTestApp(MANY_SIGN_UPS)
})
afterAll(() => ctx.app.close())

const man = () => signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Yusuf' })
const woman = () => signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Amina' })

const actionsBetween = (from: string, to: string) =>
  ctx.db
    .select()
    .from(profileActions)
    .where(and(eq(profileActions.fromProfileId, from), eq(profileActions.toProfileId, to)))

const matchesOf = (a: string, b: string) =>
  ctx.db
    .select()
    .from(matches)
    .where(
      or(
        and(eq(matches.profile1Id, a), eq(matches.profile2Id, b)),
        and(eq(matches.profile1Id, b), eq(matches.profile2Id, a)),
      ),
    )

const notificationsFor = (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId))

const tileIds = async (member: Member, url: string) => {
  const res = await member.get(url)
  expect(res.statusCode).toBe(200)
  const body = res.json() as LikedList
  expect(body.total).toBe(body.profiles.length)
  return body.profiles.map((p) => p.id)
}

describe('liking', () => {
  it('records a like and tells the liked user with a like notification', async () => {
    const [yusuf, amina] = [await man(), await woman()]
    const res = await yusuf.post(`/api/profiles/${amina.id}/like`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'liked' })
    expect(await actionsBetween(yusuf.id, amina.id)).toMatchObject([{ action: 'like' }])
    expect(await notificationsFor(amina.id)).toMatchObject([{ type: 'like', senderId: yusuf.id }])
    expect(await matchesOf(yusuf.id, amina.id)).toHaveLength(0)
  })

  it('answers a second like with already_liked and keeps one row and one notification', async () => {
    const [yusuf, amina] = [await man(), await woman()]
    await yusuf.post(`/api/profiles/${amina.id}/like`)
    const again = await yusuf.post(`/api/profiles/${amina.id}/like`)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ status: 'already_liked' })
    expect(await actionsBetween(yusuf.id, amina.id)).toHaveLength(1)
    expect(await notificationsFor(amina.id)).toHaveLength(1)
  })

  it('makes exactly one match on a mutual like, ordered pair, with a payment window and match notifications', async () => {
    const [yusuf, amina] = [await man(), await woman()]
    ctx.clock.set(new Date('2026-03-01T10:00:00Z'))
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    const res = await yusuf.post(`/api/profiles/${amina.id}/like`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ status: 'matched', matchId: expect.any(String) })

    const rows = await matchesOf(yusuf.id, amina.id)
    expect(rows).toHaveLength(1)
    const match = rows[0]!
    expect(match.id).toBe(body.matchId)
    expect(match.profile1Id < match.profile2Id).toBe(true)
    expect(match.unmatchedAt).toBeNull()
    expect(match.paymentExpiresAt?.toISOString()).toBe('2026-03-03T10:00:00.000Z')

    for (const [me, other] of [
      [yusuf, amina],
      [amina, yusuf],
    ] as const) {
      const mine = (await notificationsFor(me.id)).filter((n) => n.type === 'match')
      expect(mine).toMatchObject([
        { senderId: other.id, referenceId: match.id, content: 'You have a new match!' },
      ])
    }
    // Yusuf liked second: his like made the match, so Amina got no separate like notification from him.
    expect((await notificationsFor(amina.id)).filter((n) => n.type === 'like')).toHaveLength(0)

    const second = await yusuf.post(`/api/profiles/${amina.id}/like`)
    expect(second.json()).toEqual({ status: 'already_liked' })
    expect(await matchesOf(yusuf.id, amina.id)).toHaveLength(1)
  })

  it('does not restart an ended match when the pair like each other again', async () => {
    const [yusuf, amina] = [await man(), await woman()]
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    const { matchId } = (await yusuf.post(`/api/profiles/${amina.id}/like`)).json()
    const endedAt = new Date('2026-01-01T00:00:00Z')
    await ctx.db
      .update(matches)
      .set({ unmatchedAt: endedAt, unmatchInitiatorId: yusuf.id, unmatchKind: 'manual' })
      .where(eq(matches.id, matchId))

    await yusuf.post(`/api/profiles/${amina.id}/pass`)
    const res = await yusuf.post(`/api/profiles/${amina.id}/like`)
    expect(res.json()).toEqual({ status: 'liked' })
    const [row] = await matchesOf(yusuf.id, amina.id)
    expect(row?.unmatchedAt?.toISOString()).toBe(endedAt.toISOString())
  })

  it('keeps a passed liker in Liked Me with the pass shown, and a like there makes the match', async () => {
    const [yusuf, amina] = [await man(), await woman()]
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    expect(await tileIds(yusuf, '/api/liked/me')).toEqual([amina.id])
    const before = (await yusuf.get('/api/liked/me')).json() as LikedList
    expect(before.profiles[0]?.passedByMe).toBe(false)

    // The pass Discover sends: she still liked him, so Liked Me keeps her, marked as passed.
    expect((await yusuf.post(`/api/profiles/${amina.id}/pass`)).json()).toEqual({ status: 'passed' })
    const after = (await yusuf.get('/api/liked/me')).json() as LikedList
    expect(after.profiles.map((p) => [p.id, p.passedByMe])).toEqual([[amina.id, true]])
    expect(after.total).toBe(1)
    expect(await actionsBetween(yusuf.id, amina.id)).toMatchObject([{ action: 'pass' }])

    const res = await yusuf.post(`/api/profiles/${amina.id}/like`)
    expect(res.json()).toMatchObject({ status: 'matched' })
    expect(await actionsBetween(yusuf.id, amina.id)).toMatchObject([{ action: 'like' }])
    // Liked back: answered, so she leaves Liked Me.
    expect(await tileIds(yusuf, '/api/liked/me')).toEqual([])
  })

  it('records a pass once, replacing an earlier like, and leaves the feed without it', async () => {
    const [yusuf, amina] = [await man(), await woman()]
    await yusuf.post(`/api/profiles/${amina.id}/like`)
    await yusuf.post(`/api/profiles/${amina.id}/pass`)
    await yusuf.post(`/api/profiles/${amina.id}/pass`)
    expect(await actionsBetween(yusuf.id, amina.id)).toMatchObject([{ action: 'pass' }])
    expect(await tileIds(yusuf, '/api/liked/mine')).not.toContain(amina.id)
  })
})

describe('actions toward profiles I may not see answer 404 and change nothing', () => {
  const hidden: Record<string, string> = {}
  let yusuf: Member

  beforeAll(async () => {
    yusuf = await man()
    hidden['a man'] = await insertMember(ctx.db, { sex: 'male' })
    hidden['an inactive woman'] = await insertMember(ctx.db, { isActive: false })
    hidden['a woman who blocked me'] = await insertMember(ctx.db)
    hidden['an id that does not exist'] = '2f1d7a36-0000-4000-8000-000000000000'
    hidden.myself = yusuf.id
    await ctx.db
      .insert(blockedProfiles)
      .values({ blockerId: hidden['a woman who blocked me']!, blockedId: yusuf.id })
  })

  const requests: [string, (m: Member, id: string) => ReturnType<Member['get']>][] = [
    ['GET profile', (m, id) => m.get(`/api/profiles/${id}`)],
    ['like', (m, id) => m.post(`/api/profiles/${id}/like`)],
    ['pass', (m, id) => m.post(`/api/profiles/${id}/pass`)],
    ['favorite', (m, id) => m.put(`/api/profiles/${id}/favorite`)],
    ['unfavorite', (m, id) => m.del(`/api/profiles/${id}/favorite`)],
    ['block', (m, id) => m.post(`/api/profiles/${id}/block`)],
    [
      'report',
      (m, id) =>
        m.post(`/api/profiles/${id}/report`, { category: 'fake_profile', reason: 'Fake profile pictures' }),
    ],
  ]
  const targets = [
    'a man',
    'an inactive woman',
    'a woman who blocked me',
    'an id that does not exist',
    'myself',
  ]

  it.each(targets.flatMap((t) => requests.map(([name, send]) => [t, name, send] as const)))(
    '%s: %s → 404',
    async (target, _, send) => {
      const res = await send(yusuf, hidden[target]!)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' })
    },
  )

  it('left no action, favorite, block, report or notification behind', async () => {
    const tables = [
      [profileActions, profileActions.fromProfileId],
      [favoritedProfiles, favoritedProfiles.userId],
      [blockedProfiles, blockedProfiles.blockerId],
      [profileReports, profileReports.reporterId],
      [notifications, notifications.senderId],
    ] as const
    for (const [table, column] of tables) {
      const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(column, yusuf.id))
      expect(row?.n).toBe(0)
    }
  })
})

describe('favorites', () => {
  it('adds, lists newest first, removes, and both are idempotent', async () => {
    const yusuf = await man()
    const [first, second] = await insertMembers(ctx.db, [{ name: 'First' }, { name: 'Second' }])
    ctx.clock.set(new Date('2026-04-01T10:00:00Z'))
    expect((await yusuf.put(`/api/profiles/${first}/favorite`)).json()).toEqual({ isFavorited: true })
    ctx.clock.advance(60_000)
    await yusuf.put(`/api/profiles/${second}/favorite`)
    await yusuf.put(`/api/profiles/${second}/favorite`)
    expect(await tileIds(yusuf, '/api/favorites')).toEqual([second, first])

    const view: ProfileView = (await yusuf.get(`/api/profiles/${first}`)).json()
    expect(view.isFavorited).toBe(true)

    expect((await yusuf.del(`/api/profiles/${first}/favorite`)).json()).toEqual({ isFavorited: false })
    expect((await yusuf.del(`/api/profiles/${first}/favorite`)).statusCode).toBe(200)
    expect(await tileIds(yusuf, '/api/favorites')).toEqual([second])
    expect(((await yusuf.get(`/api/profiles/${first}`)).json() as ProfileView).isFavorited).toBe(false)
  })

  it('keeps favoriting separate from liking: a favorite stays in the feed', async () => {
    const yusuf = await man()
    const amina = await insertMember(ctx.db)
    await yusuf.put(`/api/profiles/${amina}/favorite`)
    const first = (await yusuf.get('/api/discover')).json()
    expect(first.profiles.map((p: { id: string }) => p.id)).toContain(amina)
  })
})

describe('the Liked tabs', () => {
  it('list who liked me, whom I liked and my favorites as tiles, with the count', async () => {
    ctx.clock.set(new Date('2026-06-15T12:00:00Z'))
    const yusuf = await man()
    const amina = await signUpMember(ctx.app, ctx.db, {
      sex: 'female',
      name: 'Amina',
      birthday: '1996-06-15',
      occupation: '',
      city: 'Cairo',
      country: 'Egypt',
    })
    const [liked] = await insertMembers(ctx.db, [{ name: 'Liked' }])
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    await yusuf.post(`/api/profiles/${liked}/like`)

    const likedMe = (await yusuf.get('/api/liked/me')).json()
    expect(likedMe).toEqual({
      total: 1,
      profiles: [
        {
          id: amina.id,
          name: 'Amina',
          sex: 'female',
          age: 30,
          occupation: '',
          location: { country: 'Egypt', city: 'Cairo' },
          picture: null,
          isDemo: false,
          picturesBlurred: false,
          matchId: null,
          passedByMe: false,
        },
      ],
      nextCursor: null,
    })
    expect(await tileIds(yusuf, '/api/liked/mine')).toEqual([liked])
    expect(await tileIds(amina, '/api/liked/mine')).toEqual([yusuf.id])

    // Liking back makes a match: she leaves Liked Me and joins I Liked.
    await yusuf.post(`/api/profiles/${amina.id}/like`)
    expect(await tileIds(yusuf, '/api/liked/me')).toEqual([])
    expect((await tileIds(yusuf, '/api/liked/mine')).sort()).toEqual([amina.id, liked].sort())
  })

  it('leave out profiles that were deactivated', async () => {
    const yusuf = await man()
    const amina = await woman()
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    await yusuf.put(`/api/profiles/${amina.id}/favorite`)
    await ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, amina.id))
    expect(await tileIds(yusuf, '/api/liked/me')).toEqual([])
    expect(await tileIds(yusuf, '/api/favorites')).toEqual([])
  })

  it('tell the dialog where I stand with the profile', async () => {
    const yusuf = await man()
    const amina = await woman()
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    const before: ProfileView = (await yusuf.get(`/api/profiles/${amina.id}`)).json()
    expect(before).toMatchObject({ profile: { id: amina.id, name: 'Amina' }, myAction: null, likedMe: true })
    await yusuf.post(`/api/profiles/${amina.id}/pass`)
    expect(((await yusuf.get(`/api/profiles/${amina.id}`)).json() as ProfileView).myAction).toBe('pass')
  })
})

describe('blocking', () => {
  it.each([
    ['I block her', 'yusuf'],
    ['she blocks me', 'amina'],
  ] as const)('when %s, each leaves every list and the feed of the other', async (_, blocker) => {
    const yusuf = await man()
    const amina = await woman()
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    await yusuf.put(`/api/profiles/${amina.id}/favorite`)
    await amina.put(`/api/profiles/${yusuf.id}/favorite`)
    const [byMe] = await insertMembers(ctx.db, [{}])
    await yusuf.post(`/api/profiles/${byMe}/like`)
    expect(await tileIds(yusuf, '/api/liked/me')).toEqual([amina.id])
    expect(await tileIds(amina, '/api/liked/mine')).toEqual([yusuf.id])

    const [from, to] = blocker === 'yusuf' ? [yusuf, amina] : [amina, yusuf]
    const res = await from.post(`/api/profiles/${to.id}/block`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'blocked' })

    for (const [me, other] of [
      [yusuf, amina],
      [amina, yusuf],
    ] as const) {
      for (const url of ['/api/liked/me', '/api/liked/mine', '/api/favorites']) {
        expect(await tileIds(me, url)).not.toContain(other.id)
      }
      const feed = (await me.get('/api/discover')).json().profiles.map((p: { id: string }) => p.id)
      expect(feed).not.toContain(other.id)
      expect((await me.get(`/api/profiles/${other.id}`)).statusCode).toBe(404)
      expect((await me.post(`/api/profiles/${other.id}/like`)).statusCode).toBe(404)
    }
    // Unrelated entries stay.
    expect(await tileIds(yusuf, '/api/liked/mine')).toEqual([byMe])
  })

  it('is harmless twice and hides the blocker’s notifications', async () => {
    const yusuf = await man()
    const amina = await woman()
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    expect((await yusuf.get('/api/notifications')).json().notifications).toHaveLength(1)
    await yusuf.post(`/api/profiles/${amina.id}/block`)
    expect((await yusuf.post(`/api/profiles/${amina.id}/block`)).statusCode).toBe(200)
    const rows = await ctx.db.select().from(blockedProfiles).where(eq(blockedProfiles.blockerId, yusuf.id))
    expect(rows).toHaveLength(1)
    expect((await yusuf.get('/api/notifications')).json().notifications).toHaveLength(0)
  })

  it('ends an active match as a block, with the blocker as initiator', async () => {
    const yusuf = await man()
    const amina = await woman()
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    const { matchId } = (await yusuf.post(`/api/profiles/${amina.id}/like`)).json()
    ctx.clock.set(new Date('2026-05-05T05:05:05Z'))
    await amina.post(`/api/profiles/${yusuf.id}/block`)
    const [row] = await ctx.db.select().from(matches).where(eq(matches.id, matchId))
    expect(row).toMatchObject({
      unmatchedAt: new Date('2026-05-05T05:05:05Z'),
      unmatchInitiatorId: amina.id,
      unmatchKind: 'block',
    })
  })
})

describe('reporting', () => {
  it.each([
    ['9 characters', 'x'.repeat(9), 400, 'Reason must be at least 10 characters long'],
    ['1,001 characters', 'x'.repeat(1001), 400, 'Reason must be no more than 1,000 characters long'],
    ['no reason', undefined, 400, 'Reason must be at least 10 characters long'],
    ['10 characters', 'x'.repeat(10), 200, null],
    ['1,000 characters', 'x'.repeat(1000), 200, null],
  ])('with %s answers %i', async (_, reason, status, message) => {
    const yusuf = await man()
    const amina = await insertMember(ctx.db)
    const res = await yusuf.post(
      `/api/profiles/${amina}/report`,
      reason === undefined ? { category: 'other' } : { category: 'other', reason },
    )
    expect(res.statusCode).toBe(status)
    const reports = await ctx.db.select().from(profileReports).where(eq(profileReports.reporterId, yusuf.id))
    const blocks = await ctx.db.select().from(blockedProfiles).where(eq(blockedProfiles.blockerId, yusuf.id))
    if (message) {
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message })
      expect(reports).toHaveLength(0)
      expect(blocks).toHaveLength(0)
    } else {
      expect(res.json()).toEqual({ status: 'reported' })
      expect(reports).toMatchObject([{ reportedId: amina, reason, status: 'open' }])
      expect(blocks).toMatchObject([{ blockedId: amina }])
    }
  })

  it.each([
    ['no category', undefined],
    ['an unknown category', 'rude'],
    ['a label instead of the code', 'Fake profile'],
    ['a category that is not text', 3],
  ])('refuses a report with %s, and changes nothing', async (_, category) => {
    const yusuf = await man()
    const amina = await insertMember(ctx.db)
    const res = await yusuf.post(`/api/profiles/${amina}/report`, { category, reason: 'Asked me for money' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose what the report is about',
      issues: [{ path: 'category', message: 'Choose what the report is about' }],
    })
    expect(await ctx.db.select().from(profileReports).where(eq(profileReports.reporterId, yusuf.id))).toEqual(
      [],
    )
    expect(
      await ctx.db.select().from(blockedProfiles).where(eq(blockedProfiles.blockerId, yusuf.id)),
    ).toEqual([])
  })

  it.each([...REPORT_CATEGORIES])('stores the category %s with the report', async (category) => {
    const yusuf = await man()
    const amina = await insertMember(ctx.db)
    const res = await yusuf.post(`/api/profiles/${amina}/report`, { category, reason: 'Said more below' })
    expect(res.statusCode).toBe(200)
    const reports = await ctx.db.select().from(profileReports).where(eq(profileReports.reporterId, yusuf.id))
    expect(reports).toMatchObject([{ reportedId: amina, category, reason: 'Said more below' }])
  })

  it('stores the trimmed reason, blocks, and hides the reported profile from the reporter', async () => {
    const yusuf = await man()
    const amina = await woman()
    await amina.post(`/api/profiles/${yusuf.id}/like`)
    const res = await yusuf.post(`/api/profiles/${amina.id}/report`, {
      category: 'scam',
      reason: '   Asked me for money   ',
    })
    expect(res.statusCode).toBe(200)
    const [report] = await ctx.db.select().from(profileReports).where(eq(profileReports.reporterId, yusuf.id))
    expect(report?.reason).toBe('Asked me for money')
    expect(await tileIds(yusuf, '/api/liked/me')).toEqual([])
    const feed = (await yusuf.get('/api/discover')).json().profiles.map((p: { id: string }) => p.id)
    expect(feed).not.toContain(amina.id)
    expect((await amina.get(`/api/profiles/${yusuf.id}`)).statusCode).toBe(404)
  })
})

describe('rate limits', () => {
  it('refuses the 61st like within a minute with a 429, and allows likes again a minute later', async () => {
    ctx.clock.set(new Date('2026-07-01T00:00:00Z'))
    const yusuf = await man()
    const targets = await insertMembers(
      ctx.db,
      Array.from({ length: 62 }, () => ({})),
    )
    for (const id of targets.slice(0, 60)) {
      expect((await yusuf.post(`/api/profiles/${id}/like`)).statusCode).toBe(200)
    }
    const limited = await yusuf.post(`/api/profiles/${targets[60]}/like`)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    })
    expect(await actionsBetween(yusuf.id, targets[60]!)).toHaveLength(0)

    const other = await man()
    expect((await other.post(`/api/profiles/${targets[60]}/like`)).statusCode).toBe(200)

    ctx.clock.advance(60_000)
    expect((await yusuf.post(`/api/profiles/${targets[61]}/like`)).statusCode).toBe(200)
  })

  it('refuses the 11th report within an hour', async () => {
    ctx.clock.set(new Date('2026-07-02T00:00:00Z'))
    const yusuf = await man()
    const targets = await insertMembers(
      ctx.db,
      Array.from({ length: 11 }, () => ({})),
    )
    for (const id of targets.slice(0, 10)) {
      expect(
        (
          await yusuf.post(`/api/profiles/${id}/report`, {
            category: 'fake_profile',
            reason: 'Fake profile here',
          })
        ).statusCode,
      ).toBe(200)
    }
    const limited = await yusuf.post(`/api/profiles/${targets[10]}/report`, {
      category: 'fake_profile',
      reason: 'Fake profile here',
    })
    expect(limited.statusCode).toBe(429)
    const [row] = await ctx.db
      .select({ n: count() })
      .from(profileReports)
      .where(eq(profileReports.reporterId, yusuf.id))
    expect(row?.n).toBe(10)
  })
})
