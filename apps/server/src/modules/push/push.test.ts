import { randomUUID } from 'node:crypto'
import { MAX_PUSH_SUBSCRIPTIONS, type PushPayload, pushPayloadSchema } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matches, pushTokens } from '../../db/schema'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { memberClient } from '../../test/liked-fixtures'
import {
  fakeKeys,
  startBrokenPushService,
  startTestPushService,
  TEST_VAPID,
  type TestPushService,
  type TestSubscription,
} from '../../test/push-service'
import { createFundedUser } from '../matches/matches.test-helpers'
import { createNotification } from '../notifications/notifications.service'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
let service: TestPushService
let services: Awaited<ReturnType<typeof startBrokenPushService>>[] = []
let brokenBy: Record<
  'gone404' | 'gone410' | 'failing' | 'hanging',
  Awaited<ReturnType<typeof startBrokenPushService>>
>

beforeAll(async () => {
  service = await startTestPushService()
  brokenBy = {
    gone404: await startBrokenPushService(404),
    gone410: await startBrokenPushService(410),
    failing: await startBrokenPushService(500),
    hanging: await startBrokenPushService('hang'),
  }
  services = Object.values(brokenBy)
  ctx = await buildTestApp({
    config: {
      signUpRateLimit: 10_000,
      pushHttpOrigins: [service.origin, ...services.map((s) => s.origin)],
      pushTimeoutMs: 3000,
    },
    // No DNS here: every push service host 'resolves' to loopback, which the sender refuses.
    resolvePushHost: async () => [{ address: '127.0.0.1', family: 4 }],
  })
})
afterAll(async () => {
  await ctx.app.close()
  await service.close()
  for (const s of services) await s.close()
})

const device = {
  platform: 'Linux x86_64',
  timestamp: '2026-11-23T10:00:00.000Z',
  clientVersion: '1.0.0',
  appVersion: '1.0.0',
}

async function person(name: string, sex: 'male' | 'female') {
  const user = await createFundedUser(ctx.app, ctx.db, 10, { name, sex })
  return { ...user, ...memberClient(ctx.app, user.cookie) }
}
type Person = Awaited<ReturnType<typeof person>>

const save = (
  who: Person,
  subscription: Omit<TestSubscription, 'clientHash'> | Record<string, unknown>,
  extra = {},
) => who.post('/api/push/subscriptions', { subscription, platform: 'web', deviceInfo: device, ...extra })

const remove = (app: FastifyInstance, who: Person, endpoint: string) =>
  app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { endpoint },
  })

async function subscribed(who: Person): Promise<TestSubscription> {
  const sub = await service.subscribe()
  const res = await save(who, { endpoint: sub.endpoint, keys: sub.keys })
  expect(res.statusCode).toBe(201)
  return sub
}

const received = async (sub: TestSubscription): Promise<PushPayload[]> =>
  (await service.messages(sub)).map((m) => pushPayloadSchema.parse(JSON.parse(m)))
const texts = (payloads: PushPayload[]) => payloads.map((p) => [p.title, p.body])
const tokensOf = (userId: string) => ctx.db.select().from(pushTokens).where(eq(pushTokens.userId, userId))

/** Like, like back (a match), pay, pay (unlocked), a message: every action with a notification. */
async function journey(amina: Person, bilal: Person) {
  expect((await bilal.post(`/api/profiles/${amina.id}/like`)).statusCode).toBe(200)
  expect((await amina.post(`/api/profiles/${bilal.id}/like`)).json()).toMatchObject({ status: 'matched' })
  const [match] = await ctx.db
    .select()
    .from(matches)
    .where(eq(matches.profile1Id, [amina.id, bilal.id].sort()[0]!))
  const matchId = match!.id
  expect((await amina.post(`/api/matches/${matchId}/pay`, { express: false })).statusCode).toBe(200)
  expect((await bilal.post(`/api/matches/${matchId}/pay`, { express: false })).statusCode).toBe(200)
  const sent = await amina.post(`/api/matches/${matchId}/messages`, {
    content: 'Assalamu alaikum!',
    clientId: randomUUID(),
  })
  expect(sent.statusCode).toBeLessThan(300)
  return matchId
}

describe('Web Push to a real push service', () => {
  it('serves the public key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/push/config' })
    expect(res.json()).toEqual({ publicKey: TEST_VAPID.publicKey })
  })

  it('pushes every notification to every subscription of its recipient, with its title, body and target', async () => {
    const amina = await person('Amina', 'female')
    const bilal = await person('Bilal', 'male')
    const aminaPhone = await subscribed(amina)
    const aminaLaptop = await subscribed(amina)
    const bilalPhone = await subscribed(bilal)

    const matchId = await journey(amina, bilal)
    ctx.app.announcer.announce({
      notifications: [
        await createNotification(ctx.db, { userId: amina.id, senderId: amina.id, type: 'test' }),
      ],
    })
    ctx.clock.advance(36 * 60 * 60 * 1000) // 12 h before the reply Bilal owes Amina
    expect((await ctx.app.scheduler.tick()).reminded).toBe(1)
    await ctx.app.push.idle()

    for (const sub of [aminaPhone, aminaLaptop]) {
      const payloads = await received(sub)
      // Pushes run in the background: they may arrive in any order.
      expect(texts(payloads).sort()).toEqual(
        [
          ['New Like!', 'Bilal liked your profile!'],
          ['New Match!', 'You matched with Bilal!'],
          ['Chat Unlocked!', 'Your chat with Bilal is open. Say salam!'],
          ['Test Notification', 'Push notifications are working.'],
        ].sort(),
      )
      expect(Object.fromEntries(payloads.map((p) => [p.data.type, p.data.url]))).toEqual({
        like: '/app/liked',
        match: `/app/chat/${matchId}`,
        chat_unlocked: `/app/chat/${matchId}`,
        test: '/app/profiles',
      })
    }
    const bilals = await received(bilalPhone)
    expect(texts(bilals).sort()).toEqual(
      [
        ['New Match!', 'You matched with Amina!'],
        ['Payment Required', 'Amina paid to unlock your chat. Unlock it too to start talking.'],
        ['Chat Unlocked!', 'Your chat with Amina is open. Say salam!'],
        ['New Message', 'Amina: Assalamu alaikum!'],
        [
          'Time Is Running Out',
          'Amina is waiting for your reply. Answer before the timer ends to keep your match.',
        ],
      ].sort(),
    )
    expect(bilals.find((p) => p.data.type === 'message')?.data).toMatchObject({
      senderId: amina.id,
      referenceId: matchId,
      url: `/app/chat/${matchId}`,
    })
  })

  it('falls back to Someone when the sender has no name to show', async () => {
    const amina = await person('Amina', 'female')
    const sub = await subscribed(amina)
    const row = await createNotification(ctx.db, { userId: amina.id, senderId: amina.id, type: 'like' })
    ctx.app.announcer.announce({ notifications: [{ ...row, senderName: null }] })
    await ctx.app.push.idle()
    expect(texts(await received(sub))).toEqual([['New Like!', 'Someone liked your profile!']])
  })

  it('words the push in the recipient’s language (decision 282)', async () => {
    const amina = await person('Amina', 'female')
    const bilal = await person('Bilal', 'male')
    expect((await amina.put('/api/account/locale', { locale: 'ar' })).statusCode).toBe(200)
    const sub = await subscribed(amina)
    const bilalSub = await subscribed(bilal)
    expect((await bilal.post(`/api/profiles/${amina.id}/like`)).statusCode).toBe(200)
    await ctx.app.push.idle()
    expect(texts(await received(sub))).toContainEqual(['إعجاب جديد!', 'أُعجب Bilal بملفك الشخصي!'])
    expect((await amina.post(`/api/profiles/${bilal.id}/like`)).statusCode).toBe(200)
    await ctx.app.push.idle()
    expect(texts(await received(sub))).toContainEqual(['توافق جديد!', 'تم التوافق بينك وبين Bilal!'])
    // The other member of the same match still reads English.
    expect(texts(await received(bilalSub))).toContainEqual(['New Match!', 'You matched with Amina!'])
  })

  it('words a reminder push in the account’s language: Arabic with no English word, French', async () => {
    const amina = await person('أمينة', 'female')
    const bilal = await person('بلال', 'male')
    const claire = await person('Claire', 'female')
    const yusuf = await person('Yusuf', 'male')
    expect((await bilal.put('/api/account/locale', { locale: 'ar' })).statusCode).toBe(200)
    expect((await yusuf.put('/api/account/locale', { locale: 'fr' })).statusCode).toBe(200)
    const bilalPhone = await subscribed(bilal)
    const yusufPhone = await subscribed(yusuf)
    await journey(amina, bilal)
    await journey(claire, yusuf)
    ctx.clock.advance(36 * 60 * 60 * 1000) // 12 h before the replies Bilal and Yusuf owe
    expect((await ctx.app.scheduler.tick()).reminded).toBeGreaterThanOrEqual(2)
    await ctx.app.push.idle()

    const arabic = (await received(bilalPhone)).filter((p) => p.data.type === 'reminder')
    expect(texts(arabic)).toEqual([
      ['الوقت يوشك على الانتهاء', 'أمينة تنتظر ردّك. يُرجى الرد قبل انتهاء المؤقت للحفاظ على التوافق.'],
    ])
    // Every push Bilal got (like, match, payment, unlock, message, reminder) is free of English,
    // but for what Amina wrote herself.
    for (const p of await received(bilalPhone)) {
      const words = `${p.title} ${p.body}`.replace('Assalamu alaikum!', '')
      expect(words).not.toMatch(/[A-Za-z]/)
    }
    const french = (await received(yusufPhone)).filter((p) => p.data.type === 'reminder')
    expect(texts(french)).toEqual([
      [
        'Le temps presse',
        'Claire attend votre réponse. Répondez avant la fin du minuteur pour garder votre match.',
      ],
    ])
  })

  it('says so when the sender is a demo member, in the push and in the list', async () => {
    const amina = await person('Amina', 'female')
    const demo = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Zaynab', sex: 'male', isDemo: true })
    const sub = await subscribed(amina)
    ctx.app.announcer.announce({
      notifications: [
        await createNotification(ctx.db, { userId: amina.id, senderId: demo.id, type: 'like' }),
      ],
    })
    await ctx.app.push.idle()
    expect(texts(await received(sub))).toEqual([['New Like!', 'Zaynab (demo member) liked your profile!']])
    const list = await amina.get('/api/notifications')
    expect(list.json().notifications[0]).toMatchObject({ senderName: 'Zaynab', senderIsDemo: true })
  })

  it('pushes only the types the recipient left on', async () => {
    const amina = await person('Amina', 'female')
    const bilal = await person('Bilal', 'male')
    const sub = await subscribed(bilal)
    const prefs = {
      like: true,
      match: true,
      message: false,
      chat_unlocked: true,
      payment_required: false,
      reminder: true,
    }
    expect((await bilal.put('/api/notifications/preferences', prefs)).statusCode).toBe(200)
    await journey(amina, bilal)
    await ctx.app.push.idle()
    expect(
      texts(await received(sub))
        .map(([title]) => title)
        .sort(),
    ).toEqual(['Chat Unlocked!', 'New Match!'])
  })

  it('removes a subscription the push service calls gone (410, 404) and keeps the others', async () => {
    const amina = await person('Amina', 'female')
    const bilal = await person('Bilal', 'male')
    const expired = await subscribed(amina)
    const alive = await subscribed(amina)
    expect((await save(amina, brokenBy.gone404.subscription())).statusCode).toBe(201)
    expect((await save(amina, brokenBy.gone410.subscription())).statusCode).toBe(201)
    await service.expire(expired)
    expect(await tokensOf(amina.id)).toHaveLength(4)

    expect((await bilal.post(`/api/profiles/${amina.id}/like`)).statusCode).toBe(200)
    await ctx.app.push.idle()
    expect((await tokensOf(amina.id)).map((t) => t.token)).toEqual([alive.endpoint])
    expect(texts(await received(alive))).toEqual([['New Like!', 'Bilal liked your profile!']])
  })

  it('lets no failing or silent push service fail a like, a match, a payment or a message', async () => {
    const amina = await person('Amina', 'female')
    const bilal = await person('Bilal', 'male')
    for (const who of [amina, bilal]) {
      expect((await save(who, brokenBy.failing.subscription())).statusCode).toBe(201)
      expect((await save(who, brokenBy.hanging.subscription())).statusCode).toBe(201)
      // A push service whose address the sender refuses (our DNS stand-in answers loopback).
      const refused = { endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, keys: fakeKeys() }
      expect((await save(who, refused)).statusCode).toBe(201)
    }
    const before = { failing: brokenBy.failing.received, hanging: brokenBy.hanging.received }
    const matchId = await journey(amina, bilal) // every step answered 2xx above
    const [match] = await ctx.db.select().from(matches).where(eq(matches.id, matchId))
    expect(match).toMatchObject({ chatUnlocked: true, awaitingResponseFrom: bilal.id })
    await ctx.app.push.idle() // each hanging push gives up after the timeout
    // 3 notifications for Amina, 4 for Bilal: each tried at both services.
    expect(brokenBy.failing.received - before.failing).toBe(7)
    expect(brokenBy.hanging.received - before.hanging).toBe(7)
    expect(await tokensOf(amina.id)).toHaveLength(3)
    expect(await tokensOf(bilal.id)).toHaveLength(3)
  })
})

describe('saving and removing subscriptions', () => {
  it('stores the device with its keys, platform and device info, and refreshes it when saved again', async () => {
    const amina = await person('Amina', 'female')
    const sub = await service.subscribe()
    const first = await save(amina, { endpoint: sub.endpoint, keys: sub.keys })
    expect(first.statusCode).toBe(201)
    const again = await save(
      amina,
      { endpoint: sub.endpoint, keys: sub.keys },
      { deviceInfo: { ...device, appVersion: '1.0.1' } },
    )
    expect(again.json()).toEqual(first.json())
    const [row, ...rest] = await tokensOf(amina.id)
    expect(rest).toHaveLength(0)
    expect(row).toMatchObject({
      token: sub.endpoint,
      platform: 'web',
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
    })
    expect(JSON.parse(row!.deviceInfo!)).toEqual({ ...device, appVersion: '1.0.1' })

    const removed = await remove(ctx.app, amina, sub.endpoint)
    expect(removed.json()).toEqual({ removed: 1 })
    expect(await tokensOf(amina.id)).toHaveLength(0)
  })

  it.each([
    ['no keys', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }],
    ['an endpoint that is not a URL', { endpoint: 'not a url', keys: fakeKeys() }],
    [
      'an empty auth key',
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { ...fakeKeys(), auth: '' } },
    ],
  ])('refuses a malformed subscription (%s) and stores nothing', async (_, subscription) => {
    const amina = await person('Amina', 'female')
    const res = await save(amina, subscription)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect(await tokensOf(amina.id)).toHaveLength(0)
  })

  it('refuses a push endpoint that is not https, unless it is an allowed local service', async () => {
    const amina = await person('Amina', 'female')
    const res = await save(amina, { endpoint: 'http://push.example/abc', keys: fakeKeys() })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Push endpoints must use https' })
    expect(await tokensOf(amina.id)).toHaveLength(0)
    expect(
      (await save(amina, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: fakeKeys() }))
        .statusCode,
    ).toBe(201)
  })

  it('refuses a device past the cap and stores nothing, until one is removed', async () => {
    const amina = await person('Amina', 'female')
    const endpoints: string[] = []
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS; i++) {
      endpoints.push(`https://fcm.googleapis.com/fcm/send/${randomUUID()}`)
      expect((await save(amina, { endpoint: endpoints[i], keys: fakeKeys() })).statusCode).toBe(201)
    }
    const over = await save(amina, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/one-too-many',
      keys: fakeKeys(),
    })
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toMatch(/already on for 10 devices/)
    expect(await tokensOf(amina.id)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS)
    // Refreshing a device I have is not a new one.
    expect((await save(amina, { endpoint: endpoints[0]!, keys: fakeKeys() })).statusCode).toBe(201)
    await remove(ctx.app, amina, endpoints[1]!)
    expect(
      (await save(amina, { endpoint: 'https://fcm.googleapis.com/fcm/send/one-too-many', keys: fakeKeys() }))
        .statusCode,
    ).toBe(201)
  })

  it('moves a subscription to another account only with its own keys; another user cannot remove it', async () => {
    const amina = await person('Amina', 'female')
    const intruder = await person('Intruder', 'female')
    const sub = await service.subscribe()
    await save(amina, { endpoint: sub.endpoint, keys: sub.keys })

    const stolen = await save(intruder, { endpoint: sub.endpoint, keys: fakeKeys() })
    expect(stolen.statusCode).toBe(409)
    expect(stolen.json().message).toBe('This push subscription belongs to another device')
    expect((await remove(ctx.app, intruder, sub.endpoint)).json()).toEqual({ removed: 0 })
    expect((await tokensOf(amina.id)).map((t) => t.token)).toEqual([sub.endpoint])
    expect(await tokensOf(intruder.id)).toHaveLength(0)

    // The same browser, now signed in to the other account, re-saves its own subscription.
    const sameBrowser = await save(intruder, { endpoint: sub.endpoint, keys: sub.keys })
    expect(sameBrowser.statusCode).toBe(201)
    expect(await tokensOf(amina.id)).toHaveLength(0)
    expect((await tokensOf(intruder.id)).map((t) => t.token)).toEqual([sub.endpoint])
  })

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: {
        subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: fakeKeys() },
        platform: 'web',
        deviceInfo: device,
      },
    })
    expect(res.statusCode).toBe(401)
  })
})
