import { PASSWORD_MIN_LENGTH, TERMS_VERSION } from '@mithaq/domain'
import { DEFAULT_LOCALE, isLocale } from '@mithaq/i18n'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, bearer } from 'better-auth/plugins'
import { and, eq, like, ne } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config/env'
import { allowedOrigins } from '../../config/origins'
import type { Db } from '../../db/client'
import { accounts, sessions, users, verifications } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { canonicalEmail } from '../../lib/email-address'
import { redactLogArgs, redactText } from '../../lib/log-redaction'
import { composeMail, translatorFor } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import { betterAuthRateLimitStorage, type RateLimits } from '../../lib/rate-limit'
import { cutRunsAt } from '../discover'
import { setProfileActive } from '../profiles'
import { hashPassword, verifyPassword } from './passwords'
import { accountKey } from './sign-in-throttle'

/** Set by our bridge from Fastify's request.ip, replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-mithaq-client-ip'

export function createAuth({
  db,
  config,
  mailer,
  log,
  rateLimits,
  clock,
}: {
  db: Db
  config: Config
  mailer: Mailer
  log: FastifyBaseLogger
  rateLimits: RateLimits
  clock: Clock
}) {
  /** The account's language, read at sending time: the member may have changed it since. */
  async function translatorOf(userId: string) {
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId))
    return translatorFor(row?.locale)
  }
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
      },
    }),
    telemetry: { enabled: false },
    // The member's language (decision 281): sign-up may send the one the visitor was using; it is
    // checked against LOCALES in the create hook below. Changed later by PUT /api/account/locale.
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: DEFAULT_LOCALE, input: true },
        // Set by the create hook below from the address; never sent, never answered (decision 311).
        emailCanonical: { type: 'string', required: false, input: false, returned: false },
        // The Terms of Use agreed to at sign-up (decision 375): routes/auth passes only the current
        // version; the time is the server's, set in the create hook below.
        termsVersion: { type: 'string', required: false, input: true },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
    },
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
        await rateLimits.reset(accountKey(user.email))
      },
      // Sign-up does not tell whether an address is registered (with e-mail confirmation on, the
      // answer is the same either way): the owner hears of the attempt by mail instead.
      onExistingUserSignUp: async ({ user }) => {
        const t = await translatorOf(user.id)
        await mailer.send(
          composeMail(t, user.email, t('mail.existingSignUp.subject'), [
            t('mail.existingSignUp.body'),
            t('mail.existingSignUp.ignore'),
          ]),
        )
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
        // In the account's language, whoever asked for it (decision 281).
        const t = await translatorOf(user.id)
        await mailer.send(
          composeMail(t, user.email, t('mail.reset.subject'), [
            t('mail.reset.body'),
            { link: url, label: t('mail.reset.button') },
            t('mail.reset.ignore'),
          ]),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailConfirmation,
      sendOnSignIn: config.requireEmailConfirmation,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        const t = await translatorOf(user.id)
        await mailer.send(
          composeMail(t, user.email, t('mail.confirm.subject'), [
            t('mail.confirm.body'),
            { link: url, label: t('mail.confirm.button') },
            t('mail.confirm.ignore'),
          ]),
        )
      },
    },
    rateLimit: {
      enabled: true,
      // Its counters live with ours (lib/rate-limit.ts), in a store nothing prunes early (decision 310).
      customStorage: betterAuthRateLimitStorage(rateLimits, () => clock.now()),
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
      user: {
        create: {
          // Whatever sign-up sent as the language, only one of ours is stored. The mailbox is kept
          // written one way: a second account for it fails on the unique column (decision 311).
          // The Terms are recorded only when the current version was agreed to (decision 375).
          before: async (user) => {
            const agreed = user.termsVersion === TERMS_VERSION
            return {
              data: {
                ...user,
                locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
                emailCanonical: canonicalEmail(user.email),
                termsVersion: agreed ? TERMS_VERSION : null,
                termsAcceptedAt: agreed ? clock.now() : null,
              },
            }
          },
        },
      },
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
