import { GUARDIAN_CONSENT_STATUSES } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { matches } from './matches'
import { profiles } from './profiles'

/** A member's guardian (decision 233): one per member, confirmed by a link mailed to them. */
export const guardians = pgTable('guardians', {
  userId: text()
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  /** SHA-256 of the confirmation token; cleared once confirmed. */
  tokenHash: text().unique(),
  confirmedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Consent, per conversation, for the ward's guardian to receive transcripts: asked by the ward,
 * answered by the other person. Transcripts go only while `agreed`, and hold only messages
 * written after `answered_at`.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    wardId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text({ enum: GUARDIAN_CONSENT_STATUSES }).notNull(),
    askedAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    /** The end of the last transcript sent (messages up to this time were included). */
    sentUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.wardId] }),
    index().on(t.status),
    check('guardian_consents_status_valid', sql`${t.status} in ('asked', 'agreed', 'declined')`),
  ],
)
