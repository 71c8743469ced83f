import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_DISCOVER_FILTERS, VERIFICATION_POSES } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setRole } from '../../cli/set-role'
import { moderationActions, profiles, verificationRequests } from '../../db/schema'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { as, createFundedUser } from '../matches/matches.test-helpers'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let jpeg: Buffer
beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 100 } })
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08040' } })
    .jpeg()
    .toBuffer()
})
afterAll(() => ctx.app.close())

/** Posts `files` pictures as one multipart body (the selfie, or profile pictures). */
function uploadJpegs(user: { cookie: string }, url: string, field: string, files = 1) {
  const boundary = '----mithaq-selfie'
  const part = (i: number) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="picture-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from('\r\n'),
  ]
  const payload = Buffer.concat([
    ...Array.from({ length: files }, (_, i) => part(i)).flat(),
    Buffer.from(`--${boundary}--\r\n`),
  ])
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      cookie: user.cookie,
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  })
}

const uploadSelfie = (user: { cookie: string }) => uploadJpegs(user, '/api/verification/selfie', 'selfie')

async function scene() {
  const amina = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Amina', sex: 'female' })
  const bilal = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Bilal', sex: 'male' })
  const mod = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Moderator', sex: 'male' })
  await setRole(ctx.db, mod.email, 'moderator')
  const started = await as(ctx.app, amina).post('/api/verification/start')
  expect(started.statusCode).toBe(200)
  expect(VERIFICATION_POSES).toContain(started.json().pose)
  expect((await uploadSelfie(amina)).statusCode).toBe(201)
  const [request] = await ctx.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.profileId, amina.id))
  return { amina, bilal, mod, request: request! }
}

const feedProfile = async (viewer: { cookie: string }, id: string) =>
  (
    (await as(ctx.app, viewer).get('/api/discover')).json().profiles as { id: string; isVerified: boolean }[]
  ).find((p) => p.id === id)

describe('verification by selfie', () => {
  it('keeps the selfie from other members, shows it to moderators, deletes it after approval and shows the badge', async () => {
    const { amina, bilal, mod, request } = await scene()
    expect((await as(ctx.app, amina).get('/api/verification')).json()).toMatchObject({ status: 'pending' })
    const selfieUrl = `/api/moderation/verifications/${request.id}/selfie`
    const name = request.selfiePath!
    expect(name).toMatch(/^selfie-/)
    // Not through the console for members, and never through /media, even for its owner.
    expect((await as(ctx.app, bilal).get(selfieUrl)).statusCode).toBe(403)
    expect((await as(ctx.app, bilal).get(`/media/${name}`)).statusCode).toBe(404)
    expect((await as(ctx.app, amina).get(`/media/${name}`)).statusCode).toBe(404)
    expect((await as(ctx.app, mod).get(selfieUrl)).statusCode).toBe(200)
    expect((await feedProfile(bilal, amina.id))?.isVerified).toBe(false)

    const queue = (await as(ctx.app, mod).get('/api/moderation/verifications')).json().verifications as {
      id: string
      selfieUrl: string
      profile: { pictures: { url: string }[] }
    }[]
    expect(queue.map((v) => v.id)).toContain(request.id)
    // Signed for the moderator (decision 256): an <img> in the native shell opens them with no cookie.
    const listed = queue.find((v) => v.id === request.id)!
    expect(listed.selfieUrl).toMatch(new RegExp(`^${selfieUrl}\\?v=${mod.id}&exp=\\d+&sig=`))
    for (const url of [listed.selfieUrl, ...listed.profile.pictures.map((p) => p.url)]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    }
    expect((await ctx.app.inject({ method: 'GET', url: selfieUrl })).statusCode).toBe(401)
    const reviewed = await as(ctx.app, mod).post(`/api/moderation/verifications/${request.id}/review`, {
      decision: 'approve',
    })
    expect(reviewed.statusCode).toBe(200)

    expect(await ctx.app.storage.get(name)).toBeUndefined()
    expect((await as(ctx.app, mod).get(selfieUrl)).statusCode).toBe(404)
    const [row] = await ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, request.id))
    expect(row).toMatchObject({ status: 'approved', selfiePath: null, reviewedBy: mod.id })
    expect((await feedProfile(bilal, amina.id))?.isVerified).toBe(true)
    expect((await as(ctx.app, amina).get('/api/verification')).json()).toMatchObject({ status: 'approved' })
    const [action] = await ctx.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetUserId, amina.id))
    expect(action).toMatchObject({ kind: 'verification_approved', moderatorId: mod.id })
  })

  it('a refusal gives the reason, deletes the selfie and lets her try again', async () => {
    const { amina, mod, request } = await scene()
    const res = await as(ctx.app, mod).post(`/api/moderation/verifications/${request.id}/review`, {
      decision: 'refuse',
      reason: 'Your face is not visible in the selfie',
    })
    expect(res.statusCode).toBe(200)
    expect(await ctx.app.storage.get(request.selfiePath!)).toBeUndefined()
    expect((await as(ctx.app, amina).get('/api/verification')).json()).toEqual({
      status: 'refused',
      pose: null,
      reason: 'Your face is not visible in the selfie',
    })
    expect((await as(ctx.app, amina).post('/api/verification/start')).json().status).toBe('requested')
  })

  it('takes the badge away when a verified member adds a picture, and deleting it does not give it back', async () => {
    const { amina, bilal, mod, request } = await scene()
    await as(ctx.app, mod).post(`/api/moderation/verifications/${request.id}/review`, { decision: 'approve' })
    expect((await feedProfile(bilal, amina.id))?.isVerified).toBe(true)
    expect((await as(ctx.app, bilal).get(`/api/profiles/${amina.id}`)).json().profile.isVerified).toBe(true)

    // Someone else's face, added after the check: nobody compared it with the selfie.
    const added = await uploadJpegs(amina, '/api/profile/pictures', 'pictures', 2)
    expect(added.statusCode).toBe(201)
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, amina.id))
    expect(profile?.verifiedAt).toBeNull()
    expect((await feedProfile(bilal, amina.id))?.isVerified).toBe(false)
    expect((await as(ctx.app, bilal).get(`/api/profiles/${amina.id}`)).json().profile.isVerified).toBe(false)
    expect((await as(ctx.app, amina).get('/api/profile')).json().isVerified).toBe(false)
    expect((await as(ctx.app, amina).get('/api/verification')).json()).toEqual({
      status: 'revoked',
      pose: null,
      reason: null,
    })

    // Deleting the new picture (or her own) does not bring the badge back.
    const [first] = added.json().saved as { id: string }[]
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/profile/pictures/${first!.id}`,
      headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
    })
    expect(removed.statusCode).toBe(200)
    expect((await feedProfile(bilal, amina.id))?.isVerified).toBe(false)
    expect((await as(ctx.app, amina).get('/api/verification')).json().status).toBe('revoked')

    // Only a new selfie, checked again, does.
    expect((await as(ctx.app, amina).post('/api/verification/start')).json().status).toBe('requested')
    expect((await uploadSelfie(amina)).statusCode).toBe(201)
    const [again] = await ctx.db
      .select()
      .from(verificationRequests)
      .where(and(eq(verificationRequests.profileId, amina.id), eq(verificationRequests.status, 'pending')))
    await as(ctx.app, mod).post(`/api/moderation/verifications/${again!.id}/review`, { decision: 'approve' })
    expect((await feedProfile(bilal, amina.id))?.isVerified).toBe(true)
  })

  it('leaves an unverified member and her pending selfie alone when she adds a picture', async () => {
    const { amina } = await scene()
    expect((await uploadJpegs(amina, '/api/profile/pictures', 'pictures')).statusCode).toBe(201)
    expect((await as(ctx.app, amina).get('/api/verification')).json().status).toBe('pending')
  })

  it('filters the feed to verified profiles when asked', async () => {
    const { amina, bilal, mod, request } = await scene()
    const other = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Maryam', sex: 'female' })
    await as(ctx.app, mod).post(`/api/moderation/verifications/${request.id}/review`, { decision: 'approve' })
    const ids = async () =>
      ((await as(ctx.app, bilal).get('/api/discover')).json().profiles as { id: string }[]).map((p) => p.id)
    expect(await ids()).toEqual(expect.arrayContaining([amina.id, other.id]))
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/discover/filters',
      payload: { ...DEFAULT_DISCOVER_FILTERS, verifiedOnly: true },
      headers: { cookie: bilal.cookie, origin: TEST_ORIGIN },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().verifiedOnly).toBe(true)
    const verifiedOnly = await ids()
    expect(verifiedOnly).toContain(amina.id)
    expect(verifiedOnly).not.toContain(other.id)
  })
})

describe('a selfie body that cannot be read', () => {
  it('answers 400 to a form cut off inside its file, or without a boundary, and stores nothing', async () => {
    const amina = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Amina', sex: 'female' })
    expect((await as(ctx.app, amina).post('/api/verification/start')).statusCode).toBe(200)
    const cutOff = Buffer.concat([
      Buffer.from(
        '--cut\r\nContent-Disposition: form-data; name="selfie"; filename="selfie.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      jpeg.subarray(0, jpeg.length / 2),
    ])
    const mediaDir = join(ctx.config.dataDir, 'media')
    const selfieFiles = () =>
      (existsSync(mediaDir) ? readdirSync(mediaDir) : []).filter((f) => f.startsWith('selfie-'))
    const before = selfieFiles()
    for (const type of ['multipart/form-data; boundary=cut', 'multipart/form-data']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/verification/selfie',
        payload: cutOff,
        headers: { cookie: amina.cookie, origin: TEST_ORIGIN, 'content-type': type },
      })
      expect(res.statusCode, type).toBe(400)
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The upload could not be read. Please take or choose your selfie again.',
      })
    }
    const [request] = await ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.profileId, amina.id))
    expect(request).toMatchObject({ status: 'requested', selfiePath: null })
    expect(selfieFiles()).toEqual(before)
    // The same member can still send a good selfie.
    expect((await uploadSelfie(amina)).statusCode).toBe(201)
  })
})
