import type { FaithAnswers, FaithField, FaithFilters } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { sessions, users } from './auth'

export const profiles = pgTable(
  'profiles',
  {
    /** Equals the auth user id: one profile per user. */
    id: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sex: text({ enum: ['male', 'female'] }).notNull(),
    country: text().notNull(),
    city: text().notNull(),
    /** Age is always computed from the birthday, never stored. */
    birthday: date({ mode: 'string' }).notNull(),
    aboutMe: text().notNull(),
    education: text().notNull().default(''),
    occupation: text().notNull().default(''),
    nationality: text().array().notNull(),
    height: smallint().notNull(),
    maritalStatus: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** A member of the demo community (modules/demo): generated, never a person; removed by `npm run demo:remove`. */
    isDemo: boolean().notNull().default(false),
    /** When the profile was last closed; the retention job erases it 2 years later (decision 089). */
    deactivatedAt: timestamp({ withTimezone: true }),
    /**
     * Written only by the token service, in the same transaction as its ledger row. Below zero only
     * after a refunded or disputed purchase (decision 451); applyLedger refuses any other row that
     * would take it there.
     */
    tokenBalance: integer().notNull().default(0),
    /**
     * Private pictures (decision 260): others get only the blurred renditions, until the member
     * reveals the originals to one match (picture_reveals).
     */
    picturesPrivate: boolean().notNull().default(false),
    /** When a moderator approved this member's verification selfie (modules/moderation); null: no badge. */
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the member last used the app, to the nearest few minutes (decision 481): written at most
     * once per ACTIVITY_WRITE_EVERY_MS, never shown to anyone as a time; it only orders the feed.
     */
    lastActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The compact copy of the member's faith answers and filters (decision 480), written in the
     * same transaction as profile_faith and discovery_filters, never read back to anyone: the
     * answers as sex-specific codes (faithAnswerCodes) and the filters as bit sets
     * (faithFilterVector). Null / 0: nothing said, no such filter.
     */
    faithCodes: smallint().array(),
    faithMustExcluded: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    faithMustLanguages: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    faithWishValues: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    faithWishLanguages: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** When the member answered the once-only 'Faith and family' offer above Discover (filled or dismissed it). */
    faithOfferAnsweredAt: timestamp({ withTimezone: true }),
    /**
     * The transaction that last wrote what the feed ranks on (decision 550): set by the
     * `profiles_fit_xid` trigger, so every instance's in-memory copy reads only what changed.
     */
    fitXid: bigint({ mode: 'number' }).notNull().default(sql`0`),
  },
  (t) => [
    check('profiles_sex_valid', sql`${t.sex} in ('male', 'female')`),
    index('profiles_discovery_idx').on(t.sex, t.isActive, t.birthday),
    // The discovery feed walks this in its own order (newest first, id breaking ties) and stops
    // after one page; the trailing filter columns let it skip ineligible rows without touching
    // the table (bench/README.md: it replaced a sort of every candidate for every request).
    index('profiles_feed_idx').on(
      t.sex,
      t.isActive,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.birthday,
      t.height,
      t.country,
      // The musts a candidate set, as bits (decision 480): the walk tests them without the table.
      t.faithMustExcluded,
      t.faithMustLanguages,
    ),
    index().on(t.country),
    index().on(t.height),
    // The fit-ordered feed finds the people inside a viewer's musts here (decision 480).
    index('profiles_fit_xid_idx').on(t.fitXid),
    index('profiles_faith_codes_idx').using('gin', t.faithCodes).where(sql`${t.isActive}`),
  ],
)

export const profilePictures = pgTable(
  'profile_pictures',
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Random UUID file name in the storage adapter; never derived from the upload's name. */
    storagePath: text().notNull().unique(),
    /**
     * The blurred rendition (a random name of its own, with a `.thumb.webp` beside it, so its link
     * says nothing of the original's): what a viewer gets while the pictures are private and not
     * revealed to them. Null for pictures stored before decision 260, until privacy is turned on.
     */
    blurredPath: text().unique(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.profileId, t.position)],
)

/** Discovery filters, saved per user (docs/product.md § 5). */
export const discoveryFilters = pgTable('discovery_filters', {
  profileId: text()
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  ageMin: smallint().notNull(),
  ageMax: smallint().notNull(),
  heightMin: smallint().notNull(),
  heightMax: smallint().notNull(),
  countries: text().array().notNull().default(sql`'{}'::text[]`),
  /** Only verified profiles (the moderator-checked selfie badge). */
  verifiedOnly: boolean().notNull().default(false),
  /** Faith and family filters by field, `{ values, must }` each (decision 410). */
  faith: jsonb().$type<FaithFilters>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * A member's 'Faith and family' answers (decision 410): special-category data, so the row exists
 * only with explicit consent (its date from the app clock) and withdrawing deletes it.
 * `shown` lists the fields the card shows; the others are used for matching only.
 */
export const profileFaith = pgTable('profile_faith', {
  profileId: text()
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  answers: jsonb().$type<FaithAnswers>().notNull().default(sql`'{}'::jsonb`),
  shown: text().array().$type<FaithField[]>().notNull().default(sql`'{}'::text[]`),
  consentAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
})

/**
 * One device's push subscription; for Web Push the token is the subscription's endpoint. It
 * belongs to the session that saved it and goes with it (sign-out, reset, revocation,
 * deactivation, deletion: decision 161).
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    platform: text().notNull(),
    /** JSON: platform, timestamp, client version, app version. */
    deviceInfo: text(),
    /** The Web Push subscription's keys; null for native tokens. */
    p256dh: text(),
    auth: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.sessionId)],
)

/**
 * Where each member's contiguous run of decisions lies in their feed (decision 105): every
 * active profile of the other sex whose feed position (created_at, id) is in (low, high] is one
 * the member already acted on or blocked, or who blocked them, so the feed jumps over the range.
 * Positions are kept as PostgreSQL prints them (microseconds). Kept up to date by the member's
 * likes and passes, cut when a profile inside comes back (reactivation, a change of sex).
 */
export const discoveryRuns = pgTable('discovery_runs', {
  profileId: text()
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  highAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  highId: text().notNull(),
  lowAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  lowId: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
