import { join } from 'node:path'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config/env'
import type { Database, Db } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { createMailer, type Mailer } from './lib/mailer'
import accountModule from './modules/account'
import { createAuth } from './modules/auth/auth'
import { authRoutes } from './modules/auth/auth.routes'
import { meRoutes } from './modules/auth/me.routes'
import { createSessionCache } from './modules/auth/session-cache'
import { siteConfigRoutes } from './modules/auth/site-config.routes'
import chatModule from './modules/chat'
import discoveryModule from './modules/discovery'
import { geoRoutes } from './modules/geo/geo.routes'
import matchesModule from './modules/matches'
import notificationsModule from './modules/notifications'
import { profilesModule } from './modules/profiles'
import pushModule from './modules/push'
import socialModule from './modules/social'
import { authPlugin } from './plugins/auth'
import { errorHandler } from './plugins/error-handler'
import { profilePlugin } from './plugins/profile'
import { storagePlugin } from './plugins/storage'
import { webApp } from './plugins/web'
import { realtimePlugin } from './realtime/hub'
import { schedulerPlugin } from './scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    mailer: Mailer
    clock: Clock
  }
}

export interface BuildAppOptions {
  config: Config
  database: Database
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer
  /** Replaces the system clock (tests that travel in time). */
  clock?: Clock
  logger?: boolean
}

/** Builds the whole server without listening, so tests can drive it with app.inject. */
export async function buildApp({
  config,
  database,
  mailer,
  clock = systemClock,
  logger = true,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: false,
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

  const auth = createAuth({ db: database.db, config, mailer: mail, log: app.log })
  // Ended sessions are forgotten on every instance at once (hub.sessionsEnded); the lifetime only
  // bounds how long an instance that missed that word (Redis away) may still honour one.
  const sessions = createSessionCache({ ttlMs: config.sessionCacheMs, now: () => clock.now() })
  await app.register(authPlugin, { auth, sessions })
  await app.register(profilePlugin)
  await app.register(storagePlugin, { dir: join(config.dataDir, 'media') })
  await app.register(realtimePlugin, {
    redisUrl: config.redisUrl,
    allowedOrigins: [config.publicUrl, ...config.trustedOrigins],
    sessions,
  })
  await app.register(authRoutes, { auth, baseUrl: config.publicUrl })
  await app.register(meRoutes)
  await app.register(siteConfigRoutes)
  // Feature modules register here, one line each.
  await app.register(profilesModule)
  await app.register(geoRoutes)
  await app.register(pushModule)
  await app.register(notificationsModule)
  await app.register(discoveryModule)
  await app.register(socialModule)
  await app.register(matchesModule)
  await app.register(chatModule)
  await app.register(accountModule)
  await app.register(schedulerPlugin, { intervalMs: config.schedulerIntervalMs })

  await app.register(webApp, { root: config.webDist })
  return app
}
