import { PASSWORD_MIN_LENGTH } from '@mithaq/domain'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, bearer } from 'better-auth/plugins'
import { and, eq, like, ne } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config/env'
import { allowedOrigins } from '../../config/origins'
import type { Db } from '../../db/client'
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema'
import { redactLogArgs, redactText } from '../../lib/log-redaction'
import type { Mailer } from '../../lib/mailer'
import { cutRunsAt } from '../discover'
import { setProfileActive } from '../profiles'
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
    // Into the server's structured log, never straight to the console, and without the values a
    // failed query carries (its parameters are people's addresses and names: decision 088).
    logger: {
      log: (level, message, ...args) =>
        log[level]({ args: redactLogArgs(args) }, `auth: ${redactText(message)}`),
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
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: config.requireEmailConfirmation,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A used link ends every other link of the user too.
      // A reset also lifts a sign-in lock on the account (decision 083): the owner is back at once.
      onPasswordReset: async ({ user }) => {
        await db
          .delete(verifications)
          .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')))
        await db.delete(rateLimits).where(eq(rateLimits.key, `sign-in-account:${user.email.toLowerCase()}`))
      },
      // Sign-up does not tell whether an address is registered (with e-mail confirmation on, the
      // answer is the same either way): the owner hears of the attempt by mail instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          to: user.email,
          subject: 'Someone tried to create a Mithaq account with your email',
          text: `Assalamu alaikum,\n\nSomeone tried to create a new Mithaq account with this email address, which already has an account. If it was you, simply sign in; if you forgot your password, use "Forgot password?" on the sign-in page.\n\nIf it was not you, you can ignore this mail; your account is unchanged.\n\nThe Mithaq team`,
        })
      },
      sendResetPassword: async ({ user, url, token }) => {
        // Only the newest link works: the ones mailed before it are withdrawn.
        await db
          .delete(verifications)
          .where(
            and(
              eq(verifications.value, user.id),
              like(verifications.identifier, 'reset-password:%'),
              ne(verifications.identifier, `reset-password:${token}`),
            ),
          )
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
            await db.transaction(async (tx) => {
              const back = await setProfileActive(tx, session.userId, { active: true })
              // Others' feeds may have jumped over this profile while it was away (decision 105).
              if (back) await cutRunsAt(tx, session.userId)
            })
          },
        },
      },
    },
    plugins: [bearer(), admin()],
  })
}

export type Auth = ReturnType<typeof createAuth>
