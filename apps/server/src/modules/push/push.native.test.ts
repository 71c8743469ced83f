import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pushTokens, sessions } from '../../db/schema'
import { postJson, sessionCookie } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { memberClient } from '../../test/liked-fixtures'
import { createFundedUser } from '../matches/matches.test-helpers'

// Issue 21: the native shell's push tokens belong to the session that saved them, like Web Push
// subscriptions, and are sent through FCM's HTTP v1 API. FCM is the one thing replaced: by a local
// HTTP stand-in that checks what Google checks (the signed assertion, the bearer token).

const PROJECT = 'mithaq-test'

interface FcmMessage {
  token: string
  notification: { title: string; body: string }
  data: Record<string, string>
}

/** OAuth token endpoint and `messages:send`, as FCM answers them. */
async function startFcmStandIn(publicKey: string) {
  const messages: FcmMessage[] = []
  const gone = new Set<string>()
  const issued = new Set<string>()
  let tokenRequests = 0
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (req.url === '/token') {
        tokenRequests += 1
        const form = new URLSearchParams(body)
        const [header, claims, signature] = (form.get('assertion') ?? '').split('.')
        const signed = createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, Buffer.from(signature ?? '', 'base64url'))
        const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())
        if (
          form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
          !signed ||
          payload.iss !== 'push@mithaq-test.iam.gserviceaccount.com' ||
          payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging'
        ) {
          return answer(400, { error: 'invalid_grant' })
        }
        const token = `access-${randomBytes(8).toString('hex')}`
        issued.add(token)
        return answer(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' })
      }
      if (req.url === `/v1/projects/${PROJECT}/messages:send` && req.method === 'POST') {
        const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '')
        if (!issued.has(bearer)) return answer(401, { error: { status: 'UNAUTHENTICATED' } })
        const { message } = JSON.parse(body) as { message: FcmMessage }
        if (gone.has(message.token)) {
          return answer(404, {
            error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
          })
        }
        messages.push(message)
        return answer(200, { name: `projects/${PROJECT}/messages/${messages.length}` })
      }
      answer(404, {})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    messages,
    gone,
    tokenRequests: () => tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
let fcm: Awaited<ReturnType<typeof startFcmStandIn>>
let keyDir: string

beforeAll(async () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  fcm = await startFcmStandIn(publicPem)
  keyDir = mkdtempSync(join(tmpdir(), 'mithaq-fcm-'))
  const serviceAccountFile = join(keyDir, 'service-account.json')
  writeFileSync(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: PROJECT,
      client_email: 'push@mithaq-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${fcm.origin}/token`,
    }),
  )
  ctx = await buildTestApp({
    config: { signUpRateLimit: 10_000, fcm: { serviceAccountFile, apiUrl: fcm.origin } },
  })
})
afterAll(async () => {
  await ctx.app.close()
  await fcm.close()
  rmSync(keyDir, { recursive: true, force: true })
})
beforeEach(() => {
  fcm.messages.length = 0
})

const device = {
  platform: 'android',
  timestamp: '2026-11-25T10:00:00.000Z',
  clientVersion: '1.0.0',
  appVersion: '1.0.0',
}
const fcmToken = () =>
  `fcm-${randomBytes(24).toString('base64url')}:APA91b${randomBytes(40).toString('base64url')}`

async function person(name: string, sex: 'male' | 'female') {
  const user = await createFundedUser(ctx.app, ctx.db, 10, { name, sex })
  return { ...user, ...memberClient(ctx.app, user.cookie) }
}
type Person = Awaited<ReturnType<typeof person>>

const register = (cookie: string, token: string, platform: 'android' | 'ios' = 'android') =>
  memberClient(ctx.app, cookie).post('/api/push/native-tokens', { token, platform, deviceInfo: device })
const tokensOf = (userId: string) => ctx.db.select().from(pushTokens).where(eq(pushTokens.userId, userId))
async function like(from: Person, to: Person) {
  expect((await from.post(`/api/profiles/${to.id}/like`)).statusCode).toBe(200)
  await ctx.app.push.idle()
}
const sentTo = (token: string) => fcm.messages.filter((m) => m.token === token)

describe('native push tokens', () => {
  it('are stored with the session, platform and device, and a like reaches FCM with its texts and target', async () => {
    const amina = await person('Amina', 'female')
    const yusuf = await person('Yusuf', 'male')
    const token = fcmToken()
    expect((await register(amina.cookie, token)).statusCode).toBe(201)

    const [row] = await tokensOf(amina.id)
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, amina.id))
    expect(row).toMatchObject({ token, platform: 'android', sessionId: session?.id, p256dh: null })
    expect(JSON.parse(row?.deviceInfo ?? '{}')).toEqual(device)

    await like(yusuf, amina)
    expect(sentTo(token)).toEqual([
      {
        token,
        notification: { title: 'New Like!', body: 'Yusuf liked your profile!' },
        data: expect.objectContaining({ type: 'like', senderId: yusuf.id, url: '/app/liked' }),
        android: { priority: 'high' },
      },
    ])
  })

  it('keeps one access token for many pushes', async () => {
    const amina = await person('Amina', 'female')
    const token = fcmToken()
    await register(amina.cookie, token)
    const before = fcm.tokenRequests()
    await like(await person('Bilal', 'male'), amina)
    await like(await person('Dawud', 'male'), amina)
    expect(sentTo(token)).toHaveLength(2)
    // Without the cache each push would ask for one; the first push of the suite may have to.
    expect(fcm.tokenRequests() - before).toBeLessThanOrEqual(1)
  })

  it('are replaced when the platform rotates them: one token per session', async () => {
    const amina = await person('Amina', 'female')
    const first = fcmToken()
    const second = fcmToken()
    await register(amina.cookie, first)
    expect((await register(amina.cookie, second)).statusCode).toBe(201)
    expect((await tokensOf(amina.id)).map((r) => r.token)).toEqual([second])
    await like(await person('Hamza', 'male'), amina)
    expect(sentTo(first)).toEqual([])
    expect(sentTo(second)).toHaveLength(1)
  })

  it('go at sign-out, and a like after it pushes nothing', async () => {
    const amina = await person('Amina', 'female')
    const token = fcmToken()
    await register(amina.cookie, token)
    const out = await postJson(ctx.app, '/api/auth/sign-out', {}, { cookie: amina.cookie })
    expect(out.statusCode).toBe(200)
    expect(await tokensOf(amina.id)).toEqual([])
    await like(await person('Ilyas', 'male'), amina)
    expect(sentTo(token)).toEqual([])
  })

  it('keep one owner until its session ends: another session sending the token takes nothing (issue 28)', async () => {
    const amina = await person('Amina', 'female')
    const maryam = await person('Maryam', 'female')
    const token = fcmToken()
    await register(amina.cookie, token)
    const [before] = await tokensOf(amina.id)

    // Someone else's session, or another session of her own, cannot take it while hers is alive.
    const taken = await register(maryam.cookie, token)
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/Sign out there first/),
    })
    const again = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: amina.email,
      password: amina.password,
    })
    expect((await register(sessionCookie(again.headers['set-cookie']), token)).statusCode).toBe(409)
    expect(await tokensOf(maryam.id)).toEqual([])
    expect(await tokensOf(amina.id)).toEqual([before])
    const suitor = await person('Khalid', 'male')
    await like(suitor, amina)
    await like(suitor, maryam)
    expect(sentTo(token).map((m) => m.notification.body)).toEqual(['Khalid liked your profile!'])

    // Once Amina signs out on the phone (the shell does before another sign-in), Maryam's session gets it.
    const out = await postJson(ctx.app, '/api/auth/sign-out', {}, { cookie: amina.cookie })
    expect(out.statusCode).toBe(200)
    expect((await register(maryam.cookie, token)).statusCode).toBe(201)
    expect((await tokensOf(maryam.id)).map((r) => r.token)).toEqual([token])
  })

  it('move from a session that has expired', async () => {
    const amina = await person('Amina', 'female')
    const maryam = await person('Maryam', 'female')
    const token = fcmToken()
    await register(amina.cookie, token)
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(sessions.userId, amina.id))
    expect((await register(maryam.cookie, token)).statusCode).toBe(201)
    expect(await tokensOf(amina.id)).toEqual([])
    expect((await tokensOf(maryam.id)).map((r) => r.token)).toEqual([token])
  })

  it('are removed when FCM says the app is gone (UNREGISTERED)', async () => {
    const amina = await person('Amina', 'female')
    const token = fcmToken()
    await register(amina.cookie, token)
    fcm.gone.add(token)
    await like(await person('Musa', 'male'), amina)
    expect(await tokensOf(amina.id)).toEqual([])
  })

  it('are forgotten on request, only my own', async () => {
    const amina = await person('Amina', 'female')
    const token = fcmToken()
    await register(amina.cookie, token)
    const forget = (cookie: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/push/native-tokens',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { token },
      })
    const stranger = await person('Sumayya', 'female')
    expect((await forget(stranger.cookie)).json()).toEqual({ removed: 0 })
    expect(await tokensOf(amina.id)).toHaveLength(1)
    expect((await forget(amina.cookie)).json()).toEqual({ removed: 1 })
    expect(await tokensOf(amina.id)).toEqual([])
  })

  it('refuses what is not a token, and a Web Push endpoint, changing nothing', async () => {
    const amina = await person('Amina', 'female')
    for (const token of ['short', `has spaces ${'x'.repeat(40)}`, 'x'.repeat(5000)]) {
      const res = await register(amina.cookie, token)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    const wrongPlatform = await memberClient(ctx.app, amina.cookie).post('/api/push/native-tokens', {
      token: fcmToken(),
      platform: 'web',
      deviceInfo: device,
    })
    expect(wrongPlatform.statusCode).toBe(400)
    expect(await tokensOf(amina.id)).toEqual([])
  })

  it('need a signed-in session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/native-tokens',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { token: fcmToken(), platform: 'android', deviceInfo: device },
    })
    expect(res.statusCode).toBe(401)
  })

  it('survive a second sign-in of the same person elsewhere, which gets its own', async () => {
    const amina = await person('Amina', 'female')
    const phone = fcmToken()
    await register(amina.cookie, phone)
    const res = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: amina.email,
      password: amina.password,
    })
    const tablet = fcmToken()
    expect((await register(sessionCookie(res.headers['set-cookie']), tablet, 'ios')).statusCode).toBe(201)
    expect((await tokensOf(amina.id)).map((r) => r.token).sort()).toEqual([phone, tablet].sort())
    // iOS tokens are APNs tokens, which FCM cannot deliver to; this suite has no APNs key: kept, not sent (decision 257).
    await like(await person('Tariq', 'male'), amina)
    expect(sentTo(phone)).toHaveLength(1)
    expect(sentTo(tablet)).toEqual([])
    expect((await tokensOf(amina.id)).map((r) => r.token).sort()).toEqual([phone, tablet].sort())
  })
})
