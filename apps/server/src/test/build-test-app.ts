import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../app'
import type { Config } from '../config/env'
import { type Clock, createTestClock } from '../lib/clock'
import type { Mail, Mailer } from '../lib/mailer'

import type { Storage } from '../lib/storage'

import type { ResolveHost } from '../modules/push'

import { TEST_VAPID } from './push-service'
import { openTestDatabase } from './test-database'

export const TEST_ORIGIN = 'http://localhost:3000'

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'mithaq-test-')),
    smtpFrom: 'Mithaq <no-reply@mithaq.test>',
    publicUrl: TEST_ORIGIN,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    supportEmail: 'support@mithaq.test',
    requireEmailConfirmation: false,
    trustedOrigins: [],
    signUpRateLimit: 10,
    signInRateLimit: 10,
    sessionCacheMs: 60_000,
    demoCommunity: false,
    demoReplyDelayMs: 0,
    webDist: join(tmpdir(), 'mithaq-no-web-build'),
    logLevel: 'silent',
    vapid: TEST_VAPID,
    ...overrides,
  }
}

/** Keeps sent mails in memory, so tests can follow the links in them. */
export function createMemoryMailer() {
  const sent: Mail[] = []
  const mailer: Mailer & { sent: Mail[]; lastLinkTo(to: string): string } = {
    sent,
    async send(mail) {
      sent.push(mail)
    },
    lastLinkTo(to) {
      const mail = sent.findLast((m) => m.to === to)
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0]
      if (!link) throw new Error(`no mail with a link was sent to ${to}`)
      return link
    },
  }
  return mailer
}

export interface TestAppOptions {
  config?: Partial<Config>
  /** Use the configured mailer (outbox or SMTP) instead of the in-memory one. */
  realMailer?: boolean
  clock?: Clock
  /** Replaces the configured picture storage (tests that make writes fail). */
  storage?: Storage
  /** Replaces DNS for push service hosts. */
  resolvePushHost?: ResolveHost
  /** Turns the log on (at `config.logLevel`) and sends its lines here. */
  logStream?: { write(line: string): void }
}

export async function buildTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase()
  const config = testConfig(options.config)
  const mailer = createMemoryMailer()
  const clock = createTestClock()
  const app = await buildApp({
    clock: options.clock ?? clock,
    config,
    database,
    mailer: options.realMailer ? undefined : mailer,
    storage: options.storage,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    resolvePushHost: options.resolvePushHost,
  })
  // The data folder made for this app (outbox, media) goes with it; one a test passed in is its own.
  if (options.config?.dataDir === undefined)
    app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }))
  await app.ready()
  // The fit order's copy loads in the background (decision 540); tests start once it is there.
  await app.fitCopy.refresh(database.db)
  /** `clock` is the hand-moved test clock, unless options.clock replaced it. */
  return { app, db: database.db, config, mailer, clock }
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>['app']

/**
 * A second instance on a test app's database, as behind the load balancer: its own in-memory
 * copy and kept pages (decisions 550 and 600). Closing it leaves the database open.
 */
export async function buildOtherInstance(
  ctx: Pick<Awaited<ReturnType<typeof buildTestApp>>, 'app' | 'db' | 'clock'>,
) {
  const other = await buildApp({
    config: testConfig(),
    database: {
      db: ctx.db,
      kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      listen: ctx.app.listenToDatabase,
      close: async () => {},
    },
    clock: ctx.clock,
    logger: false,
  })
  await other.ready()
  return other
}
