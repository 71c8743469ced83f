import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'

export const TOKEN_TRANSACTION_TYPES = [
  'grant',
  'payment',
  'express_payment',
  'refund',
  'unmatch_fee',
  'rematch',
  'penalty',
  'purchase',
] as const

/** Append-only ledger: a profile's token_balance always equals the sum of its rows. */
export const tokenTransactions = pgTable(
  'token_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    type: text({ enum: TOKEN_TRANSACTION_TYPES }).notNull(),
    referenceId: text(),
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
)
