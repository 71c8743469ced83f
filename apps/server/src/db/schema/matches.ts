import { UNMATCH_KINDS } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { profiles } from './profiles'

export const matches = pgTable(
  'matches',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The pair is stored ordered (smaller id first) so two simultaneous likes create one row. */
    profile1Id: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profile2Id: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null while the match is active. */
    unmatchedAt: timestamp({ withTimezone: true }),
    /** Null with an unmatch means an automatic one (non-response). */
    unmatchInitiatorId: text(),
    unmatchKind: text({ enum: UNMATCH_KINDS }),
    user1Paid: boolean().notNull().default(false),
    user2Paid: boolean().notNull().default(false),
    /** What each side paid toward the current unlock, so refunds are exact. */
    user1PaidAmount: integer().notNull().default(0),
    user2PaidAmount: integer().notNull().default(0),
    chatUnlocked: boolean().notNull().default(false),
    paymentExpiresAt: timestamp({ withTimezone: true }),
    initialTimerExpiresAt: timestamp({ withTimezone: true }),
    responseTimerExpiresAt: timestamp({ withTimezone: true }),
    awaitingResponseFrom: text(),
    /** Remove Forever, per side. */
    hiddenByProfile1: boolean().notNull().default(false),
    hiddenByProfile2: boolean().notNull().default(false),
    lastMessageAt: timestamp({ withTimezone: true }),
    /**
     * When each side was shown "It's a Match!" (decision 350): the liker who made the match at
     * once, the other side on the first screen that shows it. Null: still to show, once.
     */
    user1MomentShownAt: timestamp({ withTimezone: true }),
    user2MomentShownAt: timestamp({ withTimezone: true }),
    /** When each side opened Matches after the match was made: null counts in the tab's "new" badge. */
    user1ListSeenAt: timestamp({ withTimezone: true }),
    user2ListSeenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('matches_pair_idx').on(t.profile1Id, t.profile2Id),
    index().on(t.profile2Id),
    check('matches_pair_ordered', sql`${t.profile1Id} < ${t.profile2Id}`),
  ],
)

/**
 * A member showed their private pictures to the other person of one match (decision 260). Only
 * while the match is active: ending it in any way (unmatch, expiry, block, deactivation) deletes
 * the row in the same transaction, and the rule checks the match is active as well.
 */
export const pictureReveals = pgTable(
  'picture_reveals',
  {
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Whose pictures are shown. */
    revealerId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** To whom: the other person of the match. */
    viewerId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.revealerId] }), index().on(t.revealerId, t.viewerId)],
)

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Chosen by the sender, so a retried send is stored once. */
    clientId: uuid().notNull(),
    content: text().notNull(),
    read: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.senderId, t.clientId),
    index().on(t.matchId, t.createdAt),
    // The message rate limit counts a sender's messages of the last minute (chat.service).
    index().on(t.senderId, t.createdAt),
  ],
)
