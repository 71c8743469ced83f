import { LEDGER_LINES, type PurchaseLineParams } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type PaymentProvider, purchases } from '../../db/schema'
import { uuidv7 } from '../../lib/uuidv7'
import { applyLedger, lockProfiles } from '../tokens'

export type Purchase = typeof purchases.$inferSelect

/** What a provider says was bought: the pack and the price come from OUR pack table, checked by the caller. */
export interface PurchaseFacts {
  provider: PaymentProvider
  /** Checkout Session id, Apple transactionId, Google orderId. */
  externalId: string
  userId: string
  packId: string
  tokens: number
  amountMinor: number
  /** ISO 4217, lower case. */
  currency: string
}

export type CreditResult =
  | { credited: true; purchase: Purchase; balance: number }
  | {
      credited: false
      /** already_credited: a second delivery; reversed: refunded before it was credited; mismatch: the facts differ from the row begun at checkout. */
      reason: 'already_credited' | 'reversed' | 'mismatch'
      purchase: Purchase
    }

export type ReverseResult =
  | { reversed: true; purchase: Purchase; balance: number | null }
  | { reversed: false; reason: 'already_reversed' | 'unknown'; purchase: Purchase | null }

const lineParams = (p: Purchase): PurchaseLineParams => ({
  packId: p.packId,
  tokens: p.tokens,
  amountMinor: p.amountMinor,
  currency: p.currency,
  provider: p.provider,
})

/** Records a purchase begun (pending), or finds the one recorded; never changes an existing row. */
export async function beginPurchase(tx: Db, facts: PurchaseFacts, now: Date): Promise<Purchase> {
  await tx
    .insert(purchases)
    .values({ id: uuidv7(), ...facts, status: 'pending', createdAt: now })
    .onConflictDoNothing({ target: [purchases.provider, purchases.externalId] })
  const [row] = await lockPurchase(tx, facts.provider, facts.externalId)
  return row!
}

const lockPurchase = (tx: Db, provider: PaymentProvider, externalId: string) =>
  tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.externalId, externalId)))
    .for('update')

const sameFacts = (row: Purchase, f: PurchaseFacts) =>
  row.userId === f.userId &&
  row.packId === f.packId &&
  row.tokens === f.tokens &&
  row.amountMinor === f.amountMinor &&
  row.currency === f.currency

/**
 * Credits a paid purchase with its ledger row (kind `purchase`), in the caller's transaction,
 * exactly once per (provider, externalId): the purchase row is locked, and a second call finds it
 * credited (or reversed, when the refund arrived first) and credits nothing. A row begun at
 * checkout with other facts (another pack, amount or member) is not credited: `mismatch`.
 * `paymentRef`: Stripe's PaymentIntent, which later refunds and disputes name.
 */
export async function creditPurchase(
  tx: Db,
  input: PurchaseFacts & { now: Date; paymentRef?: string | null },
): Promise<CreditResult> {
  const { now, paymentRef, ...facts } = input
  const row = await beginPurchase(tx, facts, now)
  if (!sameFacts(row, facts)) return { credited: false, reason: 'mismatch', purchase: row }
  if (row.status === 'credited') return { credited: false, reason: 'already_credited', purchase: row }
  if (row.status === 'reversed') {
    if (paymentRef && !row.paymentRef) await setPaymentRef(tx, row.id, paymentRef)
    return {
      credited: false,
      reason: 'reversed',
      purchase: { ...row, paymentRef: paymentRef ?? row.paymentRef },
    }
  }
  const [profile] = await lockProfiles(tx, [row.userId])
  if (!profile) throw new Error(`purchase ${row.id} for a missing profile`)
  const balances = await applyLedger(
    tx,
    [{ userId: row.userId, amount: row.tokens, type: 'purchase', ...LEDGER_LINES.purchase(lineParams(row)) }],
    { referenceId: `purchase:${row.id}`, now },
  )
  const [updated] = await tx
    .update(purchases)
    .set({ status: 'credited', creditedAt: now, paymentRef: paymentRef ?? row.paymentRef })
    .where(eq(purchases.id, row.id))
    .returning()
  return { credited: true, purchase: updated!, balance: balances.get(row.userId)! }
}

const setPaymentRef = (tx: Db, id: string, paymentRef: string) =>
  tx.update(purchases).set({ paymentRef }).where(eq(purchases.id, id))

/**
 * Takes a refunded or disputed purchase's tokens back with a ledger row of its own (kind
 * `purchase_reversed`), in the caller's transaction, once: a second call reverses nothing. The
 * balance may go below zero when the tokens were spent (decision 451). A purchase still pending
 * (the refund came before the payment's confirmation) is marked reversed without a ledger row, so
 * the confirmation that follows credits nothing. `record`: when the provider's refund is the first
 * we hear of the payment, the facts to record it by (already reversed); without them an unknown
 * purchase answers `unknown`.
 */
export async function reversePurchase(
  tx: Db,
  input: {
    provider: PaymentProvider
    externalId: string
    reason: 'refund' | 'dispute'
    now: Date
    record?: PurchaseFacts
  },
): Promise<ReverseResult> {
  let [row] = await lockPurchase(tx, input.provider, input.externalId)
  if (!row && input.record) row = await beginPurchase(tx, input.record, input.now)
  if (!row) return { reversed: false, reason: 'unknown', purchase: null }
  if (row.status === 'reversed') return { reversed: false, reason: 'already_reversed', purchase: row }
  let balance: number | null = null
  if (row.status === 'credited') {
    const [profile] = await lockProfiles(tx, [row.userId])
    if (!profile) throw new Error(`purchase ${row.id} for a missing profile`)
    const balances = await applyLedger(
      tx,
      [
        {
          userId: row.userId,
          amount: -row.tokens,
          type: 'purchase_reversed',
          ...LEDGER_LINES.purchaseReversed(lineParams(row)),
        },
      ],
      { referenceId: `purchase:${row.id}`, now: input.now },
    )
    balance = balances.get(row.userId)!
  }
  const [updated] = await tx
    .update(purchases)
    .set({ status: 'reversed', reversedAt: input.now, reversedReason: input.reason })
    .where(eq(purchases.id, row.id))
    .returning()
  return { reversed: true, purchase: updated!, balance }
}

export type RestoreResult =
  | { restored: true; purchase: Purchase; balance: number }
  | { restored: false; reason: 'not_disputed' | 'unknown'; purchase: Purchase | null }

/**
 * Gives a disputed purchase's tokens back when the dispute closes in our favour: the payment
 * stands, so the pack does too. A ledger row of its own (kind `purchase_restored`), in the
 * caller's transaction, once: the purchase is credited again, so a second call finds nothing to
 * restore. A purchase refunded (not disputed), or never reversed, is left as it is.
 */
export async function restoreDisputedPurchase(
  tx: Db,
  input: { provider: PaymentProvider; externalId: string; now: Date },
): Promise<RestoreResult> {
  const [row] = await lockPurchase(tx, input.provider, input.externalId)
  if (!row) return { restored: false, reason: 'unknown', purchase: null }
  if (row.status !== 'reversed' || row.reversedReason !== 'dispute')
    return { restored: false, reason: 'not_disputed', purchase: row }
  const [profile] = await lockProfiles(tx, [row.userId])
  if (!profile) throw new Error(`purchase ${row.id} for a missing profile`)
  const balances = await applyLedger(
    tx,
    [
      {
        userId: row.userId,
        amount: row.tokens,
        type: 'purchase',
        ...LEDGER_LINES.purchaseRestored(lineParams(row)),
      },
    ],
    { referenceId: `purchase:${row.id}`, now: input.now },
  )
  const [updated] = await tx
    .update(purchases)
    // A dispute that came before the payment's confirmation left it uncredited: it is credited now.
    .set({
      status: 'credited',
      creditedAt: row.creditedAt ?? input.now,
      reversedAt: null,
      reversedReason: null,
    })
    .where(eq(purchases.id, row.id))
    .returning()
  return { restored: true, purchase: updated!, balance: balances.get(row.userId)! }
}
