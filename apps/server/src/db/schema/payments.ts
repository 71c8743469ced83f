import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'

export const PAYMENT_PROVIDERS = ['stripe', 'apple', 'google'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]
export const PURCHASE_STATUSES = ['pending', 'credited', 'reversed'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

/**
 * A token pack bought, or on its way to be (decisions 450, 451). One row per payment at its
 * provider: (provider, external_id) is the Checkout Session id, Apple's transaction id or
 * Google's order id, so a payment can be credited once and reversed once whatever arrives twice.
 * The tokens and the price are ours (from the pack table when the purchase began), never the
 * provider's or the client's.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    externalId: text().notNull(),
    /** Stripe's PaymentIntent, known once paid: charges, refunds and disputes name it. */
    paymentRef: text(),
    packId: text().notNull(),
    tokens: integer().notNull(),
    amountMinor: integer().notNull(),
    /** ISO 4217, lower case ('eur'). */
    currency: text().notNull(),
    status: text({ enum: PURCHASE_STATUSES }).notNull().default('pending'),
    /** Why it was reversed: 'refund' or 'dispute'. */
    reversedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp({ withTimezone: true }),
    reversedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_provider_external_id').on(t.provider, t.externalId),
    index().on(t.userId, t.createdAt),
    index().on(t.paymentRef),
    check('purchases_status_valid', sql`${t.status} in ('pending', 'credited', 'reversed')`),
    check('purchases_provider_valid', sql`${t.provider} in ('stripe', 'apple', 'google')`),
    check('purchases_tokens_positive', sql`${t.tokens} > 0`),
  ],
)

/** Every provider event handled, once: a second delivery of the same event id changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_id').on(t.provider, t.eventId)],
)

/**
 * A member's store account token (Apple's appAccountToken, `storeAccountToken`), kept when a
 * store purchase begins, so that Apple's own notice of a charge the app never reported (an Ask to
 * Buy approved, an app closed mid-purchase) can name the member it is for (decision 470).
 */
export const storeAccounts = pgTable('store_accounts', {
  token: text().primaryKey(),
  userId: text()
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
