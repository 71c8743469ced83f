import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockedProfiles, profilePictures, profiles } from '../../db/schema'
import { createMediaUrls, mediaUrlExpiry } from '../../lib/media-url'
import { buildTestApp } from '../../test/build-test-app'
import { insertMember, signUpMember } from '../../test/liked-fixtures'
import { pictureUrlsByProfile } from './profile.repository'

const HOUR = 3_600_000

describe('signed picture links (decision 210)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
  })
  afterAll(() => ctx.app.close())

  /** A member with one stored picture (a few bytes stand in for the WebP). */
  const memberWithPicture = async (overrides: Partial<typeof profiles.$inferInsert> = {}) => {
    const id = await insertMember(ctx.db, { sex: 'female', name: 'Amina', ...overrides })
    const storagePath = `${randomUUID()}.webp`
    await ctx.app.storage.put(storagePath, Buffer.from('RIFF....WEBP'))
    await ctx.db.insert(profilePictures).values({ profileId: id, storagePath, position: 0 })
    return { id, storagePath }
  }
  const get = (url: string) => ctx.app.inject({ method: 'GET', url })
  const linksFor = async (viewerId: string, ownerId: string) =>
    (await pictureUrlsByProfile(ctx.db, viewerId, [ownerId], ctx.app.mediaUrls.sign)).get(ownerId)?.urls ?? []

  it('gives links that load with no cookie and stop at their expiry', async () => {
    const amina = await memberWithPicture()
    const yusuf = await signUpMember(ctx.app, ctx.db)
    const shown = await yusuf.get(`/api/profiles/${amina.id}`)
    const [link] = shown.json().profile.pictures as string[]
    expect(link).toMatch(/^\/media\/[0-9a-f-]{36}\.webp\?v=[\w-]+&exp=\d+&sig=[\w-]{43}$/)
    expect((await get(link!)).statusCode).toBe(200)

    const exp = Number(new URL(link!, 'http://x').searchParams.get('exp')) * 1000
    ctx.clock.set(new Date(exp - 1000))
    expect((await get(link!)).statusCode).toBe(200)
    ctx.clock.set(new Date(exp))
    expect((await get(link!)).statusCode).toBe(404)
    ctx.clock.set(new Date())
  })

  it('refuses a link moved to another picture, another viewer, a later expiry or a changed signature', async () => {
    const amina = await memberWithPicture()
    const other = await memberWithPicture({ name: 'Maryam' })
    const yusuf = await insertMember(ctx.db, { sex: 'male', name: 'Yusuf' })
    const bilal = await insertMember(ctx.db, { sex: 'male', name: 'Bilal' })
    const link = ctx.app.mediaUrls.sign(amina.storagePath, yusuf)
    expect((await get(link)).statusCode).toBe(200)

    const query = link.slice(link.indexOf('?'))
    const params = new URLSearchParams(query)
    const swap = (key: string, value: string) => {
      const changed = new URLSearchParams(params)
      changed.set(key, value)
      return `/media/${amina.storagePath}?${changed}`
    }
    const refused = [
      `/media/${other.storagePath}${query}`,
      `/media/${amina.storagePath.replace('.webp', '.thumb.webp')}${query}`,
      swap('v', bilal),
      swap('exp', String(Number(params.get('exp')) + 3600)),
      swap('sig', `${params.get('sig')!.slice(0, -2)}AA`),
      swap('sig', ''),
      `/media/${amina.storagePath}`,
      `/media/${amina.storagePath}?v=${yusuf}&exp=${params.get('exp')}`,
    ]
    for (const url of refused) expect((await get(url)).statusCode, url).toBe(404)
    // A link made with another key (another server's, or a guess) is refused too.
    const foreign = createMediaUrls({ secret: 'another-key-another-key-another-key', now: () => new Date() })
    expect((await get(foreign.sign(amina.storagePath, yusuf))).statusCode).toBe(404)
  })

  it('accepts a link only as it was written: no other spelling of its signature or expiry', async () => {
    const amina = await memberWithPicture()
    const yusuf = await insertMember(ctx.db, { sex: 'male', name: 'Yusuf' })
    const link = ctx.app.mediaUrls.sign(amina.storagePath, yusuf)
    expect((await get(link)).statusCode).toBe(200)
    const params = new URLSearchParams(link.slice(link.indexOf('?')))
    const sig = params.get('sig')!
    const exp = params.get('exp')!
    const spelt = (key: string, value: string) => {
      const changed = new URLSearchParams(params)
      changed.set(key, value)
      return `/media/${amina.storagePath}?${changed}`
    }
    // The 43rd character carries 4 bits of the MAC and 2 spare ones: its neighbour decodes the same.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = alphabet.indexOf(sig.at(-1)!)
    const sameBytes = `${sig.slice(0, -1)}${alphabet[last ^ 1]}`
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(sig, 'base64url'))
    const variants = [
      spelt('sig', `${sig}=`),
      spelt('sig', Buffer.from(sig, 'base64url').toString('base64')), // standard alphabet, padded
      spelt('sig', sameBytes),
      spelt('sig', `${sig}.`),
      spelt('sig', ` ${sig}`),
      spelt('exp', `0${exp}`),
      spelt('exp', `00${exp}`),
    ]
    // Each variant decodes to the signed values, and the old check (a decoder) took them all.
    for (const url of variants) expect((await get(url)).statusCode, url).toBe(404)
    expect((await get(link)).statusCode).toBe(200)
  })

  // pictureUrlsByProfile asks for the ids alone: the rule below is the one cardPictureFiles holds
  // itself, the same column every page of the feed reads (decision 530).
  it('issues links only to the owner and to viewers the profile is shown to', async () => {
    const amina = await memberWithPicture()
    const yusuf = await insertMember(ctx.db, { sex: 'male', name: 'Yusuf' })
    const maryam = await insertMember(ctx.db, { sex: 'female', name: 'Maryam' })
    const blocker = await insertMember(ctx.db, { sex: 'male', name: 'Bilal' })
    const blocked = await insertMember(ctx.db, { sex: 'male', name: 'Omar' })
    await ctx.db.insert(blockedProfiles).values([
      { blockerId: blocker, blockedId: amina.id },
      { blockerId: amina.id, blockedId: blocked },
    ])

    expect(await linksFor(amina.id, amina.id)).toHaveLength(1)
    expect(await linksFor(yusuf, amina.id)).toHaveLength(1)
    expect(await linksFor(maryam, amina.id)).toEqual([])
    expect(await linksFor(blocker, amina.id)).toEqual([])
    expect(await linksFor(blocked, amina.id)).toEqual([])
    expect(await linksFor(randomUUID(), amina.id)).toEqual([])

    await ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, amina.id))
    expect(await linksFor(yusuf, amina.id)).toEqual([])
    expect(await linksFor(amina.id, amina.id)).toHaveLength(1)
  })

  it('checks the rule again when a link is used: a block after it was issued hides the picture', async () => {
    const amina = await memberWithPicture()
    const yusuf = await insertMember(ctx.db, { sex: 'male', name: 'Yusuf' })
    const [link] = await linksFor(yusuf, amina.id)
    expect((await get(link!)).statusCode).toBe(200)
    await ctx.db.insert(blockedProfiles).values({ blockerId: amina.id, blockedId: yusuf })
    expect((await get(link!)).statusCode).toBe(404)
    // The owner's own link still works.
    const [own] = await linksFor(amina.id, amina.id)
    expect((await get(own!)).statusCode).toBe(200)
  })

  it('keeps one link per picture and viewer for the hour, so browsers can cache it', async () => {
    expect(mediaUrlExpiry(new Date('2026-11-25T10:00:00Z'))).toBe(Date.parse('2026-11-25T11:00:00Z') / 1000)
    expect(mediaUrlExpiry(new Date('2026-11-25T10:00:01Z'))).toBe(Date.parse('2026-11-25T12:00:00Z') / 1000)
    expect(mediaUrlExpiry(new Date('2026-11-25T10:59:59Z'))).toBe(Date.parse('2026-11-25T12:00:00Z') / 1000)

    let now = new Date('2026-11-25T10:00:01Z')
    const urls = createMediaUrls({ secret: 'k'.repeat(32), now: () => now })
    const first = urls.sign('a.webp', 'viewer')
    now = new Date('2026-11-25T10:59:59Z')
    expect(urls.sign('a.webp', 'viewer')).toBe(first)
    now = new Date('2026-11-25T11:00:01Z')
    expect(urls.sign('a.webp', 'viewer')).not.toBe(first)
    // Every link lives between one and two hours.
    expect(urls.verify('a.webp', Object.fromEntries(new URL(first, 'http://x').searchParams))).toBe('viewer')
    now = new Date(Date.parse('2026-11-25T12:00:00Z') - 1)
    expect(urls.verify('a.webp', Object.fromEntries(new URL(first, 'http://x').searchParams))).toBe('viewer')
    now = new Date(now.getTime() + HOUR)
    expect(urls.verify('a.webp', Object.fromEntries(new URL(first, 'http://x').searchParams))).toBeUndefined()
  })
})
