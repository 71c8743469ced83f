import { randomUUID } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DiscoverPage, LikedList, MatchDetail, MatchList, Message, OwnProfile } from '@mithaq/domain'
import { and, count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app'
import { type Config, DEMO_REMOVED_MARKER, loadConfig } from '../../config/env'
import type { Database } from '../../db/client'
import { profiles, tokenTransactions, users } from '../../db/schema'
import { createTestClock } from '../../lib/clock'
import { signUp } from '../../test/auth-helpers'
import { testConfig } from '../../test/build-test-app'
import { memberClient } from '../../test/liked-fixtures'
import { startS3Server, type TestS3Server } from '../../test/s3-server'
import { openTestDatabase } from '../../test/test-database'
import { DEMO_EMAIL_DOMAIN, DEMO_MEMBERS } from './demo.members'
import { DEMO_REMINDER, demoLines } from './demo.replies'
import { DEMO_FILE_PREFIX, removeDemoCommunity, seedDemoCommunity } from './demo.seed'

// Drawing 36 portraits takes seconds on a quiet machine and minutes on a loaded one.
const WAIT = { timeout: 170_000, interval: 100 }
const SLOW = 180_000
const silentLog = { error() {}, warn() {}, info() {}, debug() {}, child: () => silentLog } as never

const newcomer = {
  name: 'Samira',
  sex: 'female',
  birthday: '1995-06-01',
  location: { country: 'United Kingdom', city: 'Leeds' },
  aboutMe: 'Trying the app on my own first.',
  education: '',
  occupation: 'Teacher',
  nationality: ['United Kingdom'],
  height: 163,
  maritalStatus: 'Never Married',
}

describe('demo community configuration', () => {
  const env = (extra: Record<string, string>) => ({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mithaq-demo-config-')),
    AUTH_SECRET: 'x'.repeat(40),
    ...extra,
  })

  it('is on for the embedded database and off when DATABASE_URL is set', () => {
    expect(loadConfig(env({})).demoCommunity).toBe(true)
    expect(loadConfig(env({ DATABASE_URL: 'postgres://db.example/mithaq' })).demoCommunity).toBe(false)
  })

  it('follows DEMO_COMMUNITY either way', () => {
    expect(
      loadConfig(env({ DATABASE_URL: 'postgres://db.example/m', DEMO_COMMUNITY: 'on' })).demoCommunity,
    ).toBe(true)
    expect(loadConfig(env({ DEMO_COMMUNITY: 'off' })).demoCommunity).toBe(false)
  })

  it('stays off on the embedded default once the demo was removed, unless asked for', () => {
    const vars = env({})
    writeFileSync(join(vars.DATA_DIR, DEMO_REMOVED_MARKER), 'removed')
    expect(loadConfig(vars).demoCommunity).toBe(false)
    expect(loadConfig({ ...vars, DEMO_COMMUNITY: 'on' }).demoCommunity).toBe(true)
  })
})

describe('the demo community, on', () => {
  let database: Database
  let app: Awaited<ReturnType<typeof buildApp>>
  let s3: TestS3Server
  let config: Config

  // The portraits go to an object store here (the e2e demo journey covers the local folder).
  beforeAll(async () => {
    s3 = await startS3Server()
    config = testConfig({
      demoCommunity: true,
      demoReplyDelayMs: 0,
      s3: await s3.createBucket('mithaq-demo'),
    })
    database = await openTestDatabase()
    app = await buildApp({ config, database, clock: createTestClock(), logger: false })
    await app.ready()
  }, SLOW)
  afterAll(async () => {
    await app?.close()
    await s3?.close()
  }, SLOW)

  const demoCount = async () =>
    (await database.db.select({ n: count() }).from(profiles).where(eq(profiles.isDemo, true)))[0]!.n

  it(
    'creates every member once, after start-up, with a portrait and tokens from a grant',
    async () => {
      // The server answered before the members existed: they are created in the background.
      await vi.waitFor(async () => expect(await demoCount()).toBe(DEMO_MEMBERS.length), WAIT)
      const emails = await database.db
        .select({ n: count() })
        .from(users)
        .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
      expect(emails[0]!.n).toBe(DEMO_MEMBERS.length)
      const files = await app.storage.list(DEMO_FILE_PREFIX)
      expect(files).toHaveLength(DEMO_MEMBERS.length * 2)
      const grants = await database.db
        .select({ n: count() })
        .from(tokenTransactions)
        .where(and(eq(tokenTransactions.type, 'grant'), eq(tokenTransactions.kind, 'demo_grant')))
      expect(grants[0]!.n).toBe(DEMO_MEMBERS.length)

      // A second start on the same data creates nobody twice.
      expect(
        await seedDemoCommunity({
          db: database.db,
          storage: app.storage,
          clock: createTestClock(),
          log: silentLog,
        }),
      ).toEqual({ created: 0 })
      expect(await demoCount()).toBe(DEMO_MEMBERS.length)
    },
    SLOW,
  )

  it(
    'walks a newcomer through like, match, both payments, a reply, unmatch and rematch',
    async () => {
      await vi.waitFor(async () => expect(await demoCount()).toBe(DEMO_MEMBERS.length), WAIT)
      const user = await signUp(app)
      const me = memberClient(app, user.cookie)
      const created = await me.post('/api/profile', newcomer)
      expect(created.statusCode).toBe(201)
      expect((created.json() as OwnProfile & { isDemo?: boolean }).isDemo).toBeUndefined()

      // A few men of the demo like her as soon as her profile exists.
      await vi.waitFor(async () => {
        const likedMe = (await me.get('/api/liked/me')).json() as LikedList
        expect(likedMe.total).toBe(3)
        expect(likedMe.profiles.every((p) => p.isDemo)).toBe(true)
      }, WAIT)

      const feed = (await me.get('/api/discover')).json() as DiscoverPage
      expect(feed.profiles.length).toBeGreaterThan(0)
      expect(feed.profiles.every((p) => p.isDemo && p.sex === 'male')).toBe(true)

      // She likes one who had not liked her: he likes back, and a match appears.
      const likedMe = ((await me.get('/api/liked/me')).json() as LikedList).profiles.map((p) => p.id)
      const target = feed.profiles.find((p) => !likedMe.includes(p.id))!
      expect((await me.post(`/api/profiles/${target.id}/like`)).json()).toEqual({ status: 'liked' })
      let matchId = ''
      await vi.waitFor(async () => {
        const list = (await me.get('/api/matches')).json() as MatchList
        expect(list.matches).toHaveLength(1)
        expect(list.matches[0]!.profile).toMatchObject({ id: target.id, isDemo: true })
        matchId = list.matches[0]!.id
      }, WAIT)

      // He pays the standard unlock; she pays hers, and the chat opens.
      await vi.waitFor(async () => {
        const detail = (await me.get(`/api/matches/${matchId}`)).json() as MatchDetail
        expect(detail.them.paid).toBe(true)
        expect(detail.profile.isDemo).toBe(true)
      }, WAIT)
      expect((await me.post(`/api/matches/${matchId}/pay`, { express: false })).json()).toMatchObject({
        outcome: 'unlocked',
      })

      const speaker = { name: target.name, occupation: target.occupation, ...target.location }
      // She greets him; he greets her back. She asks about his work; he answers about his work.
      const sent = await me.post(`/api/matches/${matchId}/messages`, {
        content: 'Assalamu alaykum, nice to meet you.',
        clientId: randomUUID(),
      })
      expect(sent.statusCode).toBe(201)
      await vi.waitFor(async () => {
        const { messages } = (await me.get(`/api/matches/${matchId}/messages`)).json() as {
          messages: Message[]
        }
        // His first answer says once that he is a demo member, and still answers.
        expect(messages.map((m) => m.content)).toEqual([
          'Assalamu alaykum, nice to meet you.',
          `${DEMO_REMINDER} ${demoLines('greeting', speaker)[0]}`,
        ])
        expect(messages[1]!.senderId).toBe(target.id)
        // He read her message before answering: she sees 'Read'.
        expect(messages[0]!.read).toBe(true)
      }, WAIT)
      const question = 'What do you do for work?'
      expect(
        (await me.post(`/api/matches/${matchId}/messages`, { content: question, clientId: randomUUID() }))
          .statusCode,
      ).toBe(201)
      await vi.waitFor(async () => {
        const { messages } = (await me.get(`/api/matches/${matchId}/messages`)).json() as {
          messages: Message[]
        }
        expect(messages).toHaveLength(4)
        expect(messages[2]!.content).toBe(question)
        expect(demoLines('work', speaker)).toContain(messages[3]!.content)
        expect(messages[3]!.content).toContain(target.occupation.toLowerCase())
        expect(messages[2]!.read).toBe(true)
      }, WAIT)

      // Unmatch and rematch: he pays again.
      expect((await me.post(`/api/matches/${matchId}/unmatch`)).statusCode).toBe(200)
      expect((await me.post(`/api/matches/${matchId}/rematch`)).statusCode).toBe(200)
      await vi.waitFor(async () => {
        const detail = (await me.get(`/api/matches/${matchId}`)).json() as MatchDetail
        expect(detail.status).toBe('locked')
        expect(detail.them.paid).toBe(true)
      }, WAIT)
    },
    SLOW,
  )

  it(
    'with the demo off on the same data, no demo member reaches a real user’s feed, profile view or Liked Me',
    async () => {
      await vi.waitFor(async () => expect(await demoCount()).toBe(DEMO_MEMBERS.length), WAIT)
      const off = await buildApp({
        config: testConfig(),
        database: { ...database, close: async () => {} },
        clock: createTestClock(),
        logger: false,
      })
      try {
        await off.ready()
        const user = await signUp(off)
        const me = memberClient(off, user.cookie)
        expect((await me.post('/api/profile', { ...newcomer, name: 'Huda' })).statusCode).toBe(201)
        const [demo] = await database.db
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.isDemo, true))
          .limit(1)

        // The demo rows are still there (and the only real profile is another woman's).
        expect(((await me.get('/api/discover')).json() as DiscoverPage).profiles).toEqual([])
        expect((await me.get(`/api/profiles/${demo!.id}`)).statusCode).toBe(404)
        expect((await me.post(`/api/profiles/${demo!.id}/like`)).statusCode).toBe(404)
        expect(((await me.get('/api/liked/me')).json() as LikedList).total).toBe(0)
      } finally {
        await off.close()
      }
    },
    SLOW,
  )

  it(
    'removes every demo row and file, and leaves real users and their pictures alone',
    async () => {
      await vi.waitFor(async () => expect(await demoCount()).toBe(DEMO_MEMBERS.length), WAIT)
      // A stray demo file whose row was never written is swept too; a real user's file stays.
      await app.storage.put(`${DEMO_FILE_PREFIX}0000-4000-8000-000000000000.webp`, Buffer.from('stray'))
      await app.storage.put('11111111-1111-4111-8111-111111111111.webp', Buffer.from('real'))
      const before = await database.db.select({ n: count() }).from(profiles)

      const removed = await removeDemoCommunity({
        db: database.db,
        storage: app.storage,
        clock: createTestClock(),
        log: silentLog,
        secret: 'demo-test-secret-of-at-least-32-characters',
      })
      expect(removed).toEqual({ members: DEMO_MEMBERS.length, files: DEMO_MEMBERS.length * 2 + 1 })
      expect(await demoCount()).toBe(0)
      const left = await database.db
        .select({ n: count() })
        .from(users)
        .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
      expect(left[0]!.n).toBe(0)
      expect(await app.storage.list(DEMO_FILE_PREFIX)).toEqual([])
      expect(await app.storage.get('11111111-1111-4111-8111-111111111111.webp')).toBeDefined()
      const after = await database.db.select({ n: count() }).from(profiles)
      expect(after[0]!.n).toBe(before[0]!.n - DEMO_MEMBERS.length)
    },
    SLOW,
  )
})
