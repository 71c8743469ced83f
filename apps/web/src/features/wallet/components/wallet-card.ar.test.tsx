import {
  LEDGER_LINES,
  type LedgerLine,
  NAMED_LEDGER_KINDS,
  type TokenTransaction,
  walletSchema,
} from '@mithaq/domain'
import { render, screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale, useT } from '../../../i18n'
import { answer, api } from '../../../testing/api-answers'
import { buildWallet, minutesFromNow } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ledgerText } from './ledger-text'
import { WalletCard } from './wallet-card'

afterEach(() => changeLocale('en'))

let n = 0
function entry(line: LedgerLine, amount: number, type: TokenTransaction['type'], description?: string) {
  n += 1
  return {
    id: `t${n}`,
    amount,
    type,
    kind: line.kind,
    params: line.params,
    // The wallet words an entry from its kind: a reworded description must change nothing.
    description: description ?? line.description,
    createdAt: minutesFromNow(-60 * n),
  } satisfies TokenTransaction
}

const amina = { name: 'Amina', sex: 'female' } as const
const wallet = buildWallet({
  balance: 7,
  nextTopUp: { at: minutesFromNow(3 * 24 * 60), amount: 3, upTo: 10 },
  transactions: [
    entry(LEDGER_LINES.named('payment', amina), -3, 'payment', 'Paid to open a chat with Amina'),
    entry(LEDGER_LINES.named('refund', amina), 3, 'refund', 'Money back'),
    entry(LEDGER_LINES.welcome(), 10, 'grant', 'Hello and welcome!'),
    {
      ...entry(LEDGER_LINES.welcome(), 5, 'grant'),
      kind: 'other',
      params: {},
      description: 'Eid gift from the team',
    },
  ],
})

function walletServer() {
  server.use(http.get(api('/wallet'), () => answer(walletSchema, wallet)))
}

/** Every kind the server writes, and the Arabic the wallet shows for it. */
const ARABIC: [TokenTransaction, string][] = [
  [entry(LEDGER_LINES.welcome(), 10, 'grant'), 'عملات الترحيب'],
  [entry(LEDGER_LINES.weeklyTopUp(), 6, 'grant'), 'التعبئة الأسبوعية للعملات'],
  [entry(LEDGER_LINES.operatorGrant(), 5, 'grant'), 'عملات من فريق ميثاق'],
  [entry(LEDGER_LINES.demoGrant(), 10, 'grant'), 'عملات المجتمع التجريبي'],
  [entry(LEDGER_LINES.named('payment', amina), -3, 'payment'), 'فتح المحادثة مع Amina'],
  [entry(LEDGER_LINES.named('express_payment', amina), -6, 'express_payment'), 'فتح سريع للمحادثة مع Amina'],
  [entry(LEDGER_LINES.named('refund', amina), 3, 'refund'), 'استرداد: لم تُفتح المحادثة مع Amina'],
  [
    entry(LEDGER_LINES.named('payment_penalty', amina), -1, 'penalty'),
    'غرامة: لم تُفتح المحادثة مع Amina في الوقت المحدد',
  ],
  [
    entry(LEDGER_LINES.named('response_penalty', amina), -1, 'penalty'),
    'غرامة: لم يصل ردّك إلى Amina في الوقت المحدد',
  ],
  [entry(LEDGER_LINES.named('unmatch_fee', amina), -1, 'unmatch_fee'), 'رسوم إلغاء التوافق (Amina)'],
  [entry(LEDGER_LINES.named('rematch', amina), -3, 'rematch'), 'إعادة التوافق مع Amina'],
]

function Line({ transaction }: { transaction: TokenTransaction }) {
  const t = useT()
  return <p data-testid="line">{ledgerText(t, transaction)}</p>
}

describe('the token wallet', () => {
  it('in Arabic: Arabic-Indic digits in the balance, the next top-up and the ledger, entries worded by kind', async () => {
    await changeLocale('ar')
    walletServer()
    renderWithProviders(<WalletCard />)

    const card = await screen.findByRole('region', { name: 'محفظة العملات' })
    expect(document.documentElement.dir).toBe('rtl')
    expect(await within(card).findByText('٧')).toBeDefined()
    // Every figure in a sentence, the weeks of the rule too, in Arabic-Indic digits.
    expect(within(card).getByText(/^خلال أسابيعك الـ٨ الأولى/)).toBeDefined()
    const topUp = within(card).getByText(/^التعبئة الأسبوعية التالية: /)
    expect(topUp.textContent).toContain('٣ عملات')
    expect(topUp.textContent).toMatch(/[\u0660-\u0669]/)
    expect(topUp.textContent).not.toMatch(/[0-9]/)

    const entries = within(card).getAllByRole('listitem')
    expect(entries[0]!.textContent).toContain('فتح المحادثة مع Amina')
    expect(entries[0]!.querySelector('bdi')?.textContent).toBe('Amina')
    expect(entries[0]!.querySelector('time')?.textContent).toMatch(/[\u0660-\u0669]/)
    expect(entries[1]!.textContent).toContain('استرداد: لم تُفتح المحادثة مع Amina')
    expect(entries[2]!.textContent).toContain('عملات الترحيب')
    // An entry of no known kind is shown as written, isolated.
    expect(within(entries[3]!).getByText('Eid gift from the team').tagName).toBe('BDI')
    expect(card.textContent).not.toMatch(/Paid to open|Money back|Hello and welcome/)
  })

  it('in Arabic: every kind the server writes is worded in Arabic, with the name isolated', async () => {
    await changeLocale('ar')
    const kinds = new Set(ARABIC.map(([tx]) => tx.kind))
    expect(kinds.size).toBe(ARABIC.length)
    for (const kind of NAMED_LEDGER_KINDS) expect(kinds).toContain(kind)
    for (const [transaction, arabic] of ARABIC) {
      const { unmount } = render(<Line transaction={transaction} />)
      const line = screen.getByTestId('line')
      expect(line.textContent).toBe(arabic)
      if (transaction.params.name) expect(line.querySelector('bdi')?.textContent).toBe('Amina')
      unmount()
    }
  })

  it('in Arabic: a purchase given back after a dispute is worded as such, with its price or without', async () => {
    await changeLocale('ar')
    const pack = {
      packId: 'tokens-10',
      tokens: 10,
      amountMinor: 499,
      currency: 'usd',
      provider: 'stripe',
    } as const
    const priced = entry(LEDGER_LINES.purchaseRestored(pack), 10, 'purchase')
    const { unmount } = render(<Line transaction={priced} />)
    const text = screen.getByTestId('line').textContent ?? ''
    expect(text.startsWith('أُغلق الاعتراض على عملية شراء (')).toBe(true)
    expect(text.endsWith('): أُعيدت عملاتها')).toBe(true)
    unmount()
    render(<Line transaction={{ ...priced, params: { packId: 'tokens-10', tokens: 10 } }} />)
    expect(screen.getByTestId('line').textContent).toBe('أُغلق الاعتراض على عملية شراء: أُعيدت عملاتها')
  })

  it("in Arabic: an operator's own words for a grant are shown as written", async () => {
    await changeLocale('ar')
    render(<Line transaction={entry(LEDGER_LINES.operatorGrant('Eid gift'), 5, 'grant')} />)
    expect(screen.getByTestId('line').textContent).toBe('Eid gift')
    expect(screen.getByText('Eid gift').tagName).toBe('BDI')
  })

  it('in English: the same entries read as the catalogue words them', async () => {
    walletServer()
    renderWithProviders(<WalletCard />)

    const card = await screen.findByRole('region', { name: 'Token Wallet' })
    expect(await within(card).findByText('7')).toBeDefined()
    const entries = within(card).getAllByRole('listitem')
    expect(within(entries[0]!).getByText('Chat unlock with Amina')).toBeDefined()
    expect(within(entries[0]!).getByText('minus 3 tokens')).toBeDefined()
    expect(within(entries[1]!).getByText('Refund: chat with Amina was not unlocked')).toBeDefined()
    expect(within(entries[2]!).getByText('Welcome tokens')).toBeDefined()
    expect(
      within(card).getByText(
        /^Next weekly top-up: \+3 tokens on \w+day, \w+ \d+ \(back up to 10 tokens\)\.$/,
      ),
    ).toBeDefined()
  })
})
