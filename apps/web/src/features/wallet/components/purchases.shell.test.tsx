import { purchaseListSchema, walletSchema } from '@mithaq/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, answerError } from '../../../testing/api-answers'
import { buildWallet } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'

// The native shell: its build names the API's origin in the page (decision 211), set before the
// transport reads it. The store is the phone's side, faked (testing/fake-store.ts); the server is msw.
const API = vi.hoisted(() => {
  const origin = 'https://api.mithaq.test'
  const meta = document.createElement('meta')
  meta.name = 'mithaq-api-origin'
  meta.content = origin
  document.head.append(meta)
  return origin
})

const { WalletCard } = await import('./wallet-card')
const { fakeStore } = await import('../../../testing/fake-store')
const { resetStoreUpdates, setStoreDevice } = await import('../../../lib/store-purchases')

afterEach(() => {
  setStoreDevice(undefined)
  resetStoreUpdates()
})

/** The server: two packs with card prices, a wallet whose balance `balance()` says, the purchases read. */
function serve(balance: () => number) {
  const reads = { purchases: 0 }
  server.use(
    http.get(`${API}/api/payments/packs`, () =>
      HttpResponse.json({
        web: 'stripe',
        packs: [
          { id: 'tokens-10', tokens: 10, prices: [{ currency: 'usd', amountMinor: 299 }] },
          { id: 'tokens-25', tokens: 25, prices: [{ currency: 'usd', amountMinor: 599 }] },
        ],
      }),
    ),
    http.get(`${API}/api/wallet`, () => answer(walletSchema, buildWallet({ balance: balance() }))),
    http.get(`${API}/api/payments/purchases`, () => {
      reads.purchases += 1
      return answer(purchaseListSchema, { purchases: [] })
    }),
  )
  return reads
}

describe('buying tokens in the apps, through the store', () => {
  it("shows the store's own price, buys through the store, and says the tokens were added with the new balance", async () => {
    let balance = 4
    const reads = serve(() => balance)
    const phone = fakeStore({ api: API, prices: { tokens_10: '10,99 €', tokens_25: '24,99 €' }, balance: 14 })
    renderWithProviders(<WalletCard />)
    const card = await screen.findByRole('region', { name: 'Token Wallet' })
    const button = await within(card).findByRole('button', { name: 'Buy 10 tokens for 10,99 €' })
    expect(button.textContent).toBe('10,99 €')
    // The store sets the currency: no card currencies to choose, and no word of Stripe.
    expect(within(card).queryByRole('combobox', { name: 'Currency' })).toBeNull()
    expect(within(card).getByText(/Payments are handled by Google Play/)).toBeDefined()
    expect(await within(card).findByText('4')).toBeDefined()
    await waitFor(() => expect(reads.purchases).toBe(1))

    balance = 14
    await userEvent.click(button)
    const status = await within(card).findByText('Thank you! 10 tokens added to your wallet.')
    expect(status.getAttribute('role')).toBe('status')
    expect(phone.log).toEqual(['purchase tokens_10', 'server google'])
    expect(await within(card).findByText('14')).toBeDefined()
    await waitFor(() => expect(reads.purchases).toBe(2))
  })

  it('a purchase sheet closed without buying says calmly that nothing was charged', async () => {
    serve(() => 4)
    const phone = fakeStore({
      api: API,
      purchase: async () => {
        throw new Error('User cancelled')
      },
    })
    renderWithProviders(<WalletCard />)
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 10 tokens for 10,99 €' }))
    const said = await screen.findByText('The purchase was cancelled, so nothing was charged.')
    expect(said.getAttribute('role')).toBe('status')
    expect(phone.log).toEqual(['purchase tokens_10'])
  })

  it('a payment the store holds (Ask to Buy) says the tokens come when it clears', async () => {
    serve(() => 4)
    fakeStore({
      api: API,
      purchase: async () => {
        throw new Error('Purchase is pending')
      },
    })
    renderWithProviders(<WalletCard />)
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 10 tokens for 10,99 €' }))
    const said = await screen.findByText(/The store is holding your payment until it is approved/)
    expect(said.getAttribute('role')).toBe('status')
  })

  it("the server's refusal (the daily cap) is said in its words, and no purchase sheet opens", async () => {
    serve(() => 4)
    const phone = fakeStore({ api: API })
    server.use(
      http.post(`${API}/api/payments/store-intent`, () =>
        answerError(409, 'CONFLICT', 'You have reached today’s limit of 120 tokens bought.'),
      ),
    )
    renderWithProviders(<WalletCard />)
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 10 tokens for 10,99 €' }))
    const said = await screen.findByRole('alert')
    expect(said.textContent).toBe('You have reached today’s limit of 120 tokens bought.')
    expect(phone.log).toEqual([])
  })

  it('a pack the store stopped selling says so clearly', async () => {
    serve(() => 4)
    fakeStore({ api: API })
    renderWithProviders(<WalletCard />)
    const button = await screen.findByRole('button', { name: 'Buy 10 tokens for 10,99 €' })
    server.use(
      http.get(`${API}/api/payments/store-products`, () =>
        HttpResponse.json({ apple: {}, google: {}, accountToken: '0b7c0a5e-2d1f-4c3b-9a8e-6f5d4c3b2a10' }),
      ),
    )
    await userEvent.click(button)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This pack cannot be bought in the store right now, so nothing was charged.',
    )
  })

  it('on iOS, a purchase approved outside the sheet (Ask to Buy) is credited and the balance read again', async () => {
    let balance = 4
    serve(() => balance)
    const phone = fakeStore({ api: API, platform: 'ios', prices: { 'app.mithaq.tokens10': '$9.99' } })
    renderWithProviders(<WalletCard />)
    expect(await screen.findByRole('button', { name: 'Buy 10 tokens for $9.99' })).toBeDefined()
    await waitFor(() => expect(phone.listeners.has('transactionUpdated')).toBe(true))
    balance = 14
    phone.listeners.get('transactionUpdated')?.({
      transactionId: '2000000000000109',
      productIdentifier: 'app.mithaq.tokens10',
      jwsRepresentation: 'ddd.eee.fff',
    })
    expect(await screen.findByText('14')).toBeDefined()
    expect(phone.log).toEqual(['server apple'])
  })

  it("without store billing on the phone: the quiet Buy Tokens button and 'Coming Soon', never the payment page", async () => {
    serve(() => 4)
    renderWithProviders(<WalletCard />)
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Tokens' }))
    expect(await screen.findByRole('dialog', { name: 'Token Purchasing Coming Soon!' })).toBeDefined()
    expect(screen.queryByText('Token packs')).toBeNull()
  })
})
