import { isNamedLedgerKind, type LedgerKind, type TokenTransaction } from '@mithaq/domain'
import type { TextKey, Translator } from '@mithaq/i18n'
import type { ReactNode } from 'react'
import { isolate } from '../../../i18n/isolate'
import { formatPaid } from '../../../i18n/money'

/**
 * A ledger entry in the current language, worded from what it is: its kind and parameters, as
 * the server stored them (decision 305). The English description is shown only for an entry of
 * no known kind ('other'), and the operator's own words for a grant are shown as they wrote them.
 */
const KEYS: Record<Exclude<LedgerKind, 'other'>, TextKey> = {
  welcome: 'tokens.ledger.welcome',
  weekly_top_up: 'tokens.ledger.weeklyTopUp',
  operator_grant: 'tokens.ledger.operatorGrant',
  demo_grant: 'tokens.ledger.demoGrant',
  payment: 'tokens.ledger.payment',
  express_payment: 'tokens.ledger.expressPayment',
  refund: 'tokens.ledger.refund',
  payment_penalty: 'tokens.ledger.paymentPenalty',
  response_penalty: 'tokens.ledger.responsePenalty',
  unmatch_fee: 'tokens.ledger.unmatchFee',
  rematch: 'tokens.ledger.rematch',
  purchase: 'tokens.ledger.purchase',
  purchase_reversed: 'tokens.ledger.purchaseReversed',
  purchase_restored: 'tokens.ledger.purchaseRestored',
}

/** A purchase's line when its row carries no price (written before prices were stored). */
const UNPRICED: Record<'purchase' | 'purchase_reversed' | 'purchase_restored', TextKey> = {
  purchase: 'tokens.ledger.purchaseUnpriced',
  purchase_reversed: 'tokens.ledger.purchaseReversedUnpriced',
  purchase_restored: 'tokens.ledger.purchaseRestoredUnpriced',
}

export function ledgerText(t: Translator<TextKey>, transaction: TokenTransaction): ReactNode {
  const { kind, params, description } = transaction
  if (kind === 'other') return <bdi>{description}</bdi>
  if (kind === 'operator_grant' && params.note) return <bdi>{params.note}</bdi>
  if (kind === 'purchase' || kind === 'purchase_reversed' || kind === 'purchase_restored') {
    const price =
      params.amountMinor !== undefined && params.currency
        ? formatPaid(params.amountMinor, params.currency)
        : undefined
    if (price) return t(KEYS[kind], { price })
    return t(UNPRICED[kind])
  }
  if (!isNamedLedgerKind(kind)) return t(KEYS[kind])
  // A named entry always has its name; one without is shown as the server described it.
  if (!params.name) return <bdi>{description}</bdi>
  return t.rich<ReactNode>(KEYS[kind], isolate(params.name), { name: params.name, sex: params.sex ?? null })
}
