import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages, notifications, profilePictures } from '../../db/schema'
import { postJson, signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/build-test-app'
import { as, createFundedUser, insertMatch } from '../matches/matches.test-helpers'
import { EXPORT_RATE_LIMIT } from './export.routes'
import { readZip } from './zip.test-helpers'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.app.close())

const requestExport = (user: { cookie: string }) => as(ctx.app, user).post('/api/account/export')

async function say(matchId: string, senderId: string, content: string) {
  await ctx.db.insert(messages).values({ matchId, senderId, clientId: randomUUID(), content })
}

/**
 * Amina talks with Bilal; Bilal also talks with Zainab, who Amina has never met. Amina liked
 * Omar, reported Khalid, and has one picture. Everyone else's details must stay out of her file.
 */
async function scene() {
  const amina = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Amina', sex: 'female' })
  const bilal = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Bilal', sex: 'male' })
  const zainab = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Zainab', sex: 'female' })
  const omar = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Omar', sex: 'male' })
  const khalid = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Khalid', sex: 'male' })
  const now = ctx.clock.now()

  const ours = await insertMatch(ctx.db, amina.id, bilal.id, now, { chatUnlocked: true })
  await say(ours, amina.id, 'Assalamu alaikum Bilal, how is Manchester?')
  await say(ours, bilal.id, 'Wa alaikum assalam Amina, rainy as ever')
  const theirs = await insertMatch(ctx.db, zainab.id, bilal.id, now, { chatUnlocked: true })
  await say(theirs, zainab.id, 'A secret between Zainab and Bilal')
  await say(theirs, bilal.id, 'Another message Amina must never see')

  expect((await as(ctx.app, amina).post(`/api/profiles/${omar.id}/like`)).statusCode).toBe(200)
  const report = await as(ctx.app, amina).post(`/api/profiles/${khalid.id}/report`, {
    category: 'harassment',
    reason: 'He kept writing after I said no',
  })
  expect(report.statusCode).toBe(200)
  // Zainab reported Bilal too: her report is hers, not Amina's.
  await as(ctx.app, zainab).post(`/api/profiles/${bilal.id}/report`, {
    category: 'other',
    reason: 'Zainab private report reason',
  })

  const picture = Buffer.from('RIFF-amina-picture-bytes')
  const storagePath = `${randomUUID()}.webp`
  await ctx.app.storage.put(storagePath, picture)
  await ctx.db.insert(profilePictures).values({ profileId: amina.id, storagePath, position: 0 })
  await ctx.db
    .insert(notifications)
    .values({ userId: amina.id, type: 'message', senderId: bilal.id, content: 'Bilal sent you a message' })
  await ctx.db.insert(notifications).values({
    userId: zainab.id,
    type: 'message',
    senderId: bilal.id,
    content: 'Zainab private notification',
  })

  return { amina, bilal, zainab, omar, khalid, picture }
}

describe('POST /api/account/export', () => {
  it("holds the member's own data, and nobody else's", async () => {
    const { amina, bilal, zainab, omar, khalid, picture } = await scene()

    const res = await requestExport(amina)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mithaq-data-\d{4}-\d\d-\d\d\.zip"$/,
    )
    expect(res.headers['cache-control']).toBe('no-store')

    const files = readZip(res.rawPayload)
    expect([...files.keys()].sort()).toEqual(['README.txt', 'mithaq-data.json', 'pictures/picture-1.webp'])
    expect(files.get('pictures/picture-1.webp')?.equals(picture)).toBe(true)
    const text = files.get('mithaq-data.json')!.toString('utf8')
    const data = JSON.parse(text)

    expect(data.account).toMatchObject({ id: amina.id, email: amina.email })
    expect(data.profile).toMatchObject({ name: 'Amina', sex: 'female', tokenBalance: 10 })
    expect(data.pictures).toEqual([expect.objectContaining({ position: 1, file: 'pictures/picture-1.webp' })])
    expect(data.likesAndPasses).toEqual([
      expect.objectContaining({ action: 'like', profile: { profileId: omar.id, name: 'Omar' } }),
    ])
    expect(data.reportsMade).toEqual([
      expect.objectContaining({
        profile: { profileId: khalid.id, name: 'Khalid' },
        category: 'harassment',
        reason: 'He kept writing after I said no',
      }),
    ])
    expect(data.blocked).toEqual([
      expect.objectContaining({ profile: { profileId: khalid.id, name: 'Khalid' } }),
    ])
    expect(data.ledger).toEqual([expect.objectContaining({ amount: 10, type: 'grant' })])
    expect(data.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ content: 'Bilal sent you a message', from: 'Bilal' }),
      ]),
    )
    expect(data.matches).toHaveLength(1)
    expect(data.matches[0].with).toEqual({ profileId: bilal.id, name: 'Bilal' })
    expect(
      data.matches[0].messages.map((m: { from: string; content: string }) => [m.from, m.content]),
    ).toEqual([
      ['you', 'Assalamu alaikum Bilal, how is Manchester?'],
      ['Bilal', 'Wa alaikum assalam Amina, rainy as ever'],
    ])
    expect(data.signedInSessions.length).toBeGreaterThan(0)

    // Nobody else's address, conversations, reports or notifications; no secrets of her own.
    const archive = [...files.values()].map((file) => file.toString('latin1')).join('\n')
    for (const other of [bilal, zainab, omar, khalid]) {
      expect(text).not.toContain(other.email)
      expect(archive).not.toContain(other.email)
    }
    for (const foreign of [
      'A secret between Zainab and Bilal',
      'Another message Amina must never see',
      'Zainab private report reason',
      'Zainab private notification',
    ]) {
      expect(text).not.toContain(foreign)
    }
    expect(text).not.toContain(amina.password)
    expect(text).not.toContain(amina.cookie.split('=')[1]!.split('.')[0])
    expect(text).not.toMatch(/"password"|"token"/)
  })

  it('needs a session, and refuses a request from another site', async () => {
    expect((await postJson(ctx.app, '/api/account/export', {})).statusCode).toBe(401)
    const someone = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Huda', sex: 'female' })
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/export',
      headers: { cookie: someone.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: {},
    })
    expect(forged.statusCode).toBe(403)
  })

  it('gives an account without a profile what it holds', async () => {
    const fresh = await signUp(ctx.app)
    const res = await requestExport(fresh)
    expect(res.statusCode).toBe(200)
    const data = JSON.parse(readZip(res.rawPayload).get('mithaq-data.json')!.toString('utf8'))
    expect(data.account.email).toBe(fresh.email)
    expect(data.profile).toBeNull()
    expect(data.matches).toEqual([])
  })

  it(`answers 429 after ${EXPORT_RATE_LIMIT.max} exports in an hour`, async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Sumayya', sex: 'female' })
    for (let i = 0; i < EXPORT_RATE_LIMIT.max; i++) expect((await requestExport(user)).statusCode).toBe(200)
    expect((await requestExport(user)).statusCode).toBe(429)
    ctx.clock.advance(EXPORT_RATE_LIMIT.windowMs + 1)
    expect((await requestExport(user)).statusCode).toBe(200)
  })
})
