import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../testing/msw-server'

// The shell's build names the API's origin in the page (decision 211); set before the transport reads it.
const API = vi.hoisted(() => {
  const origin = 'https://api.mithaq.test'
  const meta = document.createElement('meta')
  meta.name = 'mithaq-api-origin'
  meta.content = origin
  document.head.append(meta)
  return origin
})

const { paymentPacksQueryOptions } = await import('./payments')
const { isNativeShell } = await import('./transport')
const { setStoreDevice } = await import('./store-purchases')
const { fakeStore } = await import('../testing/fake-store')

afterEach(() => setStoreDevice(undefined))

/** The server takes card payments for two packs. */
function servePacks() {
  server.use(
    http.get(`${API}/api/payments/packs`, () =>
      HttpResponse.json({
        web: 'stripe',
        packs: [
          { id: 'tokens-10', tokens: 10, prices: [{ currency: 'usd', amountMinor: 499 }] },
          { id: 'tokens-60', tokens: 60, prices: [{ currency: 'usd', amountMinor: 1999 }] },
        ],
      }),
    ),
  )
}

describe('token packs in the native shell', () => {
  it('never offers the web payment page: without store billing, buying is not offered (Coming Soon)', async () => {
    expect(isNativeShell).toBe(true)
    servePacks()
    const packs = await new QueryClient().fetchQuery(paymentPacksQueryOptions)
    expect(packs.channel).toBeNull()
    expect(packs.packs.map((p) => p.id)).toEqual(['tokens-10', 'tokens-60'])
  })

  it('with store billing, offers the packs the store sells, at the price the store shows', async () => {
    servePacks()
    fakeStore({ api: API, platform: 'android', prices: { tokens_10: '10,99 €' } })
    const packs = await new QueryClient().fetchQuery(paymentPacksQueryOptions)
    expect(packs.channel).toBe('store')
    expect(packs.store).toBe('google')
    // tokens-60 has no store product: not offered in the app.
    expect(packs.packs).toEqual([
      { id: 'tokens-10', tokens: 10, prices: [{ currency: 'usd', amountMinor: 499 }], storePrice: '10,99 €' },
    ])
  })
})
