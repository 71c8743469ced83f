import { join } from 'node:path'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config/env'
import { allowedOrigins, ownOrigins } from './config/origins'
import type { Database, Db } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { createDomainEvents, type DomainEvents } from './lib/domain-events'
import { serializeError } from './lib/log-redaction'
import { createMailer, type Mailer } from './lib/mailer'
import { deriveMediaSecret } from './lib/media-url'
import type { Storage } from './lib/storage'
import accountModule from './modules/account'
import authModule, { createAuth } from './modules/auth'
import chatModule from './modules/chat'
import demoModule from './modules/demo'
import discoverModule from './modules/discover'
import exportModule from './modules/export'
import geoModule from './modules/geo'
import guardiansModule from './modules/guardians'
import matchesModule from './modules/matches'
import moderationModule from './modules/moderation'
import notificationsModule from './modules/notifications'
import profilesModule from './modules/profiles'
import type { ResolveHost } from './modules/push'
import pushModule from './modules/push'
import socialModule from './modules/social'
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
import type { RedisStartRetry } from './realtime/redis-link'
import { schedulerPlugin } from './scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    mailer: Mailer
    clock: Clock
    /** Committed facts that features react to in this process (lib/domain-events.ts). */
    events: DomainEvents
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
  /** How start-up waits for Redis (tests shorten it and read its lines). */
  redisStartRetry?: RedisStartRetry
  /** Replaces DNS for push service hosts (tests of the address checks). */
  resolvePushHost?: ResolveHost
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
  redisStartRetry,
  resolvePushHost,
}: BuildAppOptions) {
  const app = Fastify({
    // Errors are logged without SQL parameters or values (lib/log-redaction.ts).
    logger: logger ? { level: config.logLevel, serializers: { err: serializeError } } : false,
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
  app.decorate('config', config)
  app.decorate('mailer', mail)
  app.decorate('clock', clock)
  app.decorate('events', createDomainEvents(app.log))
  app.addHook('onClose', async () => database.close())

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

  const auth = createAuth({ db: database.db, config, mailer: mail, log: app.log })
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
  await app.register(realtimePlugin, {
    redisUrl: config.redisUrl,
    allowedOrigins: allowedOrigins(config),
    socketsPerUser: config.socketsPerUser,
    recheckMs: config.socketRecheckMs,
    redisStartRetry,
    sessions,
  })
  // Feature modules register here, one line each (docs/architecture.md).
  await app.register(authModule, { auth })
  await app.register(profilesModule)
  await app.register(geoModule)
  await app.register(notificationsModule)
  await app.register(pushModule, { resolvePushHost })
  await app.register(discoverModule)
  await app.register(tokensModule)
  await app.register(matchesModule)
  await app.register(walletModule)
  await app.register(socialModule)
  await app.register(chatModule)
  await app.register(accountModule)
  await app.register(moderationModule)
  await app.register(exportModule)
  await app.register(guardiansModule)
  await app.register(demoModule)
  await app.register(schedulerPlugin, { intervalMs: config.schedulerIntervalMs })

  await app.register(webApp, { root: config.webDist, publicUrl: config.publicUrl })
  return app
}
