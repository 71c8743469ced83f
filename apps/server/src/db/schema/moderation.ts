import { MODERATION_ACTION_KINDS } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { profileReports } from './liked'
import { profiles } from './profiles'

/**
 * Every moderator decision, kept as the record of who did what, to whom, why and when
 * (modules/moderation). Rows outlive both people: the ids are cleared when an account goes.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    moderatorId: text().references(() => users.id, { onDelete: 'set null' }),
    targetUserId: text().references(() => users.id, { onDelete: 'set null' }),
    reportId: uuid().references(() => profileReports.id, { onDelete: 'set null' }),
    kind: text({ enum: MODERATION_ACTION_KINDS }).notNull(),
    reason: text().notNull(),
    /** The end of a suspension. */
    until: timestamp({ withTimezone: true }),
    /** The picture a 'remove_picture' removed (its row is gone; the id stays for the record). */
    pictureId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.targetUserId, t.createdAt),
    index().on(t.createdAt),
    check(
      'moderation_actions_kind_valid',
      sql.raw(`"kind" in (${MODERATION_ACTION_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
)

/** One appeal per suspension or ban, written by the member, answered by a moderator. */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The suspension or ban appealed against. */
    actionId: uuid()
      .notNull()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    outcome: text({ enum: ['lifted', 'upheld'] }),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.actionId)],
)

/**
 * Addresses that may not open a new account: HMAC-SHA256 of the normalised address, keyed by the
 * server secret (as reports keep it, decision 089). Written by a ban, removed when it is lifted.
 */
export const bannedEmails = pgTable('banned_emails', {
  emailHash: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * A member's verification: the pose asked for, then the selfie waiting for a moderator. The
 * selfie file is private (never served by /media) and deleted once reviewed.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    pose: text().notNull(),
    /** Storage name of the selfie; null before it is taken and after the review. */
    selfiePath: text(),
    status: text({ enum: ['requested', 'pending', 'approved', 'refused'] })
      .notNull()
      .default('requested'),
    reason: text(),
    reviewedBy: text().references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.profileId, t.createdAt), index().on(t.status, t.submittedAt)],
)
