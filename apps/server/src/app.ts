import { join } from 'node:path'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import type { Config } from './config/env'
import { allowedOrigins, ownOrigins } from './config/origins'
import type { Database, Db } from './db/client'
import type { Listen } from './db/listen'
import { EXPORT_PARTS } from './export-parts'
import { type Clock, systemClock } from './lib/clock'
import { loggerOptions } from './lib/log-redaction'
import { createMailer, type Mailer } from './lib/mailer'
import { deriveMediaSecret } from './lib/media-url'
import { createDatabaseRateLimits, createRedisRateLimits, type RateLimits } from './lib/rate-limit'
import type { Storage } from './lib/storage'
import accountModule from './modules/account'
import authModule, { createAuth } from './modules/auth'
import demoModule from './modules/demo'
import discoverModule from './modules/discover'
import exportModule from './modules/export'
import geoModule from './modules/geo'
import guardianModule from './modules/guardian'
import likedModule from './modules/liked'
import matchesModule from './modules/matches'
import moderationModule from './modules/moderation'
import notificationsModule from './modules/notifications'
import paymentsModule from './modules/payments'
import profilesModule from './modules/profiles'
import type { ResolveHost } from './modules/push'
import pushModule from './modules/push'
import tokensModule from './modules/tokens'
import walletModule from './modules/wallet'
import { appLinksRoutes } from './plugins/app-links'
import { authPlugin } from './plugins/auth'
import { compression } from './plugins/compression'
import { corsPlugin } from './plugins/cors'
import { csrfPlugin } from './plugins/csrf'
import { errorHandler } from './plugins/error-handler'
import { healthRoutes } from './plugins/health'
import { profilePlugin } from './plugins/profile'
import { createSessionCache } from './plugins/session-cache'
import { storagePlugin } from './plugins/storage'
import { webApp } from './plugins/web'
import { realtimePlugin } from './realtime/hub'
import { connectRedisWithRetry, type RedisStartRetry } from './realtime/redis-link'
import { schedulerPlugin } from './scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    /** LISTEN on a channel of the database (decision 600). */
    listenToDatabase: Listen
    config: Config
    mailer: Mailer
    clock: Clock
    /** Every rate-limit counter, ours and better-auth's: Redis when configured, else the database (decision 310). */
    rateLimits: RateLimits
  }
}

export interface BuildAppOptions {
  config: Config
  database: Database
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer
  /** Replaces the system clock (tests that travel in time). */
  clock?: Clock
  /** Replaces the configured picture storage (tests that make writes fail). */
  storage?: Storage
  logger?: boolean
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void }
  /** How start-up waits for Redis (tests shorten it and read its lines). */
  redisStartRetry?: RedisStartRetry
  /** Replaces DNS for push service hosts (tests of the address checks). */
  resolvePushHost?: ResolveHost
}

/**
 * The rate-limit counters: in Redis with REDIS_URL (its own connection; while Redis is away,
 * attempts are counted in the database), else in the database.
 */
function createRateLimits(config: Config, db: Db, log: FastifyBaseLogger): RateLimits {
  const inDatabase = createDatabaseRateLimits(db)
  if (!config.redisUrl) return inDatabase
  // No offline queue: while Redis is away a count fails at once and goes to the database.
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  redis.on('error', () => {}) // told once by the limiter when a count falls back
  return createRedisRateLimits(redis, inDatabase, log)
}

/** Fastify takes a list of proxy addresses as one comma-separated string. */
function trustProxyOption({ trustProxy = false }: Config): boolean {
  // Typed as boolean only because Fastify's overloads do not accept the union; all forms are valid.
  return (Array.isArray(trustProxy) ? trustProxy.join(',') : trustProxy) as boolean
}

/** Builds the whole server without listening, so tests can drive it with app.inject. */
export async function buildApp({
  config,
  database,
  mailer,
  clock = systemClock,
  storage,
  logger = true,
  logStream,
  redisStartRetry,
  resolvePushHost,
}: BuildAppOptions) {
  const app = Fastify({
    // Every line through lib/log-redaction.ts: no URL token, signature, bearer token or SQL value.
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    // TRUST_PROXY behind a load balancer, so rate limits see each client's own address.
    trustProxy: trustProxyOption(config),
    bodyLimit: 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const mail =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.smtpFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log: app.log,
    })
  app.decorate('db', database.db)
  app.decorate('listenToDatabase', database.listen)
  app.decorate('config', config)
  app.decorate('mailer', mail)
  app.decorate('clock', clock)
  app.addHook('onClose', async () => database.close())
  const rateLimits = createRateLimits(config, database.db, app.log)
  app.decorate('rateLimits', rateLimits)
  app.addHook('onClose', async () => rateLimits.close())

  await app.register(errorHandler)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // The dev server and the native shell load pages from other origins.
    crossOriginEmbedderPolicy: false,
  })
  await app.register(cookie)
  await app.register(compression)
  await app.register(corsPlugin, { origins: config.trustedOrigins })
  await app.register(csrfPlugin, { ownOrigins: ownOrigins(config) })
  await app.register(healthRoutes)
  await app.register(appLinksRoutes, { appLinks: config.appLinks })

  const auth = createAuth({ db: database.db, config, mailer: mail, log: app.log, rateLimits, clock })
  // Ended sessions are forgotten on every instance at once (hub.sessionsEnded); the lifetime only
  // bounds how long an instance that missed that word (Redis away) may still honour one.
  const sessions = createSessionCache({ ttlMs: config.sessionCacheMs, now: () => clock.now() })
  await app.register(authPlugin, { getSession: (headers) => auth.api.getSession({ headers }), sessions })
  await app.register(profilePlugin)
  await app.register(storagePlugin, {
    mediaDir: join(config.dataDir, 'media'),
    mediaSecret: config.mediaSecret ?? deriveMediaSecret(config.authSecret),
    s3: config.s3,
    storage,
  })
  // Redis is awaited here, outside any plugin: Fastify gives a plugin 10 s to load, and the wait
  // for a Redis that is down at start lasts REDIS_START_WAIT_MS (a minute) (decision 335).
  const redis = config.redisUrl
    ? await connectRedisWithRetry(config.redisUrl, {
        waitMs: config.redisStartWaitMs,
        log: (line) => app.log.warn(line),
        ...redisStartRetry,
      })
    : undefined
  await app.register(realtimePlugin, {
    redis,
    allowedOrigins: allowedOrigins(config),
    ownOrigins: ownOrigins(config),
    socketsPerUser: config.socketsPerUser,
    recheckMs: config.socketRecheckMs,
    sessions,
  })
  // Feature modules register here, one line each (docs/architecture.md).
  // Moderation (registered below) keeps banned people out; asked at each request (decision 346).
  const signInGate = {
    isBannedEmail: (email: string) => app.moderation.isBannedEmail(email),
    restrictedSignIn: (email: string) => app.moderation.restrictedSignIn(email),
  }
  await app.register(authModule, { auth, signInGate })
  await app.register(notificationsModule)
  await app.register(profilesModule)
  await app.register(geoModule)
  await app.register(pushModule, { resolvePushHost })
  await app.register(discoverModule)
  await app.register(tokensModule)
  await app.register(matchesModule)
  await app.register(walletModule)
  await app.register(paymentsModule)
  await app.register(likedModule)
  await app.register(accountModule)
  await app.register(moderationModule)
  await app.register(exportModule, { parts: EXPORT_PARTS })
  await app.register(guardianModule)
  await app.register(demoModule)
  await app.register(schedulerPlugin, { intervalMs: config.schedulerIntervalMs })

  await app.register(webApp, { root: config.webDist, publicUrl: config.publicUrl })
  return app
}
