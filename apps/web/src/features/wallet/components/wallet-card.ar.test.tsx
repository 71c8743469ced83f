import { LEDGER_DESCRIPTIONS, walletSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../i18n'
import { answer, api } from '../../../testing/api-answers'
import { buildWallet, minutesFromNow } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { WalletCard } from './wallet-card'

afterEach(() => changeLocale('en'))

const wallet = buildWallet({
  balance: 7,
  nextTopUp: { at: minutesFromNow(3 * 24 * 60), amount: 3, upTo: 10 },
  transactions: [
    {
      id: 't1',
      amount: -3,
      type: 'payment',
      description: LEDGER_DESCRIPTIONS.payment('Amina'),
      otherSex: 'female',
      createdAt: minutesFromNow(-60),
    },
    {
      id: 't2',
      amount: 10,
      type: 'grant',
      description: LEDGER_DESCRIPTIONS.welcome,
      otherSex: null,
      createdAt: minutesFromNow(-120),
    },
    {
      id: 't3',
      amount: 5,
      type: 'grant',
      description: 'Eid gift from the team',
      otherSex: null,
      createdAt: minutesFromNow(-180),
    },
  ],
})

function walletServer() {
  server.use(http.get(api('/wallet'), () => answer(walletSchema, wallet)))
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
    expect(entries[1]!.textContent).toContain('عملات الترحيب')
    // An operator's own words are shown as written, isolated.
    expect(within(entries[2]!).getByText('Eid gift from the team').tagName).toBe('BDI')
  })

  it('in English: the same entries read as the server wrote them', async () => {
    walletServer()
    renderWithProviders(<WalletCard />)

    const card = await screen.findByRole('region', { name: 'Token Wallet' })
    expect(await within(card).findByText('7')).toBeDefined()
    const entries = within(card).getAllByRole('listitem')
    expect(within(entries[0]!).getByText('Chat unlock with Amina')).toBeDefined()
    expect(within(entries[0]!).getByText('minus 3 tokens')).toBeDefined()
    expect(within(entries[1]!).getByText('Welcome tokens')).toBeDefined()
    expect(
      within(card).getByText(
        /^Next weekly top-up: \+3 tokens on \w+day, \w+ \d+ \(back up to 10 tokens\)\.$/,
      ),
    ).toBeDefined()
  })
})
