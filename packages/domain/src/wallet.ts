import { z } from 'zod'
import { SEXES } from './profile'
import { LEDGER_TYPES } from './token-economy'

export const tokenTransactionSchema = z.object({
  id: z.string(),
  /** Signed: credits positive, charges negative. */
  amount: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  description: z.string(),
  /**
   * The sex of the other person of the entry's match, whom its description names: the words agree
   * with it in Arabic, Urdu and French (decision 300). Null for an entry of no match.
   */
  otherSex: z.enum(SEXES).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type TokenTransaction = z.infer<typeof tokenTransactionSchema>

/** The next weekly top-up, computed by the server with `nextWeeklyTopUp`; null when none is left. */
export const nextTopUpSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  /** Tokens it adds at today's balance (0 when the balance is already at `upTo`). */
  amount: z.number().int(),
  upTo: z.number().int(),
})
export type NextTopUpWire = z.infer<typeof nextTopUpSchema>

/**
 * The wallet card: the balance, the last WALLET_HISTORY_SIZE transactions, newest first, and the
 * next weekly top-up.
 */
export const walletSchema = z.object({
  balance: z.number().int(),
  transactions: z.array(tokenTransactionSchema),
  nextTopUp: nextTopUpSchema.nullable(),
})
export type Wallet = z.infer<typeof walletSchema>
