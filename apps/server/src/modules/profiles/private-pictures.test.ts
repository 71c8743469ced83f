import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureReveals, profilePictures } from '../../db/schema'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { MANY_SIGN_UPS, type Member, signUpMember } from '../../test/liked-fixtures'

/** A photo with fine detail everywhere: what a blur must not let through. */
const detailedPhoto = () => {
  const width = 600
  const height = 800
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 256
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer()
}

/** The file a link names: `/media/<name>?…` */
const fileOf = (url: string) => new URL(url, 'http://x').pathname.replace('/media/', '')

describe('private pictures (decision 260)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    ctx = await buildTestApp(MANY_SIGN_UPS)
  })
  afterAll(() => ctx.app.close())

  const get = (url: string) => ctx.app.inject({ method: 'GET', url })

  /** Amina with one uploaded picture, kept private; answers her and the original's name. */
  async function privateMember() {
    const amina = await signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Amina' })
    const form = new FormData()
    form.append(
      'pictures',
      new Blob([new Uint8Array(await detailedPhoto())], { type: 'image/jpeg' }),
      'me.jpg',
    )
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/pictures',
      payload: form,
      headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
    })
    expect(uploaded.statusCode).toBe(201)
    const original = fileOf(uploaded.json().saved[0].url)
    const privacy = await amina.put('/api/profile/pictures/privacy', { private: true })
    expect(privacy.json()).toEqual({ picturesPrivate: true })
    return { amina, original }
  }

  async function matchOf(a: Member, b: Member) {
    await a.post(`/api/profiles/${b.id}/like`)
    const liked = (await b.post(`/api/profiles/${a.id}/like`)).json()
    expect(liked.status).toBe('matched')
    return liked.matchId as string
  }

  /** What Yusuf's match screen gets of Amina's pictures. */
  const matchPictures = async (viewer: Member, matchId: string) => {
    const { profile } = (await viewer.get(`/api/matches/${matchId}`)).json()
    return { urls: profile.pictures as string[], blurred: profile.picturesBlurred as boolean }
  }

  it("never lets a match fetch a blurred picture's original before a reveal or after an unmatch", async () => {
    const { amina, original } = await privateMember()
    const yusuf = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Yusuf' })
    const matchId = await matchOf(amina, yusuf)

    // Before the reveal: a blurred rendition under a name of its own, small and soft.
    const before = await matchPictures(yusuf, matchId)
    expect(before.blurred).toBe(true)
    const blurredName = fileOf(before.urls[0]!)
    expect(blurredName).not.toBe(original)
    const blurred = await get(before.urls[0]!)
    expect(blurred.statusCode).toBe(200)
    expect(blurred.headers['cache-control']).toBe('private, no-cache')
    const meta = await sharp(blurred.rawPayload).metadata()
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480)

    // The original, even through a correctly signed link made for him, answers 404; and the
    // blurred link's signature does not open the original or its thumbnail either.
    const forged = ctx.app.mediaUrls.sign(original, yusuf.id)
    expect((await get(forged)).statusCode).toBe(404)
    expect(
      (await get(ctx.app.mediaUrls.sign(original.replace('.webp', '.thumb.webp'), yusuf.id))).statusCode,
    ).toBe(404)
    const query = before.urls[0]!.slice(before.urls[0]!.indexOf('?'))
    expect((await get(`/media/${original}${query}`)).statusCode).toBe(404)
    // Every other screen gets the same: the profile view and the list of matches.
    const view = (await yusuf.get(`/api/profiles/${amina.id}`)).json()
    expect(view.profile.picturesBlurred).toBe(true)
    expect(fileOf(view.profile.pictures[0])).toBe(blurredName)
    const list = (await yusuf.get('/api/matches')).json()
    expect(list.matches[0].profile).toMatchObject({ picturesBlurred: true })
    expect(fileOf(list.matches[0].profile.picture)).toBe(blurredName)

    // She reveals them to him: he gets the original.
    const revealed = await amina.put(`/api/matches/${matchId}/pictures-revealed`, {})
    expect(revealed.statusCode).toBe(200)
    expect(revealed.json().myPictures).toBe('revealed')
    const after = await matchPictures(yusuf, matchId)
    expect(after).toMatchObject({ blurred: false })
    expect(fileOf(after.urls[0]!)).toBe(original)
    expect((await get(after.urls[0]!)).statusCode).toBe(200)
    expect((await get(forged)).statusCode).toBe(200)

    // She takes it back: the link he holds stops working at once.
    const hidden = await amina.del(`/api/matches/${matchId}/pictures-revealed`)
    expect(hidden.json().myPictures).toBe('private')
    expect((await get(after.urls[0]!)).statusCode).toBe(404)
    expect(await matchPictures(yusuf, matchId)).toMatchObject({ blurred: true })

    // Revealed again, then he unmatches: hidden again, and the reveal is gone with the match.
    await amina.put(`/api/matches/${matchId}/pictures-revealed`, {})
    expect((await get(forged)).statusCode).toBe(200)
    expect((await yusuf.post(`/api/matches/${matchId}/unmatch`)).statusCode).toBe(200)
    expect((await get(forged)).statusCode).toBe(404)
    expect(await ctx.db.select().from(pictureReveals).where(eq(pictureReveals.matchId, matchId))).toEqual([])
    const viewAfter = (await yusuf.get(`/api/profiles/${amina.id}`)).json()
    expect(fileOf(viewAfter.profile.pictures[0])).toBe(blurredName)
    // A reveal needs an active match.
    expect((await amina.put(`/api/matches/${matchId}/pictures-revealed`, {})).statusCode).toBe(409)
  })

  it('hides revealed pictures again when either of the two blocks the other', async () => {
    const { amina, original } = await privateMember()
    const yusuf = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Yusuf' })
    const matchId = await matchOf(amina, yusuf)
    await amina.put(`/api/matches/${matchId}/pictures-revealed`, {})
    const link = ctx.app.mediaUrls.sign(original, yusuf.id)
    expect((await get(link)).statusCode).toBe(200)
    expect((await amina.post(`/api/profiles/${yusuf.id}/block`)).statusCode).toBe(200)
    expect((await get(link)).statusCode).toBe(404)
    expect(await ctx.db.select().from(pictureReveals).where(eq(pictureReveals.matchId, matchId))).toEqual([])
  })

  it('gives everyone else the blurred rendition: Discover, Liked tiles; the owner keeps the original', async () => {
    const { amina, original } = await privateMember()
    const omar = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Omar' })
    const ali = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Ali' })
    // Revealed to a match of hers does not reveal to anyone else.
    await amina.put(`/api/matches/${await matchOf(amina, ali)}/pictures-revealed`, {})

    const feed = (await omar.get('/api/discover')).json()
    const card = feed.profiles.find((p: { id: string }) => p.id === amina.id)
    expect(card.picturesBlurred).toBe(true)
    expect(fileOf(card.pictures[0])).not.toBe(original)

    await amina.post(`/api/profiles/${omar.id}/like`)
    const tiles = (await omar.get('/api/liked/me')).json()
    const tile = tiles.profiles.find((p: { id: string }) => p.id === amina.id)
    expect(tile.picturesBlurred).toBe(true)
    expect(fileOf(tile.picture)).toBe(fileOf(card.pictures[0]))

    const own = (await amina.get('/api/profile')).json()
    expect(own.picturesPrivate).toBe(true)
    expect(fileOf(own.pictures[0].url)).toBe(original)

    // Turned off: the originals for everyone who may see her.
    await amina.put('/api/profile/pictures/privacy', { private: false })
    const view = (await omar.get(`/api/profiles/${amina.id}`)).json()
    expect(view.profile.picturesBlurred).toBe(false)
    expect(fileOf(view.profile.pictures[0])).toBe(original)
  })

  it('refuses a reveal from someone whose pictures are not private, and from outside the match', async () => {
    const amina = await signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Amina' })
    const yusuf = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Yusuf' })
    const stranger = await signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Huda' })
    const matchId = await matchOf(amina, yusuf)
    expect((await amina.put(`/api/matches/${matchId}/pictures-revealed`, {})).statusCode).toBe(409)
    expect((await stranger.put(`/api/matches/${matchId}/pictures-revealed`, {})).statusCode).toBe(404)
    expect((await amina.get(`/api/matches/${matchId}`)).json().myPictures).toBe('shown')
  })

  it('writes blurred renditions for pictures stored before, when privacy is turned on', async () => {
    const amina = await signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Amina' })
    const storagePath = `${randomUUID()}.webp`
    await ctx.app.storage.put(
      storagePath,
      await sharp(await detailedPhoto())
        .webp()
        .toBuffer(),
    )
    await ctx.db.insert(profilePictures).values({ profileId: amina.id, storagePath, position: 0 })
    await amina.put('/api/profile/pictures/privacy', { private: true })
    const [row] = await ctx.db.select().from(profilePictures).where(eq(profilePictures.profileId, amina.id))
    expect(row!.blurredPath).toMatch(/^[0-9a-f-]{36}\.webp$/)
    expect(await ctx.app.storage.get(row!.blurredPath!)).toBeDefined()
    expect(await ctx.app.storage.get(row!.blurredPath!.replace('.webp', '.thumb.webp'))).toBeDefined()
    const yusuf = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Yusuf' })
    const view = (await yusuf.get(`/api/profiles/${amina.id}`)).json()
    expect(fileOf(view.profile.pictures[0])).toBe(row!.blurredPath)
  })
})
