import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import webpush from 'web-push'
import { z } from 'zod'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')

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
  SMTP_URL: z.url().optional(),
  SMTP_FROM: z.string().default('Mithaq <no-reply@mithaq.app>'),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SUPPORT_EMAIL: z.email().default('support@mithaq.app'),
  REQUIRE_EMAIL_CONFIRMATION: flag,
  /** Extra origins allowed to call the API with cookies, e.g. the native shell's. Comma separated. */
  TRUSTED_ORIGINS: z.string().default('capacitor://localhost,https://localhost'),
  /** Sign-ups and sign-ins allowed per address per minute. Raised by the e2e suite, whose users all come from 127.0.0.1. */
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** How often the scheduler applies due timers and weekly top-ups; 0 turns it off on this instance. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  /** How long an instance remembers whose a session is (0 turns it off). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  /** Web Push (VAPID) keys, base64url; both or neither. Generated into DATA_DIR on first start when unset. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Contact the push services may use about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')
    .optional(),
  /** Origins of push services allowed over plain http (a local test push service). Comma separated. */
  PUSH_HTTP_ORIGINS: z.string().default(''),
  /** How long one push may take before it is given up (and logged). */
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  smtpUrl?: string
  smtpFrom: string
  publicUrl: string
  authSecret: string
  supportEmail: string
  requireEmailConfirmation: boolean
  trustedOrigins: string[]
  signUpRateLimit: number
  signInRateLimit: number
  sessionCacheMs: number
  /** The scheduler runs every this many ms; unset or 0: not started (tests call its tick). */
  schedulerIntervalMs?: number
  /** Folder of the built web app; not served when it does not exist. */
  webDist: string
  logLevel: string
  /** Web Push keys; push is off (no public key served) when absent. */
  vapid?: VapidConfig
  /** Push service origins allowed over http (tests); every other endpoint must be https. */
  pushHttpOrigins?: string[]
  pushTimeoutMs?: number
}

export interface VapidConfig {
  publicKey: string
  privateKey: string
  subject: string
}

/** Reads process.env once; exits with a readable list when something is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means 'not set', as in most shells' `FOO= npm start`.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    console.error(`Invalid environment:\n${lines.join('\n')}`)
    process.exit(1)
  }
  const e = parsed.data
  const dataDir = resolve(e.DATA_DIR)
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    supportEmail: e.SUPPORT_EMAIL,
    requireEmailConfirmation: e.REQUIRE_EMAIL_CONFIRMATION ?? Boolean(e.SMTP_URL),
    trustedOrigins: e.TRUSTED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    sessionCacheMs: e.SESSION_CACHE_MS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    webDist: resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    vapid: vapidConfig(e, dataDir),
    pushHttpOrigins: e.PUSH_HTTP_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    pushTimeoutMs: e.PUSH_TIMEOUT_MS,
  }
}

function vapidConfig(e: z.infer<typeof envSchema>, dataDir: string): VapidConfig {
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject }
  }
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    console.error(
      'Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    )
    process.exit(1)
  }
  return { ...readOrCreateVapidKeys(dataDir), subject }
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
