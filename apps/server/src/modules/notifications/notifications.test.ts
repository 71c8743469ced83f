import { NOTIFICATION_TYPES, type Notification } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { blockedProfiles, notifications } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { buildTestApp } from '../../test/build-test-app'
import { insertMember, MANY_SIGN_UPS, signUpMember } from '../../test/liked-fixtures'
import { createNotification, type NotificationInput, type NotificationRow } from './notifications.service'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
beforeAll(async () => {
  ctx = await buildTestApp(MANY_SIGN_UPS)
})
afterAll(() => ctx.app.close())

const rowsFor = (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId))

describe('createNotification', () => {
  it.each(NOTIFICATION_TYPES.map((t) => [t]))('stores a %s notification', async (type) => {
    const [userId, senderId] = [await insertMember(ctx.db), await insertMember(ctx.db, { sex: 'male' })]
    const row = await createNotification(ctx.db, {
      userId,
      type,
      senderId,
      referenceId: 'ref-1',
      content: 'Hi',
    })
    expect(row).toMatchObject({ userId, type, senderId, referenceId: 'ref-1', content: 'Hi', readAt: null })
    expect(await rowsFor(userId)).toHaveLength(1)
  })

  it.each([
    ['an unknown type', { type: 'nudge' }],
    ['no user', { userId: '' }],
    ['no sender', { senderId: '' }],
  ])('refuses %s and stores nothing', async (_, bad) => {
    const [userId, senderId] = [await insertMember(ctx.db), await insertMember(ctx.db, { sex: 'male' })]
    const input = { userId, senderId, type: 'like', ...bad } as NotificationInput
    const error = await createNotification(ctx.db, input).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('VALIDATION_FAILED')
    expect(await rowsFor(userId)).toHaveLength(0)
  })

  it('writes inside the caller’s transaction: a rollback leaves no notification', async () => {
    const [userId, senderId] = [await insertMember(ctx.db), await insertMember(ctx.db, { sex: 'male' })]
    await ctx.db
      .transaction(async (tx) => {
        await createNotification(tx, { userId, senderId, type: 'like' })
        throw new Error('the action failed after the notification was written')
      })
      .catch(() => {})
    expect(await rowsFor(userId)).toHaveLength(0)
  })
})

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('pages through my notifications newest first with a cursor, counting all unread ones', async () => {
    const me = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    const sender = await insertMember(ctx.db, { sex: 'male', name: 'Yusuf' })
    const blocked = await insertMember(ctx.db, { sex: 'male', name: 'Blocked' })
    // Five share one instant, so only the id orders them: the cursor must not skip or repeat one.
    const instant = new Date('2026-03-01T00:00:00Z')
    for (let i = 0; i < 5; i++) {
      await createNotification(ctx.db, { userId: me.id, senderId: sender, type: 'like', createdAt: instant })
    }
    // The database's own clock, with microseconds a JavaScript Date cannot hold.
    for (let i = 0; i < 3; i++)
      await createNotification(ctx.db, { userId: me.id, senderId: sender, type: 'match' })
    await createNotification(ctx.db, { userId: me.id, senderId: blocked, type: 'like' })
    await ctx.db.insert(blockedProfiles).values({ blockerId: me.id, blockedId: blocked })

    const seen: Notification[] = []
    let before: string | null = null
    let pages = 0
    do {
      const query: string = before ? `?limit=3&before=${encodeURIComponent(before)}` : '?limit=3'
      const res = await me.get(`/api/notifications${query}`)
      expect(res.statusCode).toBe(200)
      const page = res.json()
      expect(page.unreadCount).toBe(8)
      seen.push(...page.notifications)
      before = page.nextCursor
      pages += 1
    } while (before && pages < 10)
    expect(pages).toBe(3)
    expect(new Set(seen.map((n) => n.id)).size).toBe(8)
    expect(seen.map((n) => n.type)).toEqual([
      'match',
      'match',
      'match',
      'like',
      'like',
      'like',
      'like',
      'like',
    ])
    expect(seen.some((n) => n.senderId === blocked)).toBe(false)

    await me.post('/api/notifications/read', { ids: [seen[0]!.id] })
    expect((await me.get('/api/notifications?limit=1')).json().unreadCount).toBe(7)
  })

  it('refuses a cursor it did not make and a limit out of range', async () => {
    const me = await signUpMember(ctx.app, ctx.db)
    for (const query of [
      '?before=bogus',
      `?before=${Buffer.from('["x","y"]').toString('base64url')}`,
      '?limit=0',
      '?limit=51',
    ]) {
      const res = await me.get(`/api/notifications${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
  })

  it('keeps push preferences per user, all on until changed', async () => {
    const me = await signUpMember(ctx.app, ctx.db)
    const other = await signUpMember(ctx.app, ctx.db)
    const allOn = {
      like: true,
      match: true,
      message: true,
      chat_unlocked: true,
      payment_required: true,
      reminder: true,
    }
    expect((await me.get('/api/notifications/preferences')).json()).toEqual(allOn)
    const saved = await me.put('/api/notifications/preferences', { ...allOn, like: false, reminder: false })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ ...allOn, like: false, reminder: false })
    expect((await me.get('/api/notifications/preferences')).json()).toEqual({
      ...allOn,
      like: false,
      reminder: false,
    })
    expect((await other.get('/api/notifications/preferences')).json()).toEqual(allOn)
    const partial = await me.put('/api/notifications/preferences', { like: true })
    expect(partial.statusCode).toBe(400)
    expect((await me.get('/api/notifications/preferences')).json().like).toBe(false)
  })

  it('lists only my notifications, newest first, at most 50, with the sender’s name', async () => {
    const me = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    const sender = await insertMember(ctx.db, { sex: 'male', name: 'Yusuf' })
    const someoneElse = await insertMember(ctx.db)
    const start = new Date('2026-02-01T00:00:00Z').getTime()
    for (let i = 0; i < 52; i++) {
      await createNotification(ctx.db, {
        userId: me.id,
        senderId: sender,
        type: 'like',
        content: `n${i}`,
        createdAt: new Date(start + i * 1000),
      })
    }
    await createNotification(ctx.db, { userId: someoneElse, senderId: sender, type: 'like' })

    const res = await me.get('/api/notifications?limit=50')
    expect(res.statusCode).toBe(200)
    const list = res.json().notifications as Notification[]
    expect(list).toHaveLength(50)
    expect(list[0]).toMatchObject({
      type: 'like',
      senderId: sender,
      senderName: 'Yusuf',
      senderSex: 'male',
      content: 'n51',
      read: false,
      createdAt: new Date(start + 51_000).toISOString(),
    })
    expect(list.at(-1)?.content).toBe('n2')
  })

  it('marks the listed ones, or all of mine, as read; other people’s stay unread', async () => {
    const me = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    const other = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    const sender = await insertMember(ctx.db, { sex: 'male' })
    const mine: NotificationRow[] = []
    for (let i = 0; i < 3; i++)
      mine.push(await createNotification(ctx.db, { userId: me.id, senderId: sender, type: 'like' }))
    const theirs = await createNotification(ctx.db, { userId: other.id, senderId: sender, type: 'like' })

    const foreign = await me.post('/api/notifications/read', { ids: [mine[0]!.id, theirs.id] })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' })
    expect((await rowsFor(me.id)).every((n) => n.readAt === null)).toBe(true)
    const some = await me.post('/api/notifications/read', { ids: [mine[0]!.id] })
    expect(some.json()).toEqual({ updated: 1 })
    const all = await me.post('/api/notifications/read', {})
    expect(all.json()).toEqual({ updated: 2 })
    expect((await rowsFor(me.id)).every((n) => n.readAt !== null)).toBe(true)
    expect((await rowsFor(other.id))[0]?.readAt).toBeNull()
    expect(((await me.get('/api/notifications')).json().notifications as Notification[])[0]?.read).toBe(true)
  })

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401)
  })

  it('refuses ids that are not notification ids', async () => {
    const me = await signUpMember(ctx.app, ctx.db)
    const res = await me.post('/api/notifications/read', { ids: ['not-a-uuid'] })
    expect(res.statusCode).toBe(400)
  })
})

describe('announcing after the commit', () => {
  it('hands a like’s notification to the announcer only once it is committed and visible', async () => {
    const yusuf = await signUpMember(ctx.app, ctx.db, { sex: 'male' })
    const amina = await insertMember(ctx.db)
    const seenAtAnnouncement: Promise<unknown[]>[] = []
    const announce = ctx.app.announcer.announce.bind(ctx.app.announcer)
    // Records what was announced, then announces it as usual.
    const notify = vi.spyOn(ctx.app.announcer, 'announce').mockImplementation((announcement) => {
      for (const row of announcement.notifications ?? []) {
        seenAtAnnouncement.push(ctx.db.select().from(notifications).where(eq(notifications.id, row.id)))
      }
      announce(announcement)
    })
    await yusuf.post(`/api/profiles/${amina}/like`)
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]?.[0].notifications).toMatchObject([
      { userId: amina, senderId: yusuf.id, type: 'like' },
    ])
    const visible = await Promise.all(seenAtAnnouncement)
    expect(visible.map((rows) => rows.length)).toEqual([1])
  })
})
