import { REPORT_CATEGORIES } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { matches } from './matches'
import { profiles } from './profiles'

const profileRef = () =>
  text()
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' })

/** One row per (from, to): a later action replaces the earlier one. */
export const profileActions = pgTable(
  'profile_actions',
  {
    fromProfileId: profileRef(),
    toProfileId: profileRef(),
    action: text({ enum: ['like', 'pass', 'seen'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fromProfileId, t.toProfileId] }),
    index().on(t.toProfileId, t.action),
    check('profile_actions_action_valid', sql`${t.action} in ('like', 'pass', 'seen')`),
  ],
)

export const favoritedProfiles = pgTable(
  'favorited_profiles',
  {
    userId: profileRef(),
    favoritedId: profileRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.favoritedId] })],
)

export const blockedProfiles = pgTable(
  'blocked_profiles',
  {
    blockerId: profileRef(),
    blockedId: profileRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index().on(t.blockedId)],
)

/**
 * A report outlives the account deletion of either side (decision 089): the reporter's id is
 * cleared, the reported person's id is replaced by a keyed hash of their e-mail address, so the
 * reason stays as evidence and a new account with the same address is recognised.
 */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: text().references(() => profiles.id, { onDelete: 'set null' }),
    reportedId: text().references(() => profiles.id, { onDelete: 'set null' }),
    /** HMAC-SHA256 of the reported person's lower-cased e-mail, set when their account is deleted. */
    reportedEmailHash: text(),
    /** When the reported person's account was deleted. */
    reportedDeletedAt: timestamp({ withTimezone: true }),
    reason: text().notNull(),
    /** The match whose chat the report was made from; null for a report made from a profile. */
    matchId: uuid().references(() => matches.id, { onDelete: 'set null' }),
    /** What the report is about; reports made before categories existed count as 'other'. */
    category: text({ enum: REPORT_CATEGORIES }).notNull().default('other'),
    /**
     * open: waiting for a moderator; reviewed: looked at, nothing done (dismissed); actioned: a
     * warning, a removed picture, a suspension or a ban followed (modules/moderation).
     */
    status: text({ enum: ['open', 'reviewed', 'actioned'] })
      .notNull()
      .default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.reportedId),
    index().on(t.reportedEmailHash),
    check(
      'profile_reports_category_valid',
      sql.raw(`"category" in (${REPORT_CATEGORIES.map((c) => `'${c}'`).join(', ')})`),
    ),
  ],
)
