import { z } from 'zod'
import { LEDGER_KINDS, ledgerParamsSchema } from './ledger'
import { LEDGER_TYPES } from './token-economy'

export const tokenTransactionSchema = z.object({
  id: z.string(),
  /** Signed: credits positive, charges negative. */
  amount: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  /**
   * What the entry is, and its parameters: the wallet words it from these (decision 305). A kind
   * this client does not know yet (an app built before it) is read as 'other': the wallet then
   * shows the English description instead of refusing the whole history.
   */
  kind: z.enum(LEDGER_KINDS).catch('other'),
  params: ledgerParamsSchema,
  /** English, kept for older clients; the wallet shows it only for kind 'other'. */
  description: z.string(),
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
