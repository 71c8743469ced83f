import { randomUUID } from 'node:crypto'
import { REALTIME_PATH, TERMS_VERSION } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setRole } from '../../cli/set-role'
import {
  messages,
  moderationActions,
  profilePictures,
  profileReports,
  profiles,
  sessions,
  users,
} from '../../db/schema'
import { postJson, sessionCookie, signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/build-test-app'
import { as, createFundedUser, insertMatch } from '../matches/matches.test-helpers'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000, signInRateLimit: 10_000 } })
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => ctx.app.close())

const sockets: Socket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect()
})

async function moderator() {
  const user = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Moderator', sex: 'male' })
  await setRole(ctx.db, user.email, 'moderator')
  return user
}

/** A small real picture file and its row, as an upload leaves them. */
async function addPicture(profileId: string, position: number) {
  const storagePath = `${randomUUID()}.webp`
  await ctx.app.storage.put(storagePath, Buffer.from('RIFF0000WEBPVP8 '))
  const [row] = await ctx.db
    .insert(profilePictures)
    .values({ profileId, storagePath, position })
    .returning({ id: profilePictures.id })
  return { id: row!.id, storagePath }
}

/** Amina reports Bilal (from his profile, or from their chat). */
async function reportScene({ fromChat = false } = {}) {
  const amina = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Amina', sex: 'female' })
  const bilal = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Bilal', sex: 'male' })
  const pictures = [await addPicture(bilal.id, 0), await addPicture(bilal.id, 1)]
  let matchId: string | undefined
  if (fromChat) {
    matchId = await insertMatch(ctx.db, amina.id, bilal.id, ctx.clock.now())
    await ctx.db.insert(messages).values([
      {
        matchId,
        senderId: bilal.id,
        clientId: randomUUID(),
        content: 'Send me 500 dollars by wire please',
      },
    ])
  }
  const res = await as(ctx.app, amina).post(`/api/profiles/${bilal.id}/report`, {
    category: 'scam',
    reason: 'He asked me for money twice',
    ...(matchId && { matchId }),
  })
  expect(res.statusCode).toBe(200)
  const [report] = await ctx.db.select().from(profileReports).where(eq(profileReports.reporterId, amina.id))
  return { amina, bilal, pictures, reportId: report!.id, matchId }
}

const myStatuses = async (user: { cookie: string }) =>
  ((await as(ctx.app, user).get('/api/reports/mine')).json().reports as { status: string }[]).map(
    (r) => r.status,
  )

const actionsOn = (reportId: string) =>
  ctx.db.select().from(moderationActions).where(eq(moderationActions.reportId, reportId))

const signIn = (user: { email: string; password: string }) =>
  postJson(ctx.app, '/api/auth/sign-in/email', { email: user.email, password: user.password })

function baseUrl() {
  const address = ctx.app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

async function connectSocket(cookie: string) {
  const socket = connect(baseUrl(), {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

describe('the moderation console', () => {
  it('answers 403 to a member without the moderator role on every route, and 401 without a session', async () => {
    const { amina, reportId } = await reportScene()
    const id = randomUUID()
    const calls = [
      ['GET', '/api/moderation/reports'],
      [
        'POST',
        `/api/moderation/reports/${reportId}/actions`,
        { action: 'dismiss', reason: 'Nothing wrong here' },
      ],
      ['GET', '/api/moderation/actions'],
      ['GET', '/api/moderation/appeals'],
      ['POST', `/api/moderation/appeals/${id}/answer`, { outcome: 'lift', answer: 'You may come back' }],
      ['GET', `/api/moderation/media/${id}.webp`],
      ['GET', '/api/moderation/verifications'],
      ['GET', `/api/moderation/verifications/${id}/selfie`],
      ['POST', `/api/moderation/verifications/${id}/review`, { decision: 'approve' }],
    ] as const
    for (const [method, url, body] of calls) {
      const asMember =
        method === 'GET' ? await as(ctx.app, amina).get(url) : await as(ctx.app, amina).post(url, body)
      expect({ url, status: asMember.statusCode }).toEqual({ url, status: 403 })
      const anonymous =
        method === 'GET' ? await ctx.app.inject({ method, url }) : await postJson(ctx.app, url, body ?? {})
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 })
    }
    // Nothing was decided by those calls.
    expect(await actionsOn(reportId)).toEqual([])
    expect((await as(ctx.app, amina).get('/api/me')).json().isModerator).toBe(false)
  })

  it('shows the open report with the profile, pictures, reason and category; chat messages only from a chat', async () => {
    const mod = await moderator()
    expect((await as(ctx.app, mod).get('/api/me')).json().isModerator).toBe(true)
    const fromProfile = await reportScene()
    const fromChat = await reportScene({ fromChat: true })
    const queue = (await as(ctx.app, mod).get('/api/moderation/reports')).json().reports as {
      id: string
      reason: string
      categoryLabel: string
      reported: { name: string; pictures: { id: string; url: string }[] }
      chat: { author: string; body: string }[] | null
    }[]
    const profileReport = queue.find((r) => r.id === fromProfile.reportId)
    const chatReport = queue.find((r) => r.id === fromChat.reportId)
    expect(profileReport).toMatchObject({
      reason: 'He asked me for money twice',
      categoryLabel: 'Scam or money request',
    })
    expect(profileReport?.reported.name).toBe('Bilal')
    expect(profileReport?.reported.pictures.map((p) => p.id)).toEqual(fromProfile.pictures.map((p) => p.id))
    expect(profileReport?.chat).toBeNull()
    expect(chatReport?.chat).toEqual([
      expect.objectContaining({ author: 'reported', body: 'Send me 500 dollars by wire please' }),
    ])
    // The moderator sees the pictures through the console's route; a member does not.
    const url = profileReport!.reported.pictures[0]!.url
    expect((await as(ctx.app, mod).get(url)).statusCode).toBe(200)
    const unsigned = url.split('?')[0]!
    expect((await as(ctx.app, fromProfile.amina).get(unsigned)).statusCode).toBe(403)
  })

  it('signs the pictures and selfies it lists for the moderator, so they open with no cookie or token (the native shell)', async () => {
    const mod = await moderator()
    const { amina, bilal, pictures } = await reportScene()
    // The shell signs in with a bearer token and never holds a cookie.
    const signedIn = await signIn(mod)
    const bearer = { authorization: `Bearer ${String(signedIn.headers['set-auth-token'])}` }
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/moderation/reports', headers: bearer })
    expect(queue.statusCode).toBe(200)
    const listed = (queue.json().reports as { reported: { id: string; pictures: { url: string }[] } }[]).find(
      (r) => r.reported.id === bilal.id,
    )!.reported.pictures
    const url = listed[0]!.url
    expect(url).toMatch(
      new RegExp(`^/api/moderation/media/${pictures[0]!.storagePath}\\?v=${mod.id}&exp=\\d+&sig=[\\w-]+$`),
    )
    const open = (path: string) => ctx.app.inject({ method: 'GET', url: path })
    expect((await open(url)).statusCode).toBe(200)

    // Another picture's path, or a link made for a member, opens nothing without a moderator's session.
    const query = url.split('?')[1]!
    expect((await open(`/api/moderation/media/${pictures[1]!.storagePath}?${query}`)).statusCode).toBe(401)
    const forMember = ctx.app.mediaUrls.signPath(
      `/api/moderation/media/${pictures[0]!.storagePath}`,
      amina.id,
    )
    expect((await open(forMember)).statusCode).toBe(401)
    expect((await as(ctx.app, amina).get(forMember)).statusCode).toBe(403)

    // The role taken back ends the links signed for it; so does the time.
    const second = await moderator()
    const secondsLink = ctx.app.mediaUrls.signPath(
      `/api/moderation/media/${pictures[0]!.storagePath}`,
      second.id,
    )
    expect((await open(secondsLink)).statusCode).toBe(200)
    await setRole(ctx.db, second.email, 'user')
    expect((await open(secondsLink)).statusCode).toBe(401)
    ctx.clock.advance(3 * 60 * 60_000)
    expect((await open(url)).statusCode).toBe(401)
  })

  it('records each action with who, what and why, and the reporter sees the status change', async () => {
    const mod = await moderator()
    const dismissed = await reportScene()
    const warned = await reportScene()
    const pictured = await reportScene()
    const suspended = await reportScene()
    expect(await myStatuses(dismissed.amina)).toEqual(['received'])

    const act = (reportId: string, body: object) =>
      as(ctx.app, mod).post(`/api/moderation/reports/${reportId}/actions`, body)
    expect(
      (await act(dismissed.reportId, { action: 'dismiss', reason: 'Nothing against the rules' })).statusCode,
    ).toBe(200)
    expect(
      (await act(warned.reportId, { action: 'warn', reason: 'Asking for money is not allowed' })).statusCode,
    ).toBe(200)
    const picture = pictured.pictures[0]!
    expect(
      (
        await act(pictured.reportId, {
          action: 'remove_picture',
          reason: 'Not a picture of him',
          pictureId: picture.id,
        })
      ).statusCode,
    ).toBe(200)
    expect(
      (await act(suspended.reportId, { action: 'suspend', reason: 'Repeated money requests', days: 7 }))
        .statusCode,
    ).toBe(200)
    // A closed report cannot be decided twice.
    expect((await act(dismissed.reportId, { action: 'ban', reason: 'Second thoughts' })).statusCode).toBe(404)

    for (const [scene, kind, reason] of [
      [dismissed, 'dismiss', 'Nothing against the rules'],
      [warned, 'warn', 'Asking for money is not allowed'],
      [pictured, 'remove_picture', 'Not a picture of him'],
      [suspended, 'suspend', 'Repeated money requests'],
    ] as const) {
      const rows = await actionsOn(scene.reportId)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ moderatorId: mod.id, targetUserId: scene.bilal.id, kind, reason })
      expect(rows[0]!.createdAt).toBeInstanceOf(Date)
    }
    expect((await actionsOn(suspended.reportId))[0]!.until).not.toBeNull()
    expect((await actionsOn(pictured.reportId))[0]!.pictureId).toBe(picture.id)

    expect(await myStatuses(dismissed.amina)).toEqual(['reviewed'])
    expect(await myStatuses(warned.amina)).toEqual(['action_taken'])
    expect(await myStatuses(pictured.amina)).toEqual(['action_taken'])
    expect(await myStatuses(suspended.amina)).toEqual(['action_taken'])

    // The warning reached him by mail; the removed picture is gone, row and file.
    expect(
      ctx.mailer.sent.some((m) => m.to === warned.bilal.email && m.text.includes('Asking for money')),
    ).toBe(true)
    const left = await ctx.db
      .select()
      .from(profilePictures)
      .where(eq(profilePictures.profileId, pictured.bilal.id))
    expect(left.map((p) => [p.id, p.position])).toEqual([[pictured.pictures[1]!.id, 0]])
    expect(await ctx.app.storage.get(picture.storagePath)).toBeUndefined()

    // The log lists them for the console.
    const log = (await as(ctx.app, mod).get('/api/moderation/actions')).json().actions as {
      reportId: string
    }[]
    expect(log.map((a) => a.reportId)).toEqual(
      expect.arrayContaining([dismissed.reportId, suspended.reportId]),
    )
  })

  it('a suspended member is told why on sign-in, appeals once, and a moderator lifts it', async () => {
    const mod = await moderator()
    const { bilal, reportId } = await reportScene()
    await as(ctx.app, mod).post(`/api/moderation/reports/${reportId}/actions`, {
      action: 'suspend',
      reason: 'Repeated money requests',
      days: 3,
    })
    const refused = await signIn(bilal)
    expect(refused.statusCode).toBe(403)
    const body = refused.json()
    expect(body.code).toBe('ACCOUNT_RESTRICTED')
    expect(body.restriction).toMatchObject({
      kind: 'suspended',
      reason: 'Repeated money requests',
      appeal: null,
    })
    expect(body.restriction.until).not.toBeNull()
    const token = body.restriction.appealToken as string

    const appeal = { token, text: 'It was a misunderstanding, I never asked.' }
    expect((await postJson(ctx.app, '/api/appeals', appeal)).statusCode).toBe(201)
    expect((await postJson(ctx.app, '/api/appeals', appeal)).statusCode).toBe(409)
    expect((await postJson(ctx.app, '/api/appeals', { ...appeal, token: `${token}x` })).statusCode).toBe(400)
    const again = (await signIn(bilal)).json()
    expect(again.restriction).toMatchObject({
      appeal: { status: 'waiting', answer: null },
      appealToken: null,
    })

    const appeals = (await as(ctx.app, mod).get('/api/moderation/appeals')).json().appeals as {
      id: string
      text: string
    }[]
    const mine = appeals.find((a) => a.text === appeal.text)!
    const answered = await as(ctx.app, mod).post(`/api/moderation/appeals/${mine.id}/answer`, {
      outcome: 'lift',
      answer: 'We checked the chat: you are right.',
    })
    expect(answered.statusCode).toBe(200)
    expect((await signIn(bilal)).statusCode).toBe(200)
    const kinds = await ctx.db
      .select({ kind: moderationActions.kind })
      .from(moderationActions)
      .where(and(eq(moderationActions.targetUserId, bilal.id), eq(moderationActions.moderatorId, mod.id)))
    expect(kinds.map((k) => k.kind).sort()).toEqual(['appeal_lifted', 'suspend'])
  })

  it('a ban ends his sessions and sockets and his address cannot sign up again', async () => {
    const mod = await moderator()
    const { amina, bilal, reportId } = await reportScene()
    const socket = await connectSocket(bilal.cookie)
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)))
    expect((await as(ctx.app, bilal).get('/api/me')).statusCode).toBe(200)

    const res = await as(ctx.app, mod).post(`/api/moderation/reports/${reportId}/actions`, {
      action: 'ban',
      reason: 'Scamming members',
    })
    expect(res.statusCode).toBe(200)
    expect(await closed).toBe('io server disconnect')
    expect((await as(ctx.app, bilal).get('/api/me')).statusCode).toBe(401)
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, bilal.id))).toEqual([])
    const [profile] = await ctx.db
      .select({ isActive: profiles.isActive })
      .from(profiles)
      .where(eq(profiles.id, bilal.id))
    expect(profile?.isActive).toBe(false)
    expect(await myStatuses(amina)).toEqual(['action_taken'])

    const refused = (await signIn(bilal)).json()
    expect(refused.restriction).toMatchObject({ kind: 'banned', reason: 'Scamming members', until: null })

    // Even once the account itself is erased, the address (in any case) is refused.
    await ctx.app.account.delete(bilal.id)
    expect(await ctx.db.select().from(users).where(eq(users.id, bilal.id))).toEqual([])
    const again = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email: bilal.email.toUpperCase(),
      password: 'quiet-olive-42',
      name: '',
      termsVersion: TERMS_VERSION,
    })
    expect(again.statusCode).toBe(403)
    expect(again.json().code).toBe('ACCOUNT_RESTRICTED')
    // Another address still signs up.
    await expect(signUp(ctx.app)).resolves.toMatchObject({ id: expect.any(String) })
  })
})

// Issue 28, item 3: no one decides their own case (decision 320).
describe('a moderator and his own case', () => {
  const act = (mod: { cookie: string }, reportId: string, body: object) =>
    as(ctx.app, mod).post(`/api/moderation/reports/${reportId}/actions`, body)
  const openReport = async (reportId: string) =>
    (await ctx.db.select().from(profileReports).where(eq(profileReports.id, reportId)))[0]?.status
  const queueIds = async (mod: { cookie: string }) =>
    ((await as(ctx.app, mod).get('/api/moderation/reports')).json().reports as { id: string }[]).map(
      (r) => r.id,
    )

  it('refuses every decision on a report about himself, which only another moderator sees and decides', async () => {
    const self = await moderator()
    const other = await moderator()
    const amina = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Amina', sex: 'female' })
    const picture = await addPicture(self.id, 0)
    const reported = await as(ctx.app, amina).post(`/api/profiles/${self.id}/report`, {
      category: 'harassment',
      reason: 'He keeps messaging me after I said no',
    })
    expect(reported.statusCode).toBe(200)
    const [report] = await ctx.db.select().from(profileReports).where(eq(profileReports.reporterId, amina.id))
    const reportId = report!.id

    for (const body of [
      { action: 'dismiss', reason: 'Nothing against the rules' },
      { action: 'warn', reason: 'A warning for the record' },
      { action: 'remove_picture', reason: 'Not a picture of him', pictureId: picture.id },
      { action: 'suspend', reason: 'Suspended for a while', days: 3 },
      { action: 'ban', reason: 'Banned for good' },
    ]) {
      const res = await act(self, reportId, body)
      expect({ action: body.action, status: res.statusCode, code: res.json().code }).toEqual({
        action: body.action,
        status: 403,
        code: 'OWN_CASE',
      })
    }
    // Nothing happened: no record, the report open, his picture and his account as they were.
    expect(await actionsOn(reportId)).toEqual([])
    expect(await openReport(reportId)).toBe('open')
    expect(
      await ctx.db.select().from(profilePictures).where(eq(profilePictures.id, picture.id)),
    ).toHaveLength(1)
    expect((await as(ctx.app, self).get('/api/me')).statusCode).toBe(200)

    // His queue does not show it (nor who reported him); another moderator's does, and decides.
    expect(await queueIds(self)).not.toContain(reportId)
    expect(await queueIds(other)).toContain(reportId)
    expect((await act(other, reportId, { action: 'warn', reason: 'Stop messaging her' })).statusCode).toBe(
      200,
    )
    expect((await actionsOn(reportId))[0]).toMatchObject({ moderatorId: other.id, targetUserId: self.id })
  })

  it('refuses a decision on a report he made himself', async () => {
    const self = await moderator()
    const other = await moderator()
    const samira = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Samira', sex: 'female' })
    const made = await as(ctx.app, self).post(`/api/profiles/${samira.id}/report`, {
      category: 'scam',
      reason: 'She asked me for money',
    })
    expect(made.statusCode).toBe(200)
    const [report] = await ctx.db.select().from(profileReports).where(eq(profileReports.reporterId, self.id))
    const res = await act(self, report!.id, { action: 'ban', reason: 'Scamming members' })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('OWN_CASE')
    expect(await openReport(report!.id)).toBe('open')
    expect(await queueIds(self)).not.toContain(report!.id)
    expect(
      (await act(other, report!.id, { action: 'dismiss', reason: 'No money was asked' })).statusCode,
    ).toBe(200)
  })

  it('refuses answering his own appeal, which only another moderator sees and answers', async () => {
    const first = await moderator()
    const { bilal, reportId } = await reportScene()
    await act(first, reportId, { action: 'suspend', reason: 'Repeated money requests', days: 1 })
    const token = (await signIn(bilal)).json().restriction.appealToken as string
    const text = 'I was suspended by mistake, please look again.'
    expect((await postJson(ctx.app, '/api/appeals', { token, text })).statusCode).toBe(201)
    // The suspension runs out while the appeal waits, and the operator makes him a moderator.
    await ctx.db.update(users).set({ banned: false, banExpires: null }).where(eq(users.id, bilal.id))
    await setRole(ctx.db, bilal.email, 'moderator')
    const signedIn = await signIn(bilal)
    expect(signedIn.statusCode).toBe(200)
    const asBilal = { cookie: sessionCookie(signedIn.headers['set-cookie']) }

    const appealsOf = async (mod: { cookie: string }) =>
      (await as(ctx.app, mod).get('/api/moderation/appeals')).json().appeals as { id: string; text: string }[]
    expect((await appealsOf(asBilal)).find((a) => a.text === text)).toBeUndefined()
    const appeal = (await appealsOf(first)).find((a) => a.text === text)!
    for (const outcome of ['lift', 'uphold']) {
      const res = await as(ctx.app, asBilal).post(`/api/moderation/appeals/${appeal.id}/answer`, {
        outcome,
        answer: 'I looked at it again myself.',
      })
      expect({ outcome, status: res.statusCode, code: res.json().code }).toEqual({
        outcome,
        status: 403,
        code: 'OWN_CASE',
      })
    }
    expect((await appealsOf(first)).map((a) => a.id)).toContain(appeal.id)
    const kinds = await ctx.db
      .select({ kind: moderationActions.kind })
      .from(moderationActions)
      .where(eq(moderationActions.moderatorId, bilal.id))
    expect(kinds).toEqual([])
    const answered = await as(ctx.app, first).post(`/api/moderation/appeals/${appeal.id}/answer`, {
      outcome: 'uphold',
      answer: 'The chat shows the requests.',
    })
    expect(answered.statusCode).toBe(200)
  })

  it('refuses to suspend or ban another moderator until the operator takes the role away', async () => {
    const first = await moderator()
    const second = await moderator()
    const amina = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Amina', sex: 'female' })
    await as(ctx.app, amina).post(`/api/profiles/${second.id}/report`, {
      category: 'harassment',
      reason: 'He threatened me in the chat',
    })
    const [report] = await ctx.db.select().from(profileReports).where(eq(profileReports.reporterId, amina.id))
    const reportId = report!.id
    for (const body of [
      { action: 'suspend', reason: 'Threats are not allowed', days: 7 },
      { action: 'ban', reason: 'Threats are not allowed' },
    ]) {
      const res = await act(first, reportId, body)
      expect({ action: body.action, status: res.statusCode, code: res.json().code }).toEqual({
        action: body.action,
        status: 403,
        code: 'MODERATOR_TARGET',
      })
    }
    expect(await actionsOn(reportId)).toEqual([])
    expect(await openReport(reportId)).toBe('open')
    const [stillIn] = await ctx.db.select({ banned: users.banned }).from(users).where(eq(users.id, second.id))
    expect(stillIn?.banned).not.toBe(true)
    expect((await as(ctx.app, second).get('/api/moderation/reports')).statusCode).toBe(200)

    // The operator takes the role away: the report is then decided as any other.
    await setRole(ctx.db, second.email, 'user')
    expect(
      (await act(first, reportId, { action: 'ban', reason: 'Threats are not allowed' })).statusCode,
    ).toBe(200)
    expect((await actionsOn(reportId))[0]).toMatchObject({ kind: 'ban', moderatorId: first.id })
  })
})
