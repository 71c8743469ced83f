import { LEDGER_KINDS, LEDGER_TYPES, type LedgerParams } from '@mithaq/domain'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    /**
     * What the row is and its parameters (decision 305): the wallet words it from these. 'other'
     * (the default, for a row written without them) is shown with its English description.
     */
    kind: text({ enum: LEDGER_KINDS }).notNull().default('other'),
    params: jsonb().$type<LedgerParams>().notNull().default({}),
    /** English, as the API has always answered it; the data export shows it too. */
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
)
