import { LEDGER_DESCRIPTIONS, type TokenTransaction } from '@mithaq/domain'
import type { MessageKey, Translator } from '@mithaq/i18n'
import type { ReactNode } from 'react'
import { isolate } from '../../../i18n/isolate'

/**
 * A ledger entry in the current language. The server keeps one English description per entry
 * (`LEDGER_DESCRIPTIONS`, with the other person's name inside); its kind and name are read back
 * from that text, and the entry is worded again from the catalogue. A description of no known
 * kind (an operator's own words) is shown as it was written.
 */
type Kind = Exclude<keyof typeof LEDGER_DESCRIPTIONS, 'welcome' | 'weeklyTopUp' | 'operatorGrant'>
const NAMED_KINDS: Kind[] = [
  'expressPayment',
  'payment',
  'refund',
  'paymentPenalty',
  'responsePenalty',
  'unmatchFee',
  'rematch',
]
const MARK = '\u0000'
// Each named description split around its name: "Chat unlock with " + name + "".
const SHAPES = NAMED_KINDS.map((kind) => {
  const [before = '', after = ''] = LEDGER_DESCRIPTIONS[kind](MARK).split(MARK)
  return { kind, before, after }
})
const FIXED = {
  [LEDGER_DESCRIPTIONS.welcome]: 'tokens.ledger.welcome',
  [LEDGER_DESCRIPTIONS.weeklyTopUp]: 'tokens.ledger.weeklyTopUp',
  [LEDGER_DESCRIPTIONS.operatorGrant]: 'tokens.ledger.operatorGrant',
} as Record<string, MessageKey>

export function ledgerEntryKind(description: string): { key: MessageKey; name?: string } | null {
  const fixed = FIXED[description]
  if (fixed) return { key: fixed }
  for (const { kind, before, after } of SHAPES) {
    if (
      description.length > before.length + after.length &&
      description.startsWith(before) &&
      description.endsWith(after)
    ) {
      const name = description.slice(before.length, description.length - after.length)
      return { key: `tokens.ledger.${kind}` as MessageKey, name }
    }
  }
  return null
}

export function ledgerText(t: Translator<MessageKey>, transaction: TokenTransaction): ReactNode {
  const kind = ledgerEntryKind(transaction.description)
  if (!kind) return <bdi>{transaction.description}</bdi>
  if (kind.name === undefined) return t(kind.key)
  return t.rich<ReactNode>(kind.key, isolate(kind.name), { name: kind.name, sex: transaction.otherSex })
}
