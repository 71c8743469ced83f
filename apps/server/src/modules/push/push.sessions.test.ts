import { type PushPayload, pushPayloadSchema } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushTokens, sessions } from '../../db/schema'
import { postJson, sessionCookie } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { memberClient } from '../../test/liked-fixtures'
import { startTestPushService, type TestPushService, type TestSubscription } from '../../test/push-service'
import { createFundedUser } from '../matches/matches.test-helpers'

// Issue 18, finding 3: a subscription belongs to the session that saved it, and ends where the
// session ends (sign-out, password reset, revocation, deactivation, deletion).

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
let service: TestPushService

beforeAll(async () => {
  service = await startTestPushService()
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000, pushHttpOrigins: [service.origin] } })
})
afterAll(async () => {
  await ctx.app.close()
  await service.close()
})

const device = {
  platform: 'Linux x86_64',
  timestamp: '2026-11-25T10:00:00.000Z',
  clientVersion: '1.0.0',
  appVersion: '1.0.0',
}

async function person(name: string, sex: 'male' | 'female') {
  const user = await createFundedUser(ctx.app, ctx.db, 10, { name, sex })
  return { ...user, ...memberClient(ctx.app, user.cookie) }
}
type Person = Awaited<ReturnType<typeof person>>

/** This session of the person subscribes a browser at the push service. */
async function subscribe(cookie: string): Promise<TestSubscription> {
  const sub = await service.subscribe()
  const res = await memberClient(ctx.app, cookie).post('/api/push/subscriptions', {
    subscription: { endpoint: sub.endpoint, keys: sub.keys },
    platform: 'web',
    deviceInfo: device,
  })
  expect(res.statusCode).toBe(201)
  return sub
}

const tokensOf = (userId: string) => ctx.db.select().from(pushTokens).where(eq(pushTokens.userId, userId))
const received = async (sub: TestSubscription): Promise<PushPayload[]> =>
  (await service.messages(sub)).map((m) => pushPayloadSchema.parse(JSON.parse(m)))
const signOut = (cookie: string) =>
  postJson(ctx.app, '/api/auth/sign-out', {}, { cookie }).then((r) => expect(r.statusCode).toBe(200))
async function signIn(who: Person): Promise<string> {
  const res = await postJson(ctx.app, '/api/auth/sign-in/email', { email: who.email, password: who.password })
  expect(res.statusCode).toBe(200)
  return sessionCookie(res.headers['set-cookie'])
}
async function like(from: Person, to: Person) {
  expect((await from.post(`/api/profiles/${to.id}/like`)).statusCode).toBe(200)
  await ctx.app.push.idle()
}

describe('a push subscription belongs to a session', () => {
  it('is stored with the session that saved it', async () => {
    const amina = await person('Amina', 'female')
    await subscribe(amina.cookie)
    const [row] = await tokensOf(amina.id)
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, amina.id))
    expect(row?.sessionId).toBe(session?.id)
  })

  it('goes at sign-out, and a like after it pushes nothing', async () => {
    const amina = await person('Amina', 'female')
    const zaynab = await person('Zaynab', 'male')
    const sub = await subscribe(amina.cookie)
    await signOut(amina.cookie)
    expect(await tokensOf(amina.id)).toHaveLength(0)
    await like(zaynab, amina)
    expect(await received(sub)).toEqual([])
  })

  it('goes with only the session that signed out: the same person on another device keeps theirs', async () => {
    const amina = await person('Amina', 'female')
    const bilal = await person('Bilal', 'male')
    const phone = await signIn(amina)
    const shared = await subscribe(amina.cookie)
    const own = await subscribe(phone)
    await signOut(amina.cookie)
    expect((await tokensOf(amina.id)).map((t) => t.token)).toEqual([own.endpoint])
    await like(bilal, amina)
    expect(await received(shared)).toEqual([])
    expect((await received(own)).map((p) => p.body)).toEqual(['Bilal liked your profile!'])
  })

  it('goes for every session at a password reset', async () => {
    const amina = await person('Amina', 'female')
    const bilal = await person('Bilal', 'male')
    const phone = await signIn(amina)
    const subs = [await subscribe(amina.cookie), await subscribe(phone)]
    const ask = await postJson(ctx.app, '/api/auth/request-password-reset', {
      email: amina.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    expect(ask.statusCode).toBe(200)
    const link = new URL(ctx.mailer.lastLinkTo(amina.email))
    const follow = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search })
    const token = new URL(String(follow.headers.location)).searchParams.get('token')
    const reset = await postJson(ctx.app, '/api/auth/reset-password', { newPassword: 'brand-new-42', token })
    expect(reset.statusCode).toBe(200)
    expect(await tokensOf(amina.id)).toHaveLength(0)
    await like(bilal, amina)
    for (const sub of subs) expect(await received(sub)).toEqual([])
  })

  it('goes at deactivation', async () => {
    const amina = await person('Amina', 'female')
    await subscribe(amina.cookie)
    expect((await amina.post('/api/account/deactivate')).statusCode).toBe(200)
    expect(await tokensOf(amina.id)).toHaveLength(0)
  })

  it('goes at deletion', async () => {
    const amina = await person('Amina', 'female')
    await subscribe(amina.cookie)
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
    })
    expect(res.statusCode).toBe(200)
    expect(await tokensOf(amina.id)).toHaveLength(0)
  })

  it('goes when the session is revoked from another device', async () => {
    const amina = await person('Amina', 'female')
    const phone = await signIn(amina)
    await subscribe(amina.cookie)
    const revoke = await postJson(ctx.app, '/api/auth/revoke-other-sessions', {}, { cookie: phone })
    expect(revoke.statusCode).toBe(200)
    expect(await tokensOf(amina.id)).toHaveLength(0)
  })

  it('pushes nothing to a session that has expired, before anything deletes it', async () => {
    const amina = await person('Amina', 'female')
    const bilal = await person('Bilal', 'male')
    const sub = await subscribe(amina.cookie)
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, amina.id))
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(sessions.id, session!.id))
    await like(bilal, amina)
    expect(await received(sub)).toEqual([])
  })
})
