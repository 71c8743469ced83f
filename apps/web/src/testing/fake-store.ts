import { HttpResponse, http } from 'msw'
import { type StoreDevice, setStoreDevice } from '../lib/store-purchases'
import { server } from './msw-server'

/**
 * The phone's side of a store purchase in the native shell: a stand-in for @capgo/native-purchases
 * (the one thing faked, it is the phone and the store), and the server's store routes answered
 * through msw at the shell's API origin. `log` records what happened, in order.
 */
export function fakeStore({
  api,
  platform = 'android',
  prices = { tokens_10: '10,99 €' },
  purchase = async () => ({
    transactionId: 'GPA.1',
    productIdentifier: 'tokens_10',
    purchaseToken: 'play-1',
  }),
  balance = 14,
}: {
  /** The shell's API origin. */
  api: string
  platform?: 'ios' | 'android'
  /** The store's products and their localized prices. */
  prices?: Record<string, string>
  purchase?: () => Promise<object>
  balance?: number
}) {
  const log: string[] = []
  const listeners = new Map<string, (t: unknown) => void>()
  const purchases = {
    isBillingSupported: async () => ({ isBillingSupported: true }),
    getProducts: async ({ productIdentifiers }: { productIdentifiers: string[] }) => ({
      products: productIdentifiers
        .filter((id) => prices[id])
        .map((identifier) => ({ identifier, priceString: prices[identifier] })),
    }),
    purchaseProduct: async ({ productIdentifier }: { productIdentifier: string }) => {
      log.push(`purchase ${productIdentifier}`)
      return purchase()
    },
    acknowledgePurchase: async ({ purchaseToken }: { purchaseToken: string }) => {
      log.push(`finish ${purchaseToken}`)
    },
    consumePurchase: async ({ purchaseToken }: { purchaseToken: string }) => {
      log.push(`consume ${purchaseToken}`)
    },
    addListener: async (event: string, listener: (t: unknown) => void) => {
      listeners.set(event, listener)
      return { remove: async () => void listeners.delete(event) }
    },
  }
  setStoreDevice({ purchases: purchases as unknown as StoreDevice['purchases'], platform })
  server.use(
    http.get(`${api}/api/payments/store-products`, () =>
      HttpResponse.json({
        apple: { 'tokens-10': 'app.mithaq.tokens10', 'tokens-25': 'app.mithaq.tokens25' },
        google: { 'tokens-10': 'tokens_10', 'tokens-25': 'tokens_25' },
        accountToken: '0b7c0a5e-2d1f-4c3b-9a8e-6f5d4c3b2a10',
      }),
    ),
    http.post(`${api}/api/payments/store-intent`, () => HttpResponse.json({ ok: true })),
    http.post(`${api}/api/payments/:store`, ({ params }) => {
      log.push(`server ${params.store}`)
      return HttpResponse.json({
        status: 'credited',
        packId: 'tokens-10',
        tokens: 10,
        balance,
        consumed: true,
      })
    }),
  )
  return { log, listeners }
}
