import { NOTIFICATION_TYPES, REMINDER_KINDS } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { matches } from './matches'

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    senderId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referenceId: text(),
    content: text(),
    /** How many messages an unread 'message' row stands for: one row per chat (decision 365). */
    count: integer().notNull().default(1),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    // Marking a match's notifications read when its chat is read or paid: only unread rows, so small.
    index('notifications_unread_by_reference_idx').on(t.userId, t.referenceId).where(sql`read_at is null`),
    // One unread 'message' row per chat: a new message updates it (decision 365).
    uniqueIndex('notifications_unread_message_per_chat_idx')
      .on(t.userId, t.referenceId)
      .where(sql`type = 'message' and read_at is null`),
  ],
)

/** Which notification types a user wants pushed; no row means all of them. */
export const pushPreferences = pgTable('push_preferences', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  like: boolean().notNull().default(true),
  match: boolean().notNull().default(true),
  message: boolean().notNull().default(true),
  chatUnlocked: boolean().notNull().default(true),
  paymentRequired: boolean().notNull().default(true),
  reminder: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Reminders already sent (docs/decisions/071). The key holds the timer's deadline, so a new
 * deadline (a rematch, a new message) starts fresh reminders, and an insert that conflicts means
 * another scheduler instance sent that one already.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text({ enum: REMINDER_KINDS }).notNull(),
    /** How long before the deadline it is sent, in minutes (720 = 12 h). */
    minutesBefore: integer().notNull(),
    recipientId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deadline: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.kind, t.minutesBefore, t.recipientId, t.deadline] })],
)
