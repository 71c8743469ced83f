import { randomUUID } from 'node:crypto'
import { DEFAULT_DISCOVER_FILTERS, VERIFICATION_POSES } from '@mithaq/domain'
import { eq, getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../db/schema'
import {
  favoritedProfiles,
  guardianConsents,
  guardians,
  messages,
  moderationActions,
  moderationAppeals,
  notifications,
  pictureReveals,
  profileActions,
  profilePictures,
  profiles,
  purchases,
  pushPreferences,
  pushTokens,
  sentReminders,
  sessions,
  users,
  verificationRequests,
} from '../../db/schema'
import { EXPORT_PARTS } from '../../export-parts'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { as, createFundedUser, insertMatch } from '../matches/matches.test-helpers'
import { NOT_EXPORTED_TABLES } from './export.coverage'
import { readZip } from './zip.test-helpers'

/** Where each exported table's rows appear in mithaq-data.json, as the modules' parts declare it. */
const EXPORTED_TABLES: Record<string, readonly string[]> = Object.assign(
  {},
  ...EXPORT_PARTS.map((p) => p.tables),
)

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.app.close())

const schemaTables = () =>
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable))
    .sort()

/** The values at a path of keys; `*` stands for every item of a list. */
function valuesAt(data: unknown, path: string): unknown[] {
  let current: unknown[] = [data]
  for (const key of path.split('.')) {
    current = current.flatMap((value) => {
      if (key === '*') return Array.isArray(value) ? value : []
      return value !== null && typeof value === 'object' && key in value
        ? [(value as Record<string, unknown>)[key]]
        : []
    })
  }
  return current
}

const holdsSomething = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)

/** Amina has used everything: a row in every table that holds something about her. */
async function everything() {
  const amina = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Amina', sex: 'female' })
  const bilal = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Bilal', sex: 'male' })
  const yusuf = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Yusuf', sex: 'male' })
  const khalid = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Khalid', sex: 'male' })
  const hamza = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Hamza', sex: 'male' })
  const now = ctx.clock.now()

  await ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, amina.id))
  await ctx.db.update(profiles).set({ picturesPrivate: true }).where(eq(profiles.id, amina.id))
  const storagePath = `${randomUUID()}.webp`
  await ctx.app.storage.put(storagePath, Buffer.from('RIFF-amina'))
  await ctx.db.insert(profilePictures).values({ profileId: amina.id, storagePath, position: 0 })
  const faith = await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile/faith',
    payload: { consent: true, answers: { prayer: 'fiveDaily', covering: 'hijab' }, shown: ['prayer'] },
    headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
  })
  expect(faith.statusCode).toBe(200)
  const filters = await ctx.app.inject({
    method: 'PUT',
    url: '/api/discover/filters',
    payload: {
      ...DEFAULT_DISCOVER_FILTERS,
      verifiedOnly: true,
      faith: { marriageTimeline: { values: ['withinYear'], must: false } },
    },
    headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
  })
  expect(filters.statusCode).toBe(200)

  const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, amina.id))
  await ctx.db.insert(pushTokens).values({
    userId: amina.id,
    sessionId: session!.id,
    token: `https://push.example/${randomUUID()}`,
    platform: 'web',
    p256dh: 'secret-p256dh',
    auth: 'secret-auth',
  })
  await ctx.db.insert(pushPreferences).values({ userId: amina.id, like: false })

  expect((await as(ctx.app, amina).post(`/api/profiles/${hamza.id}/pass`)).statusCode).toBe(200)
  await ctx.db
    .insert(profileActions)
    .values({ fromProfileId: amina.id, toProfileId: yusuf.id, action: 'seen' })
  await ctx.db
    .insert(profileActions)
    .values({ fromProfileId: yusuf.id, toProfileId: amina.id, action: 'like' })
  await ctx.db.insert(favoritedProfiles).values({ userId: amina.id, favoritedId: bilal.id })
  const report = await as(ctx.app, amina).post(`/api/profiles/${khalid.id}/report`, {
    category: 'harassment',
    reason: 'He kept writing after I said no',
  })
  expect(report.statusCode).toBe(200)

  const matchId = await insertMatch(ctx.db, amina.id, bilal.id, now, { chatUnlocked: true })
  await ctx.db.insert(messages).values({
    matchId,
    senderId: bilal.id,
    clientId: randomUUID(),
    content: 'Salam',
    read: true,
    readAt: now,
  })
  await ctx.db.insert(pictureReveals).values({ matchId, revealerId: amina.id, viewerId: bilal.id })
  await ctx.db.insert(guardians).values({ userId: amina.id, email: 'wali@example.test', confirmedAt: now })
  await ctx.db.insert(guardianConsents).values({ matchId, wardId: amina.id, status: 'asked', askedAt: now })
  await ctx.db
    .insert(notifications)
    .values({ userId: amina.id, type: 'message', senderId: bilal.id, content: 'Bilal sent you a message' })
  await ctx.db.insert(sentReminders).values({
    matchId,
    kind: 'reply',
    minutesBefore: 720,
    recipientId: amina.id,
    deadline: new Date(now.getTime() + 12 * 3600_000),
  })

  await ctx.db
    .insert(moderationActions)
    .values({ targetUserId: amina.id, kind: 'dismiss', reason: 'A report about her, dismissed quietly' })
  const [suspension] = await ctx.db
    .insert(moderationActions)
    .values({
      targetUserId: amina.id,
      kind: 'suspend',
      reason: 'Rude messages to another member',
      until: new Date(now.getTime() + 7 * 86_400_000),
    })
    .returning()
  await ctx.db
    .insert(moderationAppeals)
    .values({ userId: amina.id, actionId: suspension!.id, text: 'It was a misunderstanding' })
  await ctx.db.insert(verificationRequests).values({
    profileId: amina.id,
    pose: VERIFICATION_POSES[0],
    status: 'refused',
    reason: 'Your face is not visible in the selfie',
    reviewedAt: now,
  })
  await ctx.db.insert(purchases).values({
    id: randomUUID(),
    userId: amina.id,
    provider: 'stripe',
    externalId: 'cs_test_export',
    packId: 'tokens-10',
    tokens: 10,
    amountMinor: 299,
    currency: 'eur',
    status: 'pending',
  })

  return { amina, bilal, yusuf, hamza }
}

describe('what "Your data" holds, table by table', () => {
  it('names every table of the schema once: exported, or left out with a reason', () => {
    const exported = Object.keys(EXPORTED_TABLES)
    const left = Object.keys(NOT_EXPORTED_TABLES)
    expect(exported.filter((table) => left.includes(table))).toEqual([])
    expect([...exported, ...left].sort()).toEqual(schemaTables())
    for (const reason of Object.values(NOT_EXPORTED_TABLES)) expect(reason.length).toBeGreaterThan(20)
  })

  it('has one part per table: no two modules give the same rows', () => {
    const claimed = EXPORT_PARTS.flatMap((part) => Object.keys(part.tables))
    expect(claimed.length).toBe(new Set(claimed).size)
  })

  it('has parts that use distinct keys of mithaq-data.json', () => {
    const keys = EXPORT_PARTS.flatMap((part) => [
      ...new Set(Object.values(part.tables).flatMap((paths) => paths.map((path) => path.split('.')[0]))),
    ])
    expect(keys.length).toBe(new Set(keys).size)
  })

  it('fills every exported part for a member who used everything', async () => {
    const { amina, bilal, yusuf } = await everything()
    const res = await as(ctx.app, amina).post('/api/account/export')
    expect(res.statusCode).toBe(200)
    const text = readZip(res.rawPayload).get('mithaq-data.json')!.toString('utf8')
    const data = JSON.parse(text)

    for (const [table, paths] of Object.entries(EXPORTED_TABLES)) {
      for (const path of paths) {
        const found = valuesAt(data, path)
        expect(found.some(holdsSomething), `${table}: nothing at ${path}`).toBe(true)
      }
    }

    // The parts issue 28 found missing, each with what it must say.
    expect(data.account.language).toBe('fr')
    expect(data.account.signInMethods).toEqual([expect.objectContaining({ method: 'e-mail and password' })])
    expect(data.profile.picturesPrivate).toBe(true)
    expect(data.matches[0].pictureReveals).toEqual([expect.objectContaining({ whose: 'yours, to them' })])
    expect(data.discoverFilters.verifiedOnly).toBe(true)
    expect(data.discoverFilters.faith).toEqual({ marriageTimeline: { values: ['withinYear'], must: false } })
    expect(data.faithAndFamily).toEqual({
      consentGivenAt: expect.any(String),
      answers: { prayer: 'fiveDaily', covering: 'hijab' },
      shownOnCard: ['prayer'],
      updatedAt: expect.any(String),
    })
    expect(data.verification).toMatchObject({
      status: 'refused',
      badge: null,
      requests: [
        { status: 'refused', refusalReason: 'Your face is not visible in the selfie', selfie: null },
      ],
    })
    expect(data.moderation.decisionsAboutYou).toEqual([
      expect.objectContaining({ kind: 'suspend', reason: 'Rude messages to another member' }),
    ])
    expect(data.moderation.appeals).toEqual([
      expect.objectContaining({
        against: expect.objectContaining({ kind: 'suspend' }),
        text: 'It was a misunderstanding',
      }),
    ])
    expect(data.likesReceived).toEqual([
      expect.objectContaining({ profile: { profileId: yusuf.id, name: 'Yusuf' } }),
    ])
    expect(data.signedInSessions[0]).toEqual(
      expect.objectContaining({ startedAt: expect.any(String), lastActiveAt: expect.any(String) }),
    )
    expect(data.matches[0].messages[0]).toMatchObject({ from: 'Bilal', readAt: expect.any(String) })

    // Still nothing secret, and nothing of the reports made about her.
    expect(text).not.toContain('A report about her, dismissed quietly')
    expect(text).not.toContain('secret-p256dh')
    expect(text).not.toContain('secret-auth')
    expect(text).not.toContain('https://push.example/')
    expect(text).not.toContain(bilal.email)
  })

  it('hands over a selfie that still waits for a moderator, with the badge state', async () => {
    const huda = await createFundedUser(ctx.app, ctx.db, 0, { name: 'Huda', sex: 'female' })
    const selfiePath = `selfie-${randomUUID()}.webp`
    await ctx.app.storage.put(selfiePath, Buffer.from('RIFF-huda-selfie'))
    await ctx.db.insert(verificationRequests).values({
      profileId: huda.id,
      pose: VERIFICATION_POSES[2],
      status: 'pending',
      selfiePath,
      submittedAt: ctx.clock.now(),
    })
    const files = readZip((await as(ctx.app, huda).post('/api/account/export')).rawPayload)
    expect(files.get('verification/selfie-1.webp')?.toString()).toBe('RIFF-huda-selfie')
    const data = JSON.parse(files.get('mithaq-data.json')!.toString('utf8'))
    expect(data.verification).toMatchObject({
      status: 'pending',
      requests: [{ status: 'pending', selfie: 'verification/selfie-1.webp' }],
    })
    expect(JSON.stringify(data)).not.toContain(selfiePath)
  })
})
