import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// The tables better-auth needs (core, admin plugin), mapped to our naming.
// Ids are uuids that the database generates (better-auth's advanced.database.generateId = 'uuid').

export const users = pgTable('users', {
  id: text().primaryKey().default(sql`gen_random_uuid()::text`),
  name: text().notNull().default(''),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  role: text(),
  banned: boolean().default(false),
  banReason: text(),
  banExpires: timestamp({ withTimezone: true }),
  /** The member's language (one of LOCALES, checked by the server): mails and pushes go out in it. */
  locale: text().notNull().default('en'),
  /**
   * The address as a mailbox provider delivers it (lib/email-address.ts): one account per
   * mailbox, whatever dots or plus-tags a sign-up adds (decision 311). Null only for accounts
   * that shared a mailbox with an older one before this rule.
   */
  emailCanonical: text().unique(),
  /** The Terms of Use version agreed to (TERMS_VERSION) and when; null: never agreed (decision 375). */
  termsVersion: text(),
  termsAcceptedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.identifier)],
)

/**
 * Every rate-limit counter of the server, ours and better-auth's, when they are not in Redis
 * (lib/rate-limit.ts, decision 310). Nothing but that file writes or prunes it: better-auth's own
 * table pruned every row older than its one-minute windows, which wiped our longer ones.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  /** When the window ends (ms since the epoch, the app's clock); the next attempt starts a new one. */
  resetsAt: bigint({ mode: 'number' }).notNull(),
})
