import { z } from 'zod'
import { LEDGER_TYPES } from './token-economy'

export const tokenTransactionSchema = z.object({
  id: z.string(),
  /** Signed: credits positive, charges negative. */
  amount: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  description: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type TokenTransaction = z.infer<typeof tokenTransactionSchema>

/** The wallet card: the balance and the last WALLET_HISTORY_SIZE transactions, newest first. */
export const walletSchema = z.object({
  balance: z.number().int(),
  transactions: z.array(tokenTransactionSchema),
})
export type Wallet = z.infer<typeof walletSchema>
