import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, bearer } from 'better-auth/plugins'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config/env'
import { allowedOrigins } from '../../config/origins'
import type { Db } from '../../db/client'
import { accounts, profiles, rateLimits, sessions, users, verifications } from '../../db/schema'
import type { Mailer } from '../../lib/mailer'
import { hashPassword, verifyPassword } from './passwords'

/** Set by our bridge from Fastify's request.ip, replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-mithaq-client-ip'

export function createAuth({
  db,
  config,
  mailer,
  log,
}: {
  db: Db
  config: Config
  mailer: Mailer
  log: FastifyBaseLogger
}) {
  return betterAuth({
    appName: 'Mithaq',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: allowedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    telemetry: { enabled: false },
    // Into the server's structured log, never straight to the console.
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
    advanced: {
      database: { generateId: 'uuid' },
      // better-auth turns origin checks off when NODE_ENV is 'test'; tests must see production behaviour.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: config.requireEmailConfirmation,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Mithaq password',
          text: `Assalamu alaikum,\n\nSomeone asked to reset the password of your Mithaq account. If it was you, open this link within one hour:\n\n${url}\n\nIf it was not you, you can ignore this mail; your password stays as it is.\n\nThe Mithaq team`,
        })
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailConfirmation,
      sendOnSignIn: config.requireEmailConfirmation,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirm your email for Mithaq',
          text: `Assalamu alaikum,\n\nWelcome to Mithaq. Please confirm your email address by opening this link:\n\n${url}\n\nIf you did not create an account, you can ignore this mail.\n\nThe Mithaq team`,
        })
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.signInRateLimit },
        '/sign-up/email': { window: 60, max: config.signUpRateLimit },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 5 },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Signing in again is how a deactivated account comes back (docs/product.md § 11).
          after: async (session) => {
            await db
              .update(profiles)
              .set({ isActive: true })
              .where(and(eq(profiles.id, session.userId), eq(profiles.isActive, false)))
          },
        },
      },
    },
    plugins: [bearer(), admin()],
  })
}

export type Auth = ReturnType<typeof createAuth>
