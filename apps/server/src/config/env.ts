import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEFAULT_PURCHASE_DAILY_CAP,
  DEFAULT_TOKEN_PACKS,
  type TokenPack,
  tokenPackSchema,
} from '@mithaq/domain'
import webpush from 'web-push'
import { z } from 'zod'
import type { S3StorageConfig } from '../lib/storage'
import { type StoresConfig, storeEnvShape, storesConfig } from './stores'

/** The repository's folder, found from this file wherever it runs from (sources or the built dist/). */
export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)))

function findRepoRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'mithaq') return dir
  }
  return process.cwd()
}

/**
 * Reads the repository's `.env` into process.env when there is one; variables already set in the
 * environment win. Called by every entry point (server, dev server, operator commands).
 */
export function loadDotEnv(file = join(repoRoot, '.env')) {
  if (existsSync(file)) process.loadEnvFile(file)
}

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional()

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /** How long start-up waits for a Redis that does not answer before it exits (one log line per attempt). */
  REDIS_START_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  SMTP_URL: z.url().optional(),
  SMTP_FROM: z.string().default('Mithaq <no-reply@mithaq.app>'),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** Key of the signed picture links; unset: derived from AUTH_SECRET, so instances sharing that share this. */
  MEDIA_URL_SECRET: z.string().min(32, 'MEDIA_URL_SECRET must be at least 32 characters').optional(),
  SUPPORT_EMAIL: z.email().default('support@mithaq.app'),
  /**
   * Addresses that are moderators without `npm run set-role` (comma separated): the first
   * moderator of a fresh install, and the e2e suite, whose embedded database the command cannot
   * open while the server runs.
   */
  MODERATOR_EMAILS: z.string().default(''),
  REQUIRE_EMAIL_CONFIRMATION: flag,
  /** Extra origins allowed to call the API with a bearer token (never a cookie), e.g. the native shell's. Comma separated. */
  TRUSTED_ORIGINS: z.string().default('capacitor://localhost,https://localhost'),
  /** Sign-ups and sign-ins allowed per address per minute. Raised by the e2e suite, whose users all come from 127.0.0.1. */
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** How often the scheduler applies due timers and weekly top-ups; 0 turns it off on this instance. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  /** How long an instance remembers whose a session is (0 turns it off). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  /** The demo community (generated members who like, pay and answer): on by default without DATABASE_URL. */
  DEMO_COMMUNITY: z.enum(['on', 'off']).optional(),
  /** How long a demo member waits before liking back, paying or answering, in ms. */
  DEMO_REPLY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(4000),
  WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  /** Web Push (VAPID) keys, base64url; both or neither. Generated into DATA_DIR on first start when unset. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Contact the push services may use about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')
    .optional(),
  /** Hosts pushes may go to (the browsers' push services; `*.` for any subdomain). Comma separated. */
  PUSH_SERVICE_HOSTS: z.string().optional(),
  /** Origins of push services allowed over plain http, at any address (a local test push service). Comma separated. */
  PUSH_HTTP_ORIGINS: z.string().default(''),
  /** How long one push may take before it is given up (and logged). */
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** A Google service-account key file (JSON) for native pushes through FCM; unset: native pushes are skipped. */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /** FCM's address; only tests change it (a local stand-in). */
  FCM_API_URL: z.url().optional(),
  /** Apple's token-based auth key (the .p8 file) for native iOS pushes; unset: iOS pushes are skipped. */
  APNS_KEY_FILE: z.string().min(1).optional(),
  /** The key's id (10 characters, shown beside the key in Apple's developer account). */
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'APNS_KEY_ID is the 10-character key id')
    .optional(),
  /** The Apple developer team id (10 characters). */
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'APNS_TEAM_ID is the 10-character team id')
    .optional(),
  /** The iOS app's bundle id (the APNs topic); the Capacitor project's app id by default. */
  APNS_BUNDLE_ID: z.string().min(1).default('app.mithaq'),
  /** `production` (App Store, TestFlight) or `development` (builds run from Xcode: Apple's sandbox). */
  APNS_ENVIRONMENT: z.enum(['production', 'development']).default('production'),
  /** APNs's address; only tests change it (a local HTTP/2 stand-in). */
  APNS_API_URL: z.url().optional(),
  /** App Links (decision 370): the Android app's package, whose links the server vouches for. */
  APP_LINKS_ANDROID_PACKAGE: z
    .string()
    .regex(/^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/, 'APP_LINKS_ANDROID_PACKAGE is a package name such as app.mithaq')
    .default('app.mithaq'),
  /** SHA-256 fingerprints of the certificates the Android app is signed with (Play's app signing key, upload key), comma-separated; unset: no assetlinks.json. */
  APP_LINKS_ANDROID_SHA256: z
    .string()
    .regex(
      /^\s*([0-9A-F]{2}(:[0-9A-F]{2}){31})(\s*,\s*[0-9A-F]{2}(:[0-9A-F]{2}){31})*\s*$/i,
      'APP_LINKS_ANDROID_SHA256 is a comma-separated list of SHA-256 fingerprints (AB:CD:… , 32 pairs)',
    )
    .optional(),
  /** The Apple team id of the iOS app (10 characters); unset: no apple-app-site-association. */
  APP_LINKS_IOS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'APP_LINKS_IOS_TEAM_ID is the 10-character team id')
    .optional(),
  /** The iOS app's bundle id; the Capacitor project's app id by default. */
  APP_LINKS_IOS_BUNDLE_ID: z.string().min(1).default('app.mithaq'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a load balancer: true, a hop count, or its addresses (comma separated). Off by default. */
  TRUST_PROXY: z.string().default('false'),
  /** PostgreSQL: give up opening a connection, a statement, or an idle open transaction after this long. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Wrong passwords for one account (from any address) before its sign-ins are held back. */
  SIGN_IN_ACCOUNT_LIMIT: z.coerce.number().int().positive().default(10),
  /** Open sockets one user may hold at once (tabs and devices together). */
  SOCKETS_PER_USER: z.coerce.number().int().positive().default(20),
  /** Object store for pictures (S3 API: AWS S3, Cloudflare R2, MinIO, Supabase Storage); unset: DATA_DIR/media. */
  S3_ENDPOINT: z.url().optional(),
  /** The bucket must exist already; the server does not create it. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (endpoint/bucket/key); default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: flag,
  ...storeEnvShape,
  /** Stripe's secret key (sk_test_… in test mode); with the webhook secret, turns card payments on (decision 450). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint pointed at /api/payments/stripe/webhook (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API address (protocol://host:port); only a local stand-in changes it. */
  STRIPE_API_BASE: z.url().optional(),
  /** The packs on offer, as JSON: [{"id":"tokens-10","tokens":10,"prices":[{"currency":"eur","amountMinor":299}]}]. */
  TOKEN_PACKS: z.string().optional(),
  /** Tokens one member may buy per 24 hours. */
  PURCHASE_DAILY_CAP: z.coerce.number().int().positive().default(DEFAULT_PURCHASE_DAILY_CAP),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  /** How long start-up waits for Redis (REDIS_START_WAIT_MS); unset: a minute. */
  redisStartWaitMs?: number
  smtpUrl?: string
  smtpFrom: string
  publicUrl: string
  authSecret: string
  /** Signs picture links (lib/media-url.ts, decision 210); absent: derived from authSecret. */
  mediaSecret?: string
  supportEmail: string
  /** Moderators by configuration (MODERATOR_EMAILS), lower-cased; besides the role set by `npm run set-role`. */
  moderatorEmails?: string[]
  requireEmailConfirmation: boolean
  trustedOrigins: string[]
  signUpRateLimit: number
  signInRateLimit: number
  sessionCacheMs: number
  /** The scheduler runs every this many ms; unset or 0: not started (tests call its tick). */
  schedulerIntervalMs?: number
  /** The demo community runs on this instance (modules/demo). */
  demoCommunity: boolean
  demoReplyDelayMs: number
  /** Folder of the built web app; not served when it does not exist. */
  webDist: string
  logLevel: string
  /** Web Push keys; push is off (no public key served) when absent. */
  vapid?: VapidConfig
  /** Push service origins allowed over http at any address (tests); every other endpoint must be https. */
  pushHttpOrigins?: string[]
  /** Push service hosts (https); default DEFAULT_PUSH_SERVICE_HOSTS. */
  pushServiceHosts?: string[]
  pushTimeoutMs?: number
  /** Native pushes through FCM (decision 176): the service-account key file, and FCM's address (tests). */
  fcm?: { serviceAccountFile: string; apiUrl?: string }
  /** Native iOS pushes through APNs (decision 257): the .p8 key, its ids, the app, Apple's address. */
  apns?: ApnsConfig
  /** Fastify's trustProxy: false (default), true, a hop count, or a list of proxy addresses. */
  trustProxy?: boolean | number | string[]
  /** PostgreSQL timeouts in ms; defaults apply when omitted. */
  db?: { connectTimeoutMs: number; statementTimeoutMs: number; idleInTransactionTimeoutMs: number }
  /** Failed sign-ins per account per quarter hour before it is held back; default 10. */
  signInAccountLimit?: number
  /** Open sockets per user; default 20. */
  socketsPerUser?: number
  /** What the operator must hear at start (printed by main.ts), e.g. keys each instance made alone. */
  warnings?: string[]
  /** How often each open socket's session is checked again; default 5 minutes (tests shorten it). */
  socketRecheckMs?: number
  /** Pictures in an object store (S3_*); absent: the local folder `${dataDir}/media`. */
  s3?: S3StorageConfig
  /** The apps whose links from our mails open them (served under /.well-known/); absent: 404. */
  appLinks?: AppLinksConfig
  /** The app stores' in-app purchases (config/stores.ts, decision 470); a store absent is off. */
  stores?: StoresConfig
  /** Card payments through Stripe Checkout (decision 450); absent: buying on the web is off. */
  stripe?: StripeConfig
  /** The packs on offer; default DEFAULT_TOKEN_PACKS. */
  tokenPacks?: TokenPack[]
  /** Tokens one member may buy per 24 hours; default DEFAULT_PURCHASE_DAILY_CAP. */
  purchaseDailyCap?: number
}

export interface StripeConfig {
  secretKey: string
  webhookSecret: string
  /** protocol://host:port of Stripe's API; absent: Stripe's own. Only a local stand-in sets it. */
  apiBase?: string
}

export interface AppLinksConfig {
  android?: { packageName: string; sha256Fingerprints: string[] }
  /** `<team id>.<bundle id>`, as Apple's association file names an app. */
  ios?: { appId: string }
}

/** TRUST_PROXY as Fastify wants it. */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0' || value === '') return false
  if (/^\d+$/.test(value)) return Number(value)
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

export interface ApnsConfig {
  /** The token-based authentication key Apple gives once (`AuthKey_<keyId>.p8`, PKCS#8 PEM). */
  keyFile: string
  keyId: string
  teamId: string
  /** The app's bundle id, sent as `apns-topic`. */
  bundleId: string
  /** Apple's production service, or the sandbox that builds run from Xcode receive from. */
  environment: 'production' | 'development'
  /** Apple's address; only tests change it (a local HTTP/2 stand-in). */
  apiUrl?: string
}

export interface VapidConfig {
  publicKey: string
  privateKey: string
  subject: string
}

/** Written into the data directory by `npm run demo:remove`. */
export const DEMO_REMOVED_MARKER = 'demo-removed'

/**
 * Reads process.env once; exits with a readable list when something is wrong. `dev`: the server
 * behind Vite's dev server, so the address users open is Vite's (:5173) unless PUBLIC_URL says otherwise.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { dev = false } = {}): Config {
  // An empty variable means 'not set', as in most shells' `FOO= npm start`.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    refuseEnvironment(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  const e = parsed.data
  const s3 = s3Config(e)
  const stores = storesConfig(e)
  if (stores.problems.length > 0) refuseEnvironment(stores.problems)
  // From the repository root, whichever folder npm runs a script in.
  const dataDir = resolve(repoRoot, e.DATA_DIR)
  // Anything kept locally (the embedded database, pictures, the outbox, generated keys) needs it.
  const usesDataDir =
    !e.DATABASE_URL || !s3 || !e.SMTP_URL || !e.AUTH_SECRET || !(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
  if (usesDataDir) ensureWritableDataDir(dataDir)
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisStartWaitMs: e.REDIS_START_WAIT_MS,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    publicUrl: (e.PUBLIC_URL ?? (dev ? 'http://localhost:5173' : `http://localhost:${e.PORT}`)).replace(
      /\/$/,
      '',
    ),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    mediaSecret: e.MEDIA_URL_SECRET,
    supportEmail: e.SUPPORT_EMAIL,
    moderatorEmails: e.MODERATOR_EMAILS.split(',')
      .map((m) => m.trim().toLowerCase())
      .filter(Boolean),
    requireEmailConfirmation: e.REQUIRE_EMAIL_CONFIRMATION ?? Boolean(e.SMTP_URL),
    trustedOrigins: e.TRUSTED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    sessionCacheMs: e.SESSION_CACHE_MS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    // After `npm run demo:remove` the embedded default stays off; DEMO_COMMUNITY=on brings it back.
    demoCommunity: e.DEMO_COMMUNITY
      ? e.DEMO_COMMUNITY === 'on'
      : !e.DATABASE_URL && !existsSync(join(dataDir, DEMO_REMOVED_MARKER)),
    demoReplyDelayMs: e.DEMO_REPLY_DELAY_MS,
    webDist: resolve(repoRoot, e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    vapid: vapidConfig(e, dataDir),
    pushHttpOrigins: e.PUSH_HTTP_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    pushServiceHosts: e.PUSH_SERVICE_HOSTS?.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    pushTimeoutMs: e.PUSH_TIMEOUT_MS,
    fcm: e.FCM_SERVICE_ACCOUNT_FILE
      ? { serviceAccountFile: resolve(e.FCM_SERVICE_ACCOUNT_FILE), apiUrl: e.FCM_API_URL }
      : undefined,
    apns: apnsConfig(e),
    appLinks: {
      android: e.APP_LINKS_ANDROID_SHA256
        ? {
            packageName: e.APP_LINKS_ANDROID_PACKAGE,
            sha256Fingerprints: e.APP_LINKS_ANDROID_SHA256.split(',').map((f) => f.trim().toUpperCase()),
          }
        : undefined,
      ios: e.APP_LINKS_IOS_TEAM_ID
        ? { appId: `${e.APP_LINKS_IOS_TEAM_ID}.${e.APP_LINKS_IOS_BUNDLE_ID}` }
        : undefined,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    db: {
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    signInAccountLimit: e.SIGN_IN_ACCOUNT_LIMIT,
    socketsPerUser: e.SOCKETS_PER_USER,
    s3,
    stores: stores.stores,
    stripe: stripeConfig(e),
    tokenPacks: tokenPacks(e.TOKEN_PACKS),
    purchaseDailyCap: e.PURCHASE_DAILY_CAP,
    warnings: (e.DATABASE_URL || e.REDIS_URL) && !e.VAPID_PUBLIC_KEY ? [sharedVapidWarning(e)] : [],
  }
}

/**
 * DATA_DIR must be a folder this process can create and write in. Checked once at start, with a
 * file written and removed, so a read-only mount, a missing permission or a path through a file
 * ends the start with one line naming the folder instead of a stack from whichever write came first.
 */
export function ensureWritableDataDir(dir: string) {
  const probe = join(dir, `.write-check-${process.pid}`)
  try {
    mkdirSync(dir, { recursive: true })
    writeFileSync(probe, '')
    rmSync(probe, { force: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    const why = DATA_DIR_REASONS[code] ?? (error as Error).message
    console.error(
      `DATA_DIR ${dir} cannot be written (${code}: ${why}). Give DATA_DIR a folder this user can write.`,
    )
    process.exit(1)
  }
}

const DATA_DIR_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'it is a file, not a folder',
  ENOSPC: 'no space left on the device',
}

/** Says every problem with the environment on one readable block, then stops the process. */
function refuseEnvironment(problems: string[]): never {
  console.error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}

/** S3_* as the storage wants it; exits with a readable line when the set is incomplete. */
function s3Config(e: z.infer<typeof envSchema>): S3StorageConfig | undefined {
  const problems: string[] = []
  if (!e.S3_ENDPOINT) {
    const stray = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k])
    if (stray.length > 0) problems.push(`${stray.join(', ')} set without S3_ENDPOINT: set S3_ENDPOINT too`)
  } else if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when S3_ENDPOINT is set')
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither')
  }
  if (problems.length > 0) refuseEnvironment(problems)
  if (!e.S3_ENDPOINT || !e.S3_BUCKET) return undefined
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
  }
}

/** Stripe needs both secrets: one alone is a mistake said at start. */
function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | undefined {
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    refuseEnvironment(['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither'])
  }
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return undefined
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE,
  }
}

/** TOKEN_PACKS as a list of packs (unique ids, one price per currency); exits with a readable line when it is not. */
export function tokenPacks(json: string | undefined): TokenPack[] {
  if (!json) return DEFAULT_TOKEN_PACKS
  const problem = (why: string): never => refuseEnvironment([`TOKEN_PACKS: ${why}`])
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return problem('not JSON')
  }
  const parsed = z.array(tokenPackSchema).min(1).safeParse(value)
  if (!parsed.success)
    return problem(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '))
  const ids = new Set<string>()
  for (const pack of parsed.data) {
    if (ids.has(pack.id)) problem(`the pack id ${pack.id} is used twice`)
    ids.add(pack.id)
    const currencies = pack.prices.map((p) => p.currency)
    if (new Set(currencies).size !== currencies.length) problem(`${pack.id} has two prices in one currency`)
  }
  return parsed.data
}

/** APNs needs the key file with both ids; the file alone or the ids alone are a mistake said at start. */
function apnsConfig(e: z.infer<typeof envSchema>): ApnsConfig | undefined {
  const ids = (['APNS_KEY_ID', 'APNS_TEAM_ID'] as const).filter((k) => !e[k])
  if (e.APNS_KEY_FILE && ids.length > 0)
    refuseEnvironment([`${ids.join(', ')}: required when APNS_KEY_FILE is set`])
  if (!e.APNS_KEY_FILE || !e.APNS_KEY_ID || !e.APNS_TEAM_ID) return undefined
  return {
    keyFile: resolve(e.APNS_KEY_FILE),
    keyId: e.APNS_KEY_ID,
    teamId: e.APNS_TEAM_ID,
    bundleId: e.APNS_BUNDLE_ID,
    environment: e.APNS_ENVIRONMENT,
    apiUrl: e.APNS_API_URL,
  }
}

function vapidConfig(e: z.infer<typeof envSchema>, dataDir: string): VapidConfig {
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject }
  }
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    refuseEnvironment(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither'])
  }
  return { ...readOrCreateVapidKeys(dataDir), subject }
}

/**
 * With a shared database or Redis, several instances may run, and each would make its own keys
 * in its own DATA_DIR: browsers subscribe to one instance's key, and the pushes another instance
 * signs are refused. Start anyway (one instance works), but say so loudly (decision 164).
 */
export function sharedVapidWarning(e: { DATABASE_URL?: string; REDIS_URL?: string }): string {
  const shared = e.DATABASE_URL ? 'DATABASE_URL' : 'REDIS_URL'
  return [
    `WARNING: ${shared} is set but VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not.`,
    '  This instance uses Web Push keys of its own (DATA_DIR/vapid-keys.json). Every instance must share',
    '  one pair, or pushes signed by another instance are refused by the push services. Generate a pair',
    '  once with `npx web-push generate-vapid-keys` and set both variables on every instance.',
  ].join('\n')
}

/** Web Push keys generated on first start and kept beside the data, so subscriptions survive restarts. */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  mkdirSync(dataDir, { recursive: true })
  const keys = webpush.generateVAPIDKeys()
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  return keys
}

/** A secret generated on first start and kept beside the data, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
