import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
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
  /** Fastify's trustProxy: false (default), true, a hop count, or a list of proxy addresses. */
  trustProxy?: boolean | number | string[]
  /** PostgreSQL timeouts in ms; defaults apply when omitted. */
  db?: { connectTimeoutMs: number; statementTimeoutMs: number; idleInTransactionTimeoutMs: number }
  /** Failed sign-ins per account per quarter hour before it is held back; default 10. */
  signInAccountLimit?: number
  /** Open sockets per user; default 20. */
  socketsPerUser?: number
  /** How often each open socket's session is checked again; default 5 minutes (tests shorten it). */
  socketRecheckMs?: number
}

/**
 * Every origin whose pages may call the API with the user's cookie: the public URL and
 * TRUSTED_ORIGINS. better-auth, Socket.IO and the API's own CSRF check all use this one list.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'trustedOrigins'>): string[] {
  return [...new Set([config.publicUrl, ...config.trustedOrigins])]
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
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    db: {
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    signInAccountLimit: e.SIGN_IN_ACCOUNT_LIMIT,
    socketsPerUser: e.SOCKETS_PER_USER,
  }
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
