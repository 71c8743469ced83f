import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pushTokens } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { memberClient } from '../../test/liked-fixtures'
import { createFundedUser } from '../matches/matches.test-helpers'
import { readApnsKey } from './push.apns'
import { createPushSender } from './push.sender'

// iOS pushes go to Apple's APNs over HTTP/2 with a provider token (decision 257). Apple is the one
// thing replaced: by a local HTTP/2 stand-in (h2c, its address configurable like FCM_API_URL's)
// that checks what Apple checks: the ES256 signature with the key's id and team, the topic.

const KEY_ID = 'ABC123DEFG'
const TEAM_ID = 'TEAM456XYZ'
const BUNDLE_ID = 'app.mithaq'

interface ApnsRequest {
  token: string
  headers: http2.IncomingHttpHeaders
  body: { aps: { alert: { title: string; body: string }; sound: string }; [key: string]: unknown }
}

async function startApnsStandIn(publicKey: string) {
  const received: ApnsRequest[] = []
  const answers = new Map<string, { status: number; reason: string }>()
  let badSignatures = 0
  let sessions = 0
  const server = http2.createServer((req, res) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
    })
    req.on('end', () => {
      const answer = (status: number, reason?: string) => {
        res.writeHead(status, {
          'apns-id': randomBytes(8).toString('hex'),
          'content-type': 'application/json',
        })
        res.end(reason ? JSON.stringify({ reason }) : '')
      }
      const match = /^\/3\/device\/([^/]+)$/.exec(req.url ?? '')
      if (req.method !== 'POST' || !match?.[1]) return answer(404, 'BadPath')
      const [scheme, jwt] = (req.headers.authorization ?? '').split(' ')
      const [header, claims, signature] = (jwt ?? '').split('.')
      const signed = createVerify('SHA256')
        .update(`${header}.${claims}`)
        .verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'))
      const head = JSON.parse(Buffer.from(header ?? '', 'base64url').toString() || '{}')
      const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString() || '{}')
      if (
        scheme !== 'bearer' ||
        !signed ||
        head.alg !== 'ES256' ||
        head.kid !== KEY_ID ||
        payload.iss !== TEAM_ID
      ) {
        badSignatures += 1
        return answer(403, 'InvalidProviderToken')
      }
      if (req.headers['apns-topic'] !== BUNDLE_ID) return answer(400, 'DeviceTokenNotForTopic')
      const token = decodeURIComponent(match[1])
      const planned = answers.get(token)
      if (planned) return answer(planned.status, planned.reason)
      received.push({ token, headers: req.headers, body: JSON.parse(text) })
      answer(200)
    })
  })
  server.on('session', () => {
    sessions += 1
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    sessions: () => sessions,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answers,
    badSignatures: () => badSignatures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
let apns: Awaited<ReturnType<typeof startApnsStandIn>>
let keyDir: string
let keyFile: string

beforeAll(async () => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  apns = await startApnsStandIn(publicKey.export({ type: 'spki', format: 'pem' }).toString())
  keyDir = mkdtempSync(join(tmpdir(), 'mithaq-apns-'))
  keyFile = join(keyDir, `AuthKey_${KEY_ID}.p8`)
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())
  ctx = await buildTestApp({
    config: {
      signUpRateLimit: 10_000,
      apns: {
        keyFile,
        keyId: KEY_ID,
        teamId: TEAM_ID,
        bundleId: BUNDLE_ID,
        environment: 'development',
        apiUrl: apns.origin,
      },
    },
  })
})
afterAll(async () => {
  await ctx.app.close()
  await apns.close()
  rmSync(keyDir, { recursive: true, force: true })
})
beforeEach(() => {
  apns.received.length = 0
})

const device = {
  platform: 'ios',
  timestamp: '2026-11-25T10:00:00.000Z',
  clientVersion: '1.0.0',
  appVersion: '1.0.0',
}
/** An APNs device token: 32 bytes in hex. */
const apnsToken = () => randomBytes(32).toString('hex')

async function person(name: string, sex: 'male' | 'female') {
  const user = await createFundedUser(ctx.app, ctx.db, 10, { name, sex })
  return { ...user, ...memberClient(ctx.app, user.cookie) }
}
type Person = Awaited<ReturnType<typeof person>>
const register = (who: Person, token: string) =>
  who.post('/api/push/native-tokens', { token, platform: 'ios', deviceInfo: device })
const tokensOf = (userId: string) => ctx.db.select().from(pushTokens).where(eq(pushTokens.userId, userId))
async function like(from: Person, to: Person) {
  expect((await from.post(`/api/profiles/${to.id}/like`)).statusCode).toBe(200)
  await ctx.app.push.idle()
}

describe('iOS pushes through APNs', () => {
  it("reach Apple with a signed provider token, the app's topic, the texts and the tap's target", async () => {
    const amina = await person('Amina', 'female')
    const yusuf = await person('Yusuf', 'male')
    const token = apnsToken()
    expect((await register(amina, token)).statusCode).toBe(201)

    await like(yusuf, amina)
    expect(apns.received).toHaveLength(1)
    const [push] = apns.received
    expect(push?.token).toBe(token)
    expect(push?.headers).toMatchObject({
      'apns-topic': BUNDLE_ID,
      'apns-push-type': 'alert',
      'apns-priority': '10',
    })
    expect(Number(push?.headers['apns-expiration'])).toBeGreaterThan(Date.now() / 1000)
    expect(push?.body).toEqual({
      aps: { alert: { title: 'New Like!', body: 'Yusuf liked your profile!' }, sound: 'default' },
      type: 'like',
      notificationId: expect.any(String),
      senderId: yusuf.id,
      referenceId: expect.any(String),
      url: '/app/liked',
    })
    expect(apns.badSignatures()).toBe(0)
  })

  it('reuse one provider token and one connection for many pushes', async () => {
    const amina = await person('Amina', 'female')
    const token = apnsToken()
    await register(amina, token)
    const before = apns.sessions()
    await like(await person('Bilal', 'male'), amina)
    await like(await person('Dawud', 'male'), amina)
    // The first push of the suite may have to connect; the second never does.
    expect(apns.sessions() - before).toBeLessThanOrEqual(1)
    expect(apns.received.map((r) => r.token)).toEqual([token, token])
    expect(apns.received[0]?.headers.authorization).toBe(apns.received[1]?.headers.authorization)
  })

  it.each([
    [410, 'Unregistered'],
    [400, 'BadDeviceToken'],
  ])('remove the token when Apple answers %i %s', async (status, reason) => {
    const amina = await person('Amina', 'female')
    const token = apnsToken()
    await register(amina, token)
    apns.answers.set(token, { status, reason })
    await like(await person('Musa', 'male'), amina)
    expect(await tokensOf(amina.id)).toEqual([])
  })

  it('keep the token when Apple fails for another reason', async () => {
    const amina = await person('Amina', 'female')
    const token = apnsToken()
    await register(amina, token)
    apns.answers.set(token, { status: 429, reason: 'TooManyRequests' })
    await like(await person('Ilyas', 'male'), amina)
    expect((await tokensOf(amina.id)).map((r) => r.token)).toEqual([token])
  })
})

describe('without an APNs key', () => {
  it('skips iOS pushes, keeps the tokens, and says so in one log line', async () => {
    const amina = await person('Amina', 'female')
    const khalid = await person('Khalid', 'male')
    const token = apnsToken()
    await register(amina, token)
    const lines: { level: string; msg: string }[] = []
    const log = {
      child: () => log,
      info: (...args: unknown[]) => lines.push({ level: 'info', msg: String(args.at(-1)) }),
      warn: (...args: unknown[]) => lines.push({ level: 'warn', msg: String(args.at(-1)) }),
      error: (...args: unknown[]) => lines.push({ level: 'error', msg: String(args.at(-1)) }),
    }
    const sender = createPushSender({
      db: ctx.db,
      log: log as never,
      timeoutMs: 1000,
      policy: { hosts: [], httpOrigins: [] },
      now: () => ctx.clock.now(),
      apns: undefined,
      fcm: { send: async () => ({ kind: 'sent' }) },
    })
    const row = (id: string) => ({
      id,
      userId: amina.id,
      type: 'like' as const,
      senderId: khalid.id,
      referenceId: null,
      content: null,
      count: 1,
      readAt: null,
      createdAt: ctx.clock.now(),
      senderName: 'Khalid',
      senderSex: 'male' as const,
      senderIsDemo: false,
    })
    await sender.send([row('00000000-0000-4000-8000-000000000001')])
    await sender.send([row('00000000-0000-4000-8000-000000000002')])
    sender.close()
    expect(lines).toEqual([{ level: 'info', msg: 'native push to iOS skipped: APNS_KEY_FILE is not set' }])
    expect(apns.received).toEqual([])
    expect((await tokensOf(amina.id)).map((r) => r.token)).toEqual([token])
  })
})

describe('the APNs key file', () => {
  it('is refused at start when it is not an APNs key, naming the file and never the key', () => {
    const rsa = join(keyDir, 'rsa.p8')
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    writeFileSync(rsa, pem)
    expect(() => readApnsKey(rsa)).toThrow(`APNS_KEY_FILE ${rsa}: not an APNs key`)
    const garbage = join(keyDir, 'garbage.p8')
    writeFileSync(garbage, 'not a key')
    expect(() => readApnsKey(garbage)).toThrow(/not a private key/)
    expect(() => readApnsKey(join(keyDir, 'missing.p8'))).toThrow(/not readable/)
    expect(readApnsKey(keyFile).asymmetricKeyType).toBe('ec')
  })
})
