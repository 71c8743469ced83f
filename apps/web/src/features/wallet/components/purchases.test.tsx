import {
  type PurchaseDto,
  purchaseListSchema,
  purchaseSchema,
  type TokenPacks,
  tokenPacksSchema,
  UNKNOWN_PRICE_CURRENCY,
  walletSchema,
} from '@mithaq/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paymentPage } from '../../../entities/tokens/use-buy-pack'
import { changeLocale } from '../../../i18n'
import { answer, api } from '../../../testing/api-answers'
import { buildWallet, minutesFromNow } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { WalletCard } from './wallet-card'

afterEach(async () => {
  vi.restoreAllMocks()
  await changeLocale('en')
})

const PACKS: TokenPacks = {
  web: 'stripe',
  packs: [
    {
      id: 'tokens-10',
      tokens: 10,
      prices: [
        { currency: 'usd', amountMinor: 299 },
        { currency: 'eur', amountMinor: 279 },
      ],
    },
    {
      id: 'tokens-25',
      tokens: 25,
      prices: [
        { currency: 'usd', amountMinor: 599 },
        { currency: 'eur', amountMinor: 549 },
      ],
    },
  ],
}

function purchase(overrides: Partial<PurchaseDto> = {}): PurchaseDto {
  return purchaseSchema.parse({
    id: 'p1',
    provider: 'stripe',
    externalId: 'cs_test_1',
    packId: 'tokens-10',
    tokens: 10,
    amountMinor: 299,
    currency: 'usd',
    status: 'pending',
    reversedReason: null,
    createdAt: minutesFromNow(-1),
    creditedAt: null,
    reversedAt: null,
    ...overrides,
  })
}

function serve({
  packs = PACKS,
  balance = 1,
  purchases = () => [] as PurchaseDto[],
}: {
  packs?: TokenPacks
  balance?: number | (() => number)
  purchases?: () => PurchaseDto[]
} = {}) {
  server.use(
    http.get(api('/payments/packs'), () => answer(tokenPacksSchema, packs)),
    http.get(api('/wallet'), () =>
      answer(walletSchema, buildWallet({ balance: typeof balance === 'function' ? balance() : balance })),
    ),
    http.get(api('/payments/purchases'), () => answer(purchaseListSchema, { purchases: purchases() })),
  )
}

describe('buying tokens in the wallet', () => {
  it("without payments: the quiet Buy Tokens button and the specification's 'Coming Soon' dialog, unchanged", async () => {
    serve({ packs: { web: null, packs: [] } })
    renderWithProviders(<WalletCard />)
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Tokens' }))
    const dialog = await screen.findByRole('dialog', { name: 'Token Purchasing Coming Soon!' })
    expect(dialog.textContent).toContain('Buying tokens is not available yet.')
    expect(screen.queryByText('Token packs')).toBeNull()
  })

  it('shows each pack with what it gives and its price in the first configured currency, then in another', async () => {
    serve()
    renderWithProviders(<WalletCard />)
    const card = await screen.findByRole('region', { name: 'Token Wallet' })
    expect(await within(card).findByText('Token packs')).toBeDefined()
    expect(within(card).getByText('Enough for 3 chat unlocks')).toBeDefined()
    expect(within(card).getByText('Enough for 8 chat unlocks')).toBeDefined()
    expect(within(card).getByRole('button', { name: 'Buy 10 tokens for $2.99' }).textContent).toBe('$2.99')
    expect(within(card).getByText(/not money: they have no cash value/)).toBeDefined()

    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Currency' }), 'eur')
    expect(within(card).getByRole('button', { name: 'Buy 25 tokens for €5.49' })).toBeDefined()
  })

  it('in French: prices written the French way', async () => {
    await changeLocale('fr')
    serve()
    renderWithProviders(<WalletCard />)
    const button = await screen.findByRole('button', { name: /^Acheter 10 jetons pour 2,99\s\$US$/ })
    expect(button).toBeDefined()
  })

  it('a pack asks the server for the payment page in the chosen currency and goes there', async () => {
    serve()
    let sent: unknown
    server.use(
      http.post(api('/payments/checkout'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ url: 'https://checkout.stripe.test/pay/cs_test_1' })
      }),
    )
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {})
    renderWithProviders(<WalletCard />)
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 25 tokens for $5.99' }))
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_test_1'))
    expect(sent).toEqual({ packId: 'tokens-25', currency: 'usd' })
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Opening the secure payment page…')
  })

  it('back from the payment page: Processing in a status region until credited, then the tokens and the new balance', async () => {
    let credited = false
    serve({
      balance: () => (credited ? 11 : 1),
      purchases: () => [purchase({ status: credited ? 'credited' : 'pending' })],
    })
    renderWithProviders(<WalletCard />, { path: '/app/account?purchase=cs_test_1' })
    const status = await screen.findByText('Processing your purchase')
    expect(status.closest('[role="status"]')).not.toBeNull()
    expect(await screen.findByText('1')).toBeDefined()
    credited = true
    expect(
      await screen.findByText('Thank you! 10 tokens added to your wallet.', {}, { timeout: 5000 }),
    ).toBeDefined()
    expect(await screen.findByText('11')).toBeDefined()
    // The history says the same.
    expect(screen.getByText('10 tokens for $2.99')).toBeDefined()
    expect(screen.getByText('Added')).toBeDefined()
  })

  it('a cancelled payment page says calmly that nothing was charged', async () => {
    serve()
    renderWithProviders(<WalletCard />, { path: '/app/account?checkout=cancelled' })
    const said = await screen.findByText('You left the payment page before paying, so nothing was charged.')
    expect(said.closest('[role="status"]')).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByText(/nothing was charged/)).toBeNull())
  })

  it('a Google Play purchase, whose price the store does not tell, is named by its tokens only', async () => {
    serve({
      purchases: () => [
        purchase({
          provider: 'google',
          amountMinor: 0,
          currency: UNKNOWN_PRICE_CURRENCY,
          status: 'credited',
          creditedAt: minutesFromNow(0),
        }),
      ],
    })
    server.use(
      http.get(api('/wallet'), () =>
        answer(
          walletSchema,
          buildWallet({
            balance: 11,
            transactions: [
              {
                id: 't1',
                amount: 10,
                type: 'purchase',
                kind: 'purchase',
                params: {
                  packId: 'tokens-10',
                  tokens: 10,
                  amountMinor: 0,
                  currency: UNKNOWN_PRICE_CURRENCY,
                  provider: 'google',
                },
                description: 'Purchase: 10 tokens',
                createdAt: minutesFromNow(0),
              },
            ],
          }),
        ),
      ),
    )
    renderWithProviders(<WalletCard />)
    const row = (await screen.findByText(/Google Play/)).closest('li') as HTMLElement
    expect(within(row).getByText('10 tokens')).toBeDefined()
    expect(await screen.findByText('Token pack bought')).toBeDefined()
    expect(document.body.textContent).not.toMatch(/XXX|0\.00/)
  })

  it('a balance below zero says why, and the history shows the refunded purchase', async () => {
    serve({
      balance: -4,
      purchases: () => [
        purchase({ status: 'reversed', reversedReason: 'refund', reversedAt: minutesFromNow(0) }),
      ],
    })
    renderWithProviders(<WalletCard />)
    expect(
      await screen.findByText(/Your balance is below zero because a purchase was refunded/),
    ).toBeDefined()
    expect(await screen.findByText('Refunded, tokens taken back')).toBeDefined()
  })
})
