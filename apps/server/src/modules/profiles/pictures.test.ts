import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PICTURE_MAX_BYTES } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profilePictures } from '../../db/schema'
import { createLocalStorage, type Storage } from '../../lib/storage'
import { postJson, sessionCookie, signUp, type TestUser } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { insertProfile } from '../../test/factories'
import { decodeStats } from './picture-pipeline'
import { PICTURE_UPLOAD_RATE_LIMIT } from './pictures.routes'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

interface UploadFile {
  name: string
  data: Buffer
  type: string
}

const MB = 1024 * 1024

const solid = (width: number, height: number, background = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background } })

/** A phone photo as it arrives: EXIF with the camera and a GPS position, turned by its orientation tag. */
const jpegWithGps = () =>
  solid(3200, 2400, '#c33')
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()

const jpeg = () => solid(64, 48).jpeg().toBuffer()
const png = () => solid(64, 48).png().toBuffer()

describe('profile pictures', () => {
  let ctx: Ctx
  let mediaDir: string
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
    mediaDir = join(ctx.config.dataDir, 'media')
  })
  afterAll(() => ctx.app.close())

  const mediaFiles = () => (existsSync(mediaDir) ? readdirSync(mediaDir) : [])
  const pictureRows = (profileId: string) =>
    ctx.db.select().from(profilePictures).where(eq(profilePictures.profileId, profileId))

  const withProfile = async (overrides: Parameters<typeof insertProfile>[2] = {}) => {
    const user = await signUp(ctx.app)
    await insertProfile(ctx.db, user.id, overrides)
    return user
  }

  const upload = (user: TestUser | undefined, files: UploadFile[]) => {
    const form = new FormData()
    for (const f of files)
      form.append('pictures', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name)
    return ctx.app.inject({
      method: 'POST',
      url: '/api/profile/pictures',
      payload: form,
      headers: user ? { cookie: user.cookie, origin: TEST_ORIGIN } : {},
    })
  }
  /**
   * Loads a picture as `user` would: a bare `/media/<name>` is signed for them first (the link the
   * API would give them, if it gave them one); no cookie is sent, as from an `<img>` in the shell.
   */
  const media = (url: string, user?: TestUser) =>
    ctx.app.inject({
      method: 'GET',
      url: user && !url.includes('?') ? ctx.app.mediaUrls.sign(url.replace(/^\/media\//, ''), user.id) : url,
    })

  /** Uploads `n` small JPEGs and answers their ids in position order. */
  const uploadSome = async (user: TestUser, n: number) => {
    const data = await jpeg()
    const res = await upload(
      user,
      Array.from({ length: n }, (_, i) => ({ name: `p${i}.jpg`, data, type: 'image/jpeg' })),
    )
    expect(res.statusCode).toBe(201)
    return (res.json().saved as { id: string }[]).map((p) => p.id)
  }

  /** The refusal every bad file gets: its message, nothing saved, no file and no row left. */
  const expectRefused = async (user: TestUser, files: UploadFile[], status: number, message: string) => {
    const before = mediaFiles().length
    const res = await upload(user, files)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ message, issues: [{ path: 'pictures', message }], saved: [] })
    expect(mediaFiles()).toHaveLength(before)
    expect(await pictureRows(user.id)).toEqual([])
  }

  describe('the upload pipeline', () => {
    it('stores a phone photo upright, resized, as WebP without any EXIF or GPS, with a thumbnail', async () => {
      const user = await withProfile()
      const original = await jpegWithGps()
      const before = await sharp(original).metadata()
      expect(before.exif?.includes(Buffer.from('TestCam'))).toBe(true)
      expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true) // the GPS IFD pointer tag

      const res = await upload(user, [{ name: 'IMG_0001.jpg', data: original, type: 'image/jpeg' }])
      expect(res.statusCode).toBe(201)
      const [saved] = res.json().saved
      expect(saved).toMatchObject({ position: 0 })
      expect(saved.url).toMatch(
        new RegExp(`^/media/[0-9a-f-]{36}\\.webp\\?v=${user.id}&exp=\\d+&sig=[\\w-]+$`),
      )
      expect(saved.thumbnailUrl).toMatch(/^\/media\/[0-9a-f-]{36}\.thumb\.webp\?/)

      const stored = await media(saved.url, user)
      expect(stored.statusCode).toBe(200)
      expect(stored.headers['content-type']).toBe('image/webp')
      expect(stored.headers['cache-control']).toBe('private, max-age=300, must-revalidate')
      const meta = await sharp(stored.rawPayload).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1600 })
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(stored.rawPayload.includes(Buffer.from('TestCam'))).toBe(false)

      const thumb = await sharp((await media(saved.thumbnailUrl, user)).rawPayload).metadata()
      expect(thumb).toMatchObject({ format: 'webp', width: 300, height: 400 })
      expect(thumb.exif).toBeUndefined()

      const rows = await pictureRows(user.id)
      expect(rows).toEqual([expect.objectContaining({ id: saved.id, position: 0 })])
      expect(rows[0]?.storagePath).not.toContain('IMG_0001')
    })

    it('reads the type from the bytes: a PNG named .jpg and sent as image/jpeg is taken as the PNG it is', async () => {
      const user = await withProfile()
      const res = await upload(user, [{ name: 'photo.jpg', data: await png(), type: 'image/jpeg' }])
      expect(res.statusCode).toBe(201)
      const stored = await media(res.json().saved[0].url, user)
      expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp')
    })

    it('accepts GIF and WebP too, and keeps the order they were sent in', async () => {
      const user = await withProfile()
      const res = await upload(user, [
        { name: 'a.gif', data: await solid(40, 40).gif().toBuffer(), type: 'image/gif' },
        { name: 'b.webp', data: await solid(40, 40).webp().toBuffer(), type: 'image/webp' },
        { name: 'c.png', data: await png(), type: 'image/png' },
      ])
      expect(res.statusCode).toBe(201)
      expect(res.json().saved.map((p: { position: number }) => p.position)).toEqual([0, 1, 2])
    })

    it('refuses a text file that claims to be a JPEG', async () => {
      const user = await withProfile()
      await expectRefused(
        user,
        [{ name: 'notes.jpg', data: Buffer.from('just some text, not a picture'), type: 'image/jpeg' }],
        415,
        'File "notes.jpg" is not a supported image format. Please use JPG, PNG, GIF, or WebP.',
      )
    })

    it('refuses an SVG, whatever it is called', async () => {
      const user = await withProfile()
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      )
      await expectRefused(
        user,
        [{ name: 'logo.png', data: svg, type: 'image/svg+xml' }],
        415,
        'File "logo.png" is not a supported image format. Please use JPG, PNG, GIF, or WebP.',
      )
    })

    it('refuses a corrupt image that starts like a JPEG', async () => {
      const user = await withProfile()
      const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])
      await expectRefused(
        user,
        [{ name: 'broken.jpg', data: corrupt, type: 'image/jpeg' }],
        400,
        'Failed to upload broken.jpg: the image is damaged or cannot be read',
      )
    })

    it('refuses a 50-megapixel image before decoding it', async () => {
      const user = await withProfile()
      // A solid colour compresses to a small file that would decode to about 156 MB of pixels.
      const bomb = await solid(8000, 6500).png({ compressionLevel: 9 }).toBuffer()
      expect(bomb.length).toBeLessThan(MB)
      await expectRefused(
        user,
        [{ name: 'huge.png', data: bomb, type: 'image/png' }],
        413,
        'Failed to upload huge.png: the image is too big (more than 40 megapixels)',
      )
    })

    it('refuses a 6 MB file with the size message', async () => {
      const user = await withProfile()
      const big = Buffer.concat([await jpeg(), Buffer.alloc(6 * MB)])
      await expectRefused(
        user,
        [{ name: 'big.jpg', data: big, type: 'image/jpeg' }],
        413,
        'File "big.jpg" is too large. Maximum size is 5MB.',
      )
    })

    it('takes a file of exactly 5 MB and refuses one byte more', async () => {
      const user = await withProfile()
      const small = await jpeg()
      const exact = Buffer.concat([small, Buffer.alloc(5 * MB - small.length)])
      expect((await upload(user, [{ name: 'exact.jpg', data: exact, type: 'image/jpeg' }])).statusCode).toBe(
        201,
      )
      const over = Buffer.concat([exact, Buffer.alloc(1)])
      const res = await upload(user, [{ name: 'over.jpg', data: over, type: 'image/jpeg' }])
      expect(res.statusCode).toBe(413)
      expect(await pictureRows(user.id)).toHaveLength(1)
    })

    it('refuses a sixth picture with the count, leaving no file behind', async () => {
      const user = await withProfile()
      await uploadSome(user, 5)
      const before = mediaFiles().length
      const res = await upload(user, [{ name: 'six.jpg', data: await jpeg(), type: 'image/jpeg' }])
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'You can upload a maximum of 5 pictures. Currently have 5.',
        saved: [],
      })
      expect(mediaFiles()).toHaveLength(before)
      expect(await pictureRows(user.id)).toHaveLength(5)
    })

    it('keeps the pictures saved before a refusal in the middle of a batch, and says which', async () => {
      const user = await withProfile()
      const before = mediaFiles().length
      const res = await upload(user, [
        { name: 'one.jpg', data: await jpeg(), type: 'image/jpeg' },
        { name: 'fake.jpg', data: Buffer.from('not an image'), type: 'image/jpeg' },
        { name: 'three.png', data: await png(), type: 'image/png' },
      ])
      expect(res.statusCode).toBe(415)
      const body = res.json()
      expect(body.message).toBe(
        'File "fake.jpg" is not a supported image format. Please use JPG, PNG, GIF, or WebP.',
      )
      expect(body.saved).toHaveLength(1)
      const rows = await pictureRows(user.id)
      expect(rows.map((r) => r.id)).toEqual([body.saved[0].id])
      expect(mediaFiles()).toHaveLength(before + 4)
    })

    it('saves five of six pictures sent at once and refuses the sixth', async () => {
      const user = await withProfile()
      const data = await jpeg()
      const res = await upload(
        user,
        Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, data, type: 'image/jpeg' })),
      )
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('You can upload a maximum of 5 pictures. Currently have 5.')
      expect(res.json().saved).toHaveLength(5)
      expect(await pictureRows(user.id)).toHaveLength(5)
    })

    it('gives the last free place to one of two racing uploads and removes the loser’s files', async () => {
      const user = await withProfile()
      await uploadSome(user, 4)
      const before = mediaFiles().length
      const data = await jpeg()
      const results = await Promise.all([
        upload(user, [{ name: 'a.jpg', data, type: 'image/jpeg' }]),
        upload(user, [{ name: 'b.jpg', data, type: 'image/jpeg' }]),
      ])
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400])
      expect(await pictureRows(user.id)).toHaveLength(5)
      expect(mediaFiles()).toHaveLength(before + 4)
    })

    it('refuses 30 parallel 40-megapixel uploads past the limits before decoding them', async () => {
      const user = await withProfile()
      // 6300 x 6300 is just under the pixel limit and, being one colour, far under 5 MB.
      const big = await solid(6300, 6300, '#48c').png({ compressionLevel: 9 }).toBuffer()
      expect(big.length).toBeLessThan(PICTURE_MAX_BYTES)
      const decodedBefore = decodeStats.started
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          upload(user, [{ name: `big-${i}.png`, data: big, type: 'image/png' }]),
        ),
      )
      const statuses = results.map((r) => r.statusCode)
      const created = statuses.filter((s) => s === 201).length
      // Five places were free; the other uploads are refused for the count or the upload rate.
      expect(created).toBe(5)
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PICTURE_UPLOAD_RATE_LIMIT.max)
      expect(statuses.filter((s) => s === 400)).toHaveLength(PICTURE_UPLOAD_RATE_LIMIT.max - 5)
      for (const res of results.filter((r) => r.statusCode === 400)) {
        expect(res.json().message).toMatch(/^You can upload a maximum of 5 pictures\./)
      }
      // Only the five pictures that were kept were ever decoded.
      expect(decodeStats.started - decodedBefore).toBe(5)
      expect(await pictureRows(user.id)).toHaveLength(5)
    }, 120_000)

    it('limits upload requests per user, on the shared clock', async () => {
      const user = await withProfile()
      const data = await jpeg()
      const one = () => upload(user, [{ name: 'a.jpg', data, type: 'image/jpeg' }])
      for (let i = 0; i < 5; i++) expect((await one()).statusCode).toBe(201)
      for (let i = 5; i < PICTURE_UPLOAD_RATE_LIMIT.max; i++) expect((await one()).statusCode).toBe(400)
      const refused = await one()
      expect(refused.statusCode).toBe(429)
      expect(refused.json().message).toBe('Too many attempts. Please wait a moment and try again.')
      ctx.clock.advance(PICTURE_UPLOAD_RATE_LIMIT.windowMs)
      expect((await one()).statusCode).toBe(400)
    })

    it('asks for at least one picture when the form holds none', async () => {
      const user = await withProfile()
      const res = await upload(user, [])
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Please select at least one picture before continuing')
    })

    it('refuses a body that is not a multipart form', async () => {
      const user = await withProfile()
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/profile/pictures',
        payload: { pictures: [] },
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      })
      expect(res.statusCode).toBe(415)
    })

    it('answers 400 to a form cut off inside its file, or without a boundary, and keeps nothing', async () => {
      const user = await withProfile()
      const whole = await jpeg()
      const head = (boundary: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
      const cutOff = Buffer.concat([Buffer.from(head('cut')), whole.subarray(0, whole.length / 2)])
      const bodies = [
        { type: 'multipart/form-data; boundary=cut', payload: cutOff },
        { type: 'multipart/form-data', payload: cutOff },
      ]
      const filesBefore = mediaFiles().length
      for (const { type, payload } of bodies) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/profile/pictures',
          payload,
          headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': type },
        })
        expect(res.statusCode, type).toBe(400)
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'The upload could not be read. Please choose your pictures again.',
          saved: [],
        })
      }
      expect(await pictureRows(user.id)).toHaveLength(0)
      expect(mediaFiles()).toHaveLength(filesBefore)
    })

    it('takes uploads only from signed-in users with a profile', async () => {
      const file = { name: 'a.jpg', data: await jpeg(), type: 'image/jpeg' }
      expect((await upload(undefined, [file])).statusCode).toBe(401)
      const noProfile = await signUp(ctx.app)
      expect((await upload(noProfile, [file])).statusCode).toBe(403)
    })
  })

  describe('removing and ordering', () => {
    const del = (user: TestUser, id: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/profile/pictures/${id}`,
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      })
    const reorder = (user: TestUser, ids: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/pictures/order',
        payload: { ids },
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      })

    it('removes a picture with its files and closes the gap in the order', async () => {
      const user = await withProfile()
      const [first, second, third] = await uploadSome(user, 3)
      const [row] = await ctx.db.select().from(profilePictures).where(eq(profilePictures.id, first!))
      const res = await del(user, first!)
      expect(res.statusCode).toBe(200)
      expect(res.json().pictures.map((p: { id: string; position: number }) => [p.id, p.position])).toEqual([
        [second, 0],
        [third, 1],
      ])
      expect(mediaFiles()).not.toContain(row?.storagePath)
      expect((await media(`/media/${row?.storagePath}`, user)).statusCode).toBe(404)
    })

    it('keeps the last picture: one must remain', async () => {
      const user = await withProfile()
      const [only] = await uploadSome(user, 1)
      const res = await del(user, only!)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('You must have at least one profile picture')
      expect(await pictureRows(user.id)).toHaveLength(1)
    })

    it('answers 404 for another user’s picture or an id that is not one, and deletes nothing', async () => {
      const owner = await withProfile()
      const [a] = await uploadSome(owner, 2)
      const stranger = await withProfile()
      await uploadSome(stranger, 2)
      expect((await del(stranger, a!)).statusCode).toBe(404)
      expect((await del(stranger, randomUUID())).statusCode).toBe(404)
      expect((await del(stranger, 'not-a-uuid')).statusCode).toBe(404)
      expect(await pictureRows(owner.id)).toHaveLength(2)
    })

    it('puts the pictures in the order given; the first becomes the main picture', async () => {
      const user = await withProfile()
      const [a, b, c] = await uploadSome(user, 3)
      const res = await reorder(user, [c!, a!, b!])
      expect(res.statusCode).toBe(200)
      const own = await ctx.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      })
      expect(own.json().pictures.map((p: { id: string }) => p.id)).toEqual([c, a, b])
      expect(own.json().pictures.map((p: { position: number }) => p.position)).toEqual([0, 1, 2])
    })

    it('refuses an order that leaves a picture out or lists one twice', async () => {
      const user = await withProfile()
      const [a, b] = await uploadSome(user, 2)
      for (const ids of [[a!], [a!, a!], [a!, b!, a!]]) {
        const res = await reorder(user, ids)
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toBe('The new order must list each of your pictures exactly once')
      }
    })

    it('answers 404 to an order naming another user’s picture', async () => {
      const owner = await withProfile()
      const [theirs] = await uploadSome(owner, 1)
      const user = await withProfile()
      const [mine] = await uploadSome(user, 1)
      expect((await reorder(user, [theirs!])).statusCode).toBe(404)
      expect((await reorder(user, [mine!, theirs!])).statusCode).toBe(404)
    })
  })

  describe('serving files (/media)', () => {
    it('serves a signed link without any cookie, and nothing without a signature, even with a cookie', async () => {
      const owner = await withProfile()
      await uploadSome(owner, 1)
      const [row] = await pictureRows(owner.id)
      const url = `/media/${row?.storagePath}`
      const viewer = await withProfile({ sex: 'male', name: 'Yusuf' })

      expect((await media(url)).statusCode).toBe(404)
      const withCookie = await ctx.app.inject({ method: 'GET', url, headers: { cookie: viewer.cookie } })
      expect(withCookie.statusCode).toBe(404)
      const noProfile = await signUp(ctx.app)
      expect((await media(url, noProfile)).statusCode).toBe(404)
      const res = await media(url, viewer)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
    })

    /** Amina (female) with one picture; Yusuf (male) may see her. */
    const ownerAndViewer = async () => {
      const owner = await withProfile()
      await uploadSome(owner, 1)
      const [row] = await pictureRows(owner.id)
      const viewer = await withProfile({ sex: 'male', name: 'Yusuf' })
      const urls = [
        `/media/${row!.storagePath}`,
        `/media/${row!.storagePath.replace('.webp', '.thumb.webp')}`,
      ]
      const statuses = async (user: TestUser) =>
        Promise.all(urls.map(async (u) => (await media(u, user)).statusCode))
      return { owner, viewer, row: row!, urls, statuses }
    }
    const as = (user: TestUser, method: 'POST' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
        ...(payload ? { payload } : {}),
      })

    it('serves a picture and its thumbnail to the owner and to a viewer the profile is shown to', async () => {
      const { owner, viewer, statuses } = await ownerAndViewer()
      expect(await statuses(owner)).toEqual([200, 200])
      expect(await statuses(viewer)).toEqual([200, 200])
    })

    it('answers 404 to a viewer of the same sex, as the profile does', async () => {
      const { owner, statuses } = await ownerAndViewer()
      const sameSex = await withProfile({ name: 'Maryam' })
      expect(await statuses(sameSex)).toEqual([404, 404])
      expect((await as(sameSex, 'POST', `/api/profiles/${owner.id}/like`)).statusCode).toBe(404)
    })

    it('answers 404 both ways once one of them blocks the other; the owner still sees their own', async () => {
      const { owner, viewer, statuses } = await ownerAndViewer()
      expect((await as(owner, 'POST', `/api/profiles/${viewer.id}/block`, {})).statusCode).toBe(200)
      expect(await statuses(viewer)).toEqual([404, 404])
      expect(await statuses(owner)).toEqual([200, 200])

      const other = await ownerAndViewer()
      expect((await as(other.viewer, 'POST', `/api/profiles/${other.owner.id}/block`, {})).statusCode).toBe(
        200,
      )
      expect(await other.statuses(other.viewer)).toEqual([404, 404])
    })

    it('answers 404 to everyone else once the owner deactivates, and serves the owner', async () => {
      const { owner, viewer, statuses } = await ownerAndViewer()
      expect((await as(owner, 'POST', '/api/account/deactivate', {})).statusCode).toBe(200)
      expect(await statuses(viewer)).toEqual([404, 404])
      // Deactivation ends the session; the owner signs in again (which reactivates) and sees them.
      const back = await postJson(ctx.app, '/api/auth/sign-in/email', {
        email: owner.email,
        password: owner.password,
      })
      expect(back.statusCode).toBe(200)
      expect(await statuses({ ...owner, cookie: sessionCookie(back.headers['set-cookie']) })).toEqual([
        200, 200,
      ])
    })

    it('answers 404 once the picture row is gone, even while its file is still stored', async () => {
      const { owner, viewer, row, statuses } = await ownerAndViewer()
      await ctx.db.delete(profilePictures).where(eq(profilePictures.id, row.id))
      expect(await ctx.app.storage.get(row.storagePath)).toBeDefined()
      expect(await statuses(owner)).toEqual([404, 404])
      expect(await statuses(viewer)).toEqual([404, 404])
    })

    it('lets a browser keep a picture five minutes, then checks the viewer again before a 304', async () => {
      const { owner, viewer, urls } = await ownerAndViewer()
      const first = await media(urls[0]!, viewer)
      expect(first.headers['cache-control']).toBe('private, max-age=300, must-revalidate')
      const etag = String(first.headers.etag)
      const again = () =>
        ctx.app.inject({
          method: 'GET',
          url: ctx.app.mediaUrls.sign(urls[0]!.replace('/media/', ''), viewer.id),
          headers: { 'if-none-match': etag },
        })
      const unchanged = await again()
      expect(unchanged.statusCode).toBe(304)
      expect(unchanged.rawPayload).toHaveLength(0)
      expect((await as(owner, 'POST', `/api/profiles/${viewer.id}/block`, {})).statusCode).toBe(200)
      expect((await again()).statusCode).toBe(404)
    })

    it('answers 404 to names it never gave out, and never leaves the media folder', async () => {
      const user = await withProfile()
      for (const path of [
        `/media/${randomUUID()}.webp`,
        '/media/..%2F..%2Fauth-secret',
        '/media/..%2Fauth-secret',
        '/media/%2e%2e%2fauth-secret',
        '/media/auth-secret',
      ]) {
        const res = await media(path, user)
        expect(res.statusCode, path).toBe(404)
      }
    })
  })

  describe('when the storage cannot take a file', () => {
    const STORAGE_DOWN =
      'Pictures cannot be saved right now, and nothing was saved. Please try again in a few minutes.'
    let broken: Ctx
    let dir: string
    /** Set by a test: the disk fills up between a picture and its thumbnail. */
    let thumbnailsFail = false
    beforeAll(async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-storage-down-'))
      dir = join(dataDir, 'media')
      const local = createLocalStorage(dir)
      const storage: Storage = {
        ...local,
        async put(name, data) {
          if (thumbnailsFail && name.endsWith('.thumb.webp')) {
            throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
          }
          await local.put(name, data)
        },
      }
      broken = await buildTestApp({ config: { dataDir }, storage })
    })
    afterAll(async () => {
      await broken.app.close()
      rmSync(dirname(dir), { recursive: true, force: true })
    })

    const uploadOne = async () => {
      const user = await signUp(broken.app)
      await insertProfile(broken.db, user.id)
      const form = new FormData()
      form.append('pictures', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'p.jpg')
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/profile/pictures',
        payload: form,
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      })
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('60')
      expect(res.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: STORAGE_DOWN,
        issues: [{ path: 'pictures', message: STORAGE_DOWN }],
        saved: [],
      })
      expect(await broken.db.select().from(profilePictures)).toEqual([])
    }

    it('removes the picture already written when its thumbnail fails: 503, no row, no file', async () => {
      thumbnailsFail = true
      try {
        await uploadOne()
        expect(readdirSync(dir)).toEqual([])
      } finally {
        thumbnailsFail = false
      }
    })

    it('answers 503 with the message when the media folder cannot be written, and keeps no row', async () => {
      // A file where the folder should be: a failure root gets too, unlike a chmod.
      rmSync(dir, { recursive: true, force: true })
      writeFileSync(dir, 'not a folder')
      try {
        await uploadOne()
      } finally {
        rmSync(dir, { force: true })
      }
    })
  })
})
