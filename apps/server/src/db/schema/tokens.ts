import { LEDGER_TYPES } from '@mithaq/domain'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'

/** Append-only ledger: a profile's token_balance always equals the sum of its rows. */
export const tokenTransactions = pgTable(
  'token_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    type: text({ enum: LEDGER_TYPES }).notNull(),
    referenceId: text(),
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
)
