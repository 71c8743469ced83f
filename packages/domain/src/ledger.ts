import { z } from 'zod'
import { SEXES } from './profile'

/**
 * What a ledger row is (decision 305). The server stores the kind and its parameters beside the
 * English description, and the wallet words the row from them in the member's language. One kind
 * per sentence the server writes; 'other' is a row of no known kind (written before the kinds
 * existed, in words the backfill did not recognise), shown with its stored description.
 */
export const LEDGER_KINDS = [
  'welcome',
  'weekly_top_up',
  'operator_grant',
  'demo_grant',
  'payment',
  'express_payment',
  'refund',
  'payment_penalty',
  'response_penalty',
  'unmatch_fee',
  'rematch',
  'purchase',
  'purchase_reversed',
  'purchase_restored',
  'other',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** The kinds about another member: their params name that person (and give their sex). */
export const NAMED_LEDGER_KINDS = [
  'payment',
  'express_payment',
  'refund',
  'payment_penalty',
  'response_penalty',
  'unmatch_fee',
  'rematch',
] as const satisfies readonly LedgerKind[]
export type NamedLedgerKind = (typeof NAMED_LEDGER_KINDS)[number]

export const isNamedLedgerKind = (kind: LedgerKind): kind is NamedLedgerKind =>
  (NAMED_LEDGER_KINDS as readonly LedgerKind[]).includes(kind)

/**
 * A row's parameters. `name` and `sex` (the other member, as their profile had it) for the named
 * kinds; `sex` may be missing on a row written before it was stored (the translation then uses its
 * 'other' form). `note`: the operator's own words for a grant, when given.
 */
export const ledgerParamsSchema = z.object({
  name: z.string().min(1).optional(),
  sex: z.enum(SEXES).optional(),
  note: z.string().min(1).optional(),
  /** A purchase and its reversal (decision 450): the pack, its tokens, what was paid, and where. */
  packId: z.string().min(1).optional(),
  tokens: z.number().int().positive().optional(),
  amountMinor: z.number().int().nonnegative().optional(),
  /** ISO 4217, lower case as the payment providers write it ('eur'). */
  currency: z.string().length(3).optional(),
  provider: z.enum(['stripe', 'apple', 'google']).optional(),
})
export type LedgerParams = z.infer<typeof ledgerParamsSchema>

/** Readable English descriptions: the API keeps them for old clients, and the export shows them. */
export const LEDGER_DESCRIPTIONS = {
  welcome: 'Welcome tokens',
  weeklyTopUp: 'Weekly token top-up',
  /** The operator's add-tokens command, when it is given no description of its own. */
  operatorGrant: 'Tokens from the Mithaq team',
  demoGrant: 'Demo community tokens',
  payment: (name: string) => `Chat unlock with ${name}`,
  expressPayment: (name: string) => `Express chat unlock with ${name}`,
  refund: (name: string) => `Refund: chat with ${name} was not unlocked`,
  paymentPenalty: (name: string) => `Penalty: chat with ${name} was not unlocked in time`,
  responsePenalty: (name: string) => `Penalty: no reply to ${name} in time`,
  unmatchFee: (name: string) => `Unmatch fee (${name})`,
  rematch: (name: string) => `Rematch with ${name}`,
  purchase: (tokens: number) => `Purchase: ${tokens} tokens`,
  purchaseReversed: (tokens: number) => `Purchase refunded: ${tokens} tokens taken back`,
  purchaseRestored: (tokens: number) => `Dispute closed in our favour: ${tokens} tokens given back`,
} as const

/** What a purchase row says about the purchase (decision 450). */
export interface PurchaseLineParams {
  packId: string
  tokens: number
  amountMinor: number
  currency: string
  provider: 'stripe' | 'apple' | 'google'
}

/** A row as the server writes it: what it is, and its English description. */
export type LedgerLine =
  | { kind: 'welcome' | 'weekly_top_up' | 'demo_grant'; params: Record<string, never>; description: string }
  | { kind: 'operator_grant'; params: { note?: string }; description: string }
  | { kind: NamedLedgerKind; params: { name: string; sex: (typeof SEXES)[number] }; description: string }
  | {
      kind: 'purchase' | 'purchase_reversed' | 'purchase_restored'
      params: PurchaseLineParams
      description: string
    }

const NAMED_DESCRIPTION: Record<NamedLedgerKind, (name: string) => string> = {
  payment: LEDGER_DESCRIPTIONS.payment,
  express_payment: LEDGER_DESCRIPTIONS.expressPayment,
  refund: LEDGER_DESCRIPTIONS.refund,
  payment_penalty: LEDGER_DESCRIPTIONS.paymentPenalty,
  response_penalty: LEDGER_DESCRIPTIONS.responsePenalty,
  unmatch_fee: LEDGER_DESCRIPTIONS.unmatchFee,
  rematch: LEDGER_DESCRIPTIONS.rematch,
}

/** The lines the server writes, each with its English description. */
export const LEDGER_LINES = {
  welcome: (): LedgerLine => ({ kind: 'welcome', params: {}, description: LEDGER_DESCRIPTIONS.welcome }),
  weeklyTopUp: (): LedgerLine => ({
    kind: 'weekly_top_up',
    params: {},
    description: LEDGER_DESCRIPTIONS.weeklyTopUp,
  }),
  demoGrant: (): LedgerLine => ({
    kind: 'demo_grant',
    params: {},
    description: LEDGER_DESCRIPTIONS.demoGrant,
  }),
  /** The operator's grant, with their own words when they gave some. */
  operatorGrant: (note?: string): LedgerLine => {
    const words = note?.trim()
    return words
      ? { kind: 'operator_grant', params: { note: words }, description: words }
      : { kind: 'operator_grant', params: {}, description: LEDGER_DESCRIPTIONS.operatorGrant }
  },
  /** A line about another member: `other` is that member, as their profile has them now. */
  named: (kind: NamedLedgerKind, other: { name: string; sex: (typeof SEXES)[number] }): LedgerLine => ({
    kind,
    params: { name: other.name, sex: other.sex },
    description: NAMED_DESCRIPTION[kind](other.name),
  }),
  /** A pack bought (credited once its payment is confirmed). */
  purchase: (p: PurchaseLineParams): LedgerLine => ({
    kind: 'purchase',
    params: { ...p },
    description: LEDGER_DESCRIPTIONS.purchase(p.tokens),
  }),
  /** A purchase refunded or disputed: the pack's tokens taken back. */
  purchaseReversed: (p: PurchaseLineParams): LedgerLine => ({
    kind: 'purchase_reversed',
    params: { ...p },
    description: LEDGER_DESCRIPTIONS.purchaseReversed(p.tokens),
  }),
  /** A disputed purchase whose dispute closed in our favour: the payment stands, so do its tokens. */
  purchaseRestored: (p: PurchaseLineParams): LedgerLine => ({
    kind: 'purchase_restored',
    params: { ...p },
    description: LEDGER_DESCRIPTIONS.purchaseRestored(p.tokens),
  }),
}
