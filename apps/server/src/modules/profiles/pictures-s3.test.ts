import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import type { Database } from '../../db/client'
import { profilePictures } from '../../db/schema'
import { createS3Storage, type Storage } from '../../lib/storage'
import { buildTestApp, createMemoryMailer, TEST_ORIGIN, testConfig } from '../../test/build-test-app'
import { signUpMember } from '../../test/liked-fixtures'
import { startS3Server, type TestS3Server } from '../../test/s3-server'
import { openTestDatabase } from '../../test/test-database'

async function uploadTo(app: FastifyInstance, cookie: string) {
  const form = new FormData()
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer()
  form.append('pictures', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'p.jpg')
  return app.inject({
    method: 'POST',
    url: '/api/profile/pictures',
    payload: form,
    headers: { cookie, origin: TEST_ORIGIN },
  })
}

/**
 * Two instances on one database and one bucket, as behind a load balancer: a picture uploaded
 * through one is served by the other, and a deletion through one removes the object for both.
 */
describe('pictures in an object store shared by two instances', () => {
  let s3: TestS3Server
  let database: Database
  let bucket: Storage
  const apps: Awaited<ReturnType<typeof buildApp>>[] = []
  const dataDirs: string[] = []

  beforeAll(async () => {
    s3 = await startS3Server()
    const s3Config = await s3.createBucket('mithaq-two-instances')
    bucket = createS3Storage(s3Config)
    database = await openTestDatabase()
    for (let i = 0; i < 2; i += 1) {
      const config = testConfig({ s3: s3Config, signUpRateLimit: 10_000 })
      dataDirs.push(config.dataDir)
      // Both share the database; only the first closes it.
      const shared = i === 0 ? database : { ...database, close: async () => {} }
      const app = await buildApp({ config, database: shared, mailer: createMemoryMailer(), logger: false })
      await app.ready()
      apps.push(app)
    }
  }, 60_000)
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close()
    await bucket?.close()
    await s3?.close()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  const upload = (cookie: string) => uploadTo(apps[0]!, cookie)

  it('stores the upload in the bucket, serves it from either instance, and deletes it for both', async () => {
    const amina = await signUpMember(apps[0]!, database.db, { sex: 'female', name: 'Amina' })
    const yusuf = await signUpMember(apps[0]!, database.db, { sex: 'male', name: 'Yusuf' })
    for (let i = 0; i < 2; i += 1) expect((await upload(amina.cookie)).statusCode).toBe(201)
    const rows = await database.db
      .select()
      .from(profilePictures)
      .where(eq(profilePictures.profileId, amina.id))
    expect(rows).toHaveLength(2)
    const [first, second] = rows.sort((a, b) => a.position - b.position)

    // In the bucket, not on either instance's disk.
    expect(await bucket.list(first!.storagePath.slice(0, 8))).toContain(first!.storagePath)
    for (const dir of dataDirs) {
      const media = join(dir, 'media')
      expect(existsSync(media) ? readdirSync(media) : []).toEqual([])
    }

    // The link Yusuf is given by the first instance, loaded twenty times without a cookie,
    // alternating between the instances as a balancer does: every one answers 200.
    const shown = await apps[0]!.inject({
      method: 'GET',
      url: `/api/profiles/${amina.id}`,
      headers: { cookie: yusuf.cookie },
    })
    const link: string = shown.json().profile.pictures[0]
    expect(link).toMatch(new RegExp(`^/media/${first!.storagePath}\\?v=${yusuf.id}&exp=\\d+&sig=`))
    const statuses: number[] = []
    for (let i = 0; i < 20; i += 1) {
      const res = await apps[i % 2]!.inject({ method: 'GET', url: link })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual(Array(20).fill(200))

    // Deleted through the second instance: gone from the bucket, 404 on both.
    const del = await apps[1]!.inject({
      method: 'DELETE',
      url: `/api/profile/pictures/${first!.id}`,
      headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
    })
    expect(del.statusCode).toBe(200)
    expect(await bucket.get(first!.storagePath)).toBeUndefined()
    expect(await bucket.get(first!.storagePath.replace('.webp', '.thumb.webp'))).toBeUndefined()
    for (const app of apps) expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(404)

    // The account deleted through the first: its remaining picture leaves the bucket too.
    const gone = await apps[0]!.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
    })
    expect(gone.statusCode).toBe(200)
    expect(await bucket.get(second!.storagePath)).toBeUndefined()
    expect(await bucket.list('')).toEqual([])
  })
})

describe('an object store that stops answering', () => {
  let s3: TestS3Server
  let ctx: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    s3 = await startS3Server()
    ctx = await buildTestApp({ config: { s3: await s3.createBucket('mithaq-outage') } })
  }, 60_000)
  afterAll(() => ctx?.app.close())

  it('answers 503 with a clear message to reads and uploads, and saves no row', async () => {
    const amina = await signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Amina' })
    const yusuf = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Yusuf' })
    expect((await uploadTo(ctx.app, amina.cookie)).statusCode).toBe(201)
    const [row] = await ctx.db.select().from(profilePictures).where(eq(profilePictures.profileId, amina.id))

    await s3.close()
    const read = await yusuf.get(ctx.app.mediaUrls.sign(row!.storagePath, yusuf.id))
    expect(read.statusCode).toBe(503)
    expect(read.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Pictures cannot be shown right now. Please try again in a few minutes.',
    })
    const upload = await uploadTo(ctx.app, amina.cookie)
    expect(upload.statusCode).toBe(503)
    expect(upload.json().message).toBe(
      'Pictures cannot be saved right now, and nothing was saved. Please try again in a few minutes.',
    )
    expect(
      await ctx.db.select().from(profilePictures).where(eq(profilePictures.profileId, amina.id)),
    ).toHaveLength(1)
  }, 60_000)
})
