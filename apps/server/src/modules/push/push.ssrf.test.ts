import { randomUUID } from 'node:crypto'
import diagnostics from 'node:diagnostics_channel'
import type { Socket } from 'node:net'
import tls from 'node:tls'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushTokens, sessions } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { memberClient } from '../../test/liked-fixtures'
import {
  fakeKeys,
  startBrokenPushService,
  startConnectionCounter,
  startTestPushService,
} from '../../test/push-service'
import { createFundedUser } from '../matches/matches.test-helpers'
import { createNotification } from '../notifications/notifications.service'
import { checkPushEndpoint, DEFAULT_PUSH_SERVICE_HOSTS, isPublicAddress } from './push.endpoints'

// Issue 18, finding 1: a subscription's endpoint is a URL the server will connect to. Only the
// browsers' push services are accepted, when saved and again before every push; their host
// names must resolve to public addresses, the socket connects to the very address checked, and
// redirects are never followed.

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
let counter: Awaited<ReturnType<typeof startConnectionCounter>>
let accepting: Awaited<ReturnType<typeof startBrokenPushService>>
const redirecting: Awaited<ReturnType<typeof startBrokenPushService>>[] = []
let pushService: Awaited<ReturnType<typeof startTestPushService>>

/** What the DNS stand-in answers for a host, and every name it was asked. */
let answer: (host: string) => string[] = () => []
const asked: string[] = []

/** Where the sockets the process opened during a test connected to (plain and TLS). */
const connected: string[] = []
const record = (socket: Socket) =>
  socket.on('connect', () => connected.push(`${socket.remoteAddress}:${socket.remotePort}`))
const onSocket = (message: unknown) => record((message as { socket: Socket }).socket)
beforeEach(() => {
  // https sockets are made by tls.connect, which the net channel above does not see.
  const realConnect = tls.connect
  vi.spyOn(tls, 'connect').mockImplementation(((...args: Parameters<typeof tls.connect>) =>
    record(realConnect.apply(tls, args))) as typeof tls.connect)
})

beforeAll(async () => {
  counter = await startConnectionCounter()
  accepting = await startBrokenPushService(201)
  pushService = await startTestPushService()
  for (const status of [301, 302, 303, 307, 308]) {
    redirecting.push(
      await startBrokenPushService({
        status,
        location: `http://127.0.0.1:${counter.port}/latest/meta-data/`,
      }),
    )
  }
  ctx = await buildTestApp({
    config: {
      signUpRateLimit: 10_000,
      pushHttpOrigins: [accepting.origin, pushService.origin, ...redirecting.map((s) => s.origin)],
      pushTimeoutMs: 1500,
    },
    resolvePushHost: async (host) => {
      asked.push(host)
      return answer(host).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    },
  })
  diagnostics.subscribe('net.client.socket', onSocket)
})
afterAll(async () => {
  diagnostics.unsubscribe('net.client.socket', onSocket)
  await ctx.app.close()
  await counter.close()
  await accepting.close()
  await pushService.close()
  for (const s of redirecting) await s.close()
})
afterEach(() => {
  answer = () => []
  asked.length = 0
  connected.length = 0
})

const device = {
  platform: 'Linux x86_64',
  timestamp: '2026-11-25T10:00:00.000Z',
  clientVersion: '1.0.0',
  appVersion: '1.0.0',
}

async function person() {
  const user = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Amina', sex: 'female' })
  return { ...user, ...memberClient(ctx.app, user.cookie) }
}
type Person = Awaited<ReturnType<typeof person>>

const save = (who: Person, subscription: unknown) =>
  who.post('/api/push/subscriptions', { subscription, platform: 'web', deviceInfo: device })
const tokensOf = (userId: string) => ctx.db.select().from(pushTokens).where(eq(pushTokens.userId, userId))

/** A row written straight into the table, as an old version or a hand-made insert would leave it. */
async function insertRow(who: Person, endpoint: string, keys = fakeKeys()) {
  const [session] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, who.id))
  await ctx.db.insert(pushTokens).values({
    userId: who.id,
    sessionId: session!.id,
    token: endpoint,
    platform: 'web',
    p256dh: keys.p256dh,
    auth: keys.auth,
  })
}

/** A notification for this person, pushed; resolves once every push has finished. */
async function notify(who: Person) {
  ctx.app.announcer.announce({
    notifications: [await createNotification(ctx.db, { userId: who.id, senderId: who.id, type: 'test' })],
  })
  await ctx.app.push.idle()
}

/** Every way of naming an internal host that the issue tried, and a few more. */
const internalEndpoints = (port: number) => [
  `https://127.0.0.1:${port}/push`,
  `https://localhost:${port}/push`,
  `https://[::1]:${port}/push`,
  `https://0x7f000001:${port}/push`,
  `https://2130706433:${port}/push`,
  `https://127.1:${port}/push`,
  `https://[::ffff:7f00:1]:${port}/push`,
  `http://127.0.0.1:${port}/push`,
  'https://127.0.0.1/push',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/push',
  'https://192.168.1.1/push',
  'https://[fd00::1]/push',
  'https://[fe80::1]/push',
  'https://metadata.google.internal/computeMetadata/v1/',
  `https://fcm.googleapis.com:${port}/fcm/send/x`,
  'https://user:pass@fcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com.evil.example/fcm/send/x',
  'https://evilfcm.googleapis.com/fcm/send/x',
]

describe('push endpoints at subscription time', () => {
  it.each(internalEndpoints(4567).map((e) => [e]))('refuses %s and stores nothing', async (endpoint) => {
    const amina = await person()
    const res = await save(amina, { endpoint, keys: fakeKeys() })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(res.json().issues[0].path).toBe('subscription.endpoint')
    expect(await tokensOf(amina.id)).toHaveLength(0)
    expect(asked).toEqual([]) // refused by its URL: no DNS, no connection
    expect(counter.connections).toBe(0)
  })

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXut',
  ])('accepts the push service of a browser: %s', async (endpoint) => {
    const amina = await person()
    expect((await save(amina, { endpoint, keys: fakeKeys() })).statusCode).toBe(201)
    expect((await tokensOf(amina.id)).map((t) => t.token)).toEqual([endpoint])
  })

  it.each([
    ['the issue’s short keys', { p256dh: 'AAAA', auth: 'BBBB' }],
    ['a 64-byte key', { ...fakeKeys(), p256dh: Buffer.alloc(64, 4).toString('base64url') }],
    [
      'a compressed point',
      { ...fakeKeys(), p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 1)]).toString('base64url') },
    ],
    ['a 15-byte auth secret', { ...fakeKeys(), auth: Buffer.alloc(15, 1).toString('base64url') }],
    ['a 17-byte auth secret', { ...fakeKeys(), auth: Buffer.alloc(17, 1).toString('base64url') }],
    ['keys that are not base64url', { p256dh: `B${'!'.repeat(86)}`, auth: '%%%%%%%%%%%%%%%%%%%%%%' }],
  ])('refuses %s and stores nothing', async (_, keys) => {
    const amina = await person()
    const res = await save(amina, { endpoint: 'https://fcm.googleapis.com/fcm/send/k', keys })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect(await tokensOf(amina.id)).toHaveLength(0)
  })
})

describe('push endpoints at send time', () => {
  it('refuses every internal endpoint written straight into the table: no connection, the rows go', async () => {
    const amina = await person()
    const endpoints = internalEndpoints(counter.port)
    for (const endpoint of endpoints) await insertRow(amina, endpoint)
    expect(await tokensOf(amina.id)).toHaveLength(endpoints.length)
    await notify(amina)
    expect(counter.connections).toBe(0)
    expect(connected).toEqual([])
    expect(asked).toEqual([])
    expect(await tokensOf(amina.id)).toHaveLength(0)
  })

  it('refuses a row with keys of the wrong size, and sends it nothing', async () => {
    const amina = await person()
    await insertRow(amina, `${accepting.origin}/push/short-keys`, { p256dh: 'AAAA', auth: 'BBBB' })
    const before = accepting.received
    await notify(amina)
    expect(accepting.received).toBe(before)
    expect(await tokensOf(amina.id)).toHaveLength(0)
  })

  it.each([
    ['127.0.0.1'],
    ['::1'],
    ['::ffff:127.0.0.1'],
    ['169.254.169.254'],
    ['10.0.0.1'],
    ['172.16.0.1'],
    ['192.168.1.1'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['fd00::1'],
    ['fe80::1'],
    ['2002:7f00:1::1'],
  ])('refuses a push service host that resolves to %s, and connects nowhere', async (address) => {
    const amina = await person()
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`
    expect((await save(amina, { endpoint, keys: fakeKeys() })).statusCode).toBe(201)
    answer = () => ['142.250.74.10', address] // one bad address among good ones is enough
    await notify(amina)
    expect(asked).toEqual(['fcm.googleapis.com'])
    expect(connected).toEqual([])
    expect(counter.connections).toBe(0)
    // It may resolve elsewhere tomorrow: the subscription stays.
    expect(await tokensOf(amina.id)).toHaveLength(1)
  })

  it('connects to the address it checked: a name that changes its answer (rebinding) is looked up once', async () => {
    const amina = await person()
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`
    expect((await save(amina, { endpoint, keys: fakeKeys() })).statusCode).toBe(201)
    // A public address stands in for the push service; the push then fails (no route from here,
    // a timeout, or a certificate for another name), which is not what this test looks at.
    let calls = 0
    answer = () => (++calls === 1 ? ['93.184.216.34'] : ['127.0.0.1'])
    await notify(amina)
    expect(asked).toEqual(['fcm.googleapis.com'])
    // At most one connection, and only ever to the address that was checked.
    expect(connected.every((c) => c === '93.184.216.34:443')).toBe(true)
    expect(counter.connections).toBe(0)
  })

  it.each([0, 1, 2, 3, 4])('never follows a redirect to loopback (service %#)', async (i) => {
    const amina = await person()
    const service = redirecting[i]!
    expect((await save(amina, service.subscription())).statusCode).toBe(201)
    const before = service.received
    await notify(amina)
    expect(service.received).toBe(before + 1)
    expect(counter.connections).toBe(0)
    expect(await tokensOf(amina.id)).toHaveLength(1) // a redirect is not 'gone'
  })

  it('still delivers to an allowed push service, encrypted and signed', async () => {
    const amina = await person()
    const sub = await pushService.subscribe()
    expect((await save(amina, { endpoint: sub.endpoint, keys: sub.keys })).statusCode).toBe(201)
    await notify(amina)
    expect(await pushService.messages(sub)).toHaveLength(1)
  })
})

describe('the endpoint rules alone', () => {
  it('know the four browser vendors’ push services, subdomains only where a vendor uses them', () => {
    const policy = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, httpOrigins: [] }
    expect(checkPushEndpoint('https://FCM.googleapis.com/fcm/send/x', policy).ok).toBe(true)
    expect(checkPushEndpoint('https://notify.windows.com/w', policy).ok).toBe(false)
    expect(checkPushEndpoint('https://db5.notify.windows.com/w', policy).ok).toBe(true)
    expect(checkPushEndpoint('https://api.push.apple.com/x', policy).ok).toBe(true)
    expect(checkPushEndpoint('not a url', policy)).toEqual({ ok: false, reason: 'not a URL' })
  })

  it('count only public unicast addresses as public', () => {
    for (const a of ['142.250.74.10', '2a00:1450:4007:80e::200a', '93.184.216.34']) {
      expect(isPublicAddress(a)).toBe(true)
    }
    for (const a of [
      '127.0.0.1',
      '::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '198.18.0.1',
      '224.0.0.1',
      'x',
    ]) {
      expect(isPublicAddress(a)).toBe(false)
    }
  })
})
