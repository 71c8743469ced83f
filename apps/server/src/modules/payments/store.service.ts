import { createHash } from 'node:crypto'
import type { TokenPack } from '@mithaq/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { StoresConfig } from '../../config/stores'
import type { Db } from '../../db/client'
import type { purchases } from '../../db/schema'
import type { AppleStore } from './store.apple'
import type { GooglePlay } from './store.google'

/**
 * Purchases in the apps (issue 33, decision 470): what a store says was bought is checked with the
 * store, mapped to one of our packs by configuration, and credited through `creditPurchase` (once
 * per store transaction: Apple's transaction id, Google's order id). The app finishes (Apple) or the
 * server consumes (Google) the purchase only after that ledger row is committed: a purchase the
 * server could not record stays open in the store, and the app sends it again.
 *
 * Each use case is its own file taking these dependencies (decision 510): crediting an Apple
 * transaction (credit-apple-transaction.ts) or a Play purchase (credit-google-purchase.ts), and the
 * stores' refund notifications (apple-notification.ts, google-notification.ts); what they share is
 * in store-credit.ts.
 */
export type Recorded = typeof purchases.$inferSelect

export interface StoreDeps {
  db: Db
  now: () => Date
  config: StoresConfig
  apple?: AppleStore
  google?: GooglePlay
  /** Our pack by id (the pack table is the only price list). */
  pack: (packId: string) => TokenPack | undefined
  /** Refuses a purchase the member may not make now (suspended, over the daily cap); throws AppError. */
  checkMayBuy: (tx: Db, userId: string, tokens: number, now: Date) => Promise<void>
  /** After a credit's commit: the live events (balance, purchase) and, with a known price, the confirmation mail. */
  afterCredit: (purchase: Recorded, balance: number) => Promise<void>
  /** After a reversal's commit: the live events. */
  afterReverse: (purchase: Recorded, balance: number | null) => void
  log: FastifyBaseLogger
}

export const STORE_MESSAGES = {
  appleOff: 'Purchases in the App Store are not set up on this server.',
  googleOff: 'Purchases in Google Play are not set up on this server.',
  unverified: 'The store could not confirm this purchase. Nothing was charged to your tokens.',
  storeUnreachable: 'The store could not be reached to confirm this purchase. Please try again in a moment.',
  unknownProduct: 'This product is not one of our token packs.',
  refunded: 'This purchase was refunded, so its tokens cannot be added.',
  pending: 'This purchase is still waiting for payment at Google Play. Your tokens come once it is paid.',
  otherAccount: 'This purchase belongs to another account.',
  used: 'This purchase has already been used.',
} as const

/**
 * The id the app attaches to a store purchase (Apple's appAccountToken must be a UUID; Google's
 * obfuscated account id takes it as is), derived from the member's id so neither store learns it.
 * A purchase carrying another member's id is refused.
 */
export function storeAccountToken(userId: string): string {
  const h = createHash('sha256').update(`mithaq-store-account:${userId}`).digest('hex')
  // Shaped as a version 4 UUID (StoreKit checks the form only).
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((Number.parseInt(h[16] ?? '0', 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}
