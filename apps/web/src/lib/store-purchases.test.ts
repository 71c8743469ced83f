import { applePurchaseSchema, googlePurchaseSchema, storePurchaseResultSchema } from '@mithaq/domain'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../testing/msw-server'

// The native shell's build names the API's origin in the page (decision 211). The purchases
// plugin is the one thing faked: it is the phone and the store, outside our system.
const API = vi.hoisted(() => {
  const origin = 'https://api.mithaq.test'
  const meta = document.createElement('meta')
  meta.name = 'mithaq-api-origin'
  meta.content = origin
  document.head.append(meta)
  return origin
})

const store = await import('./store-purchases')
const { sessionToken } = await import('./session-token')
const { ApiError } = await import('./api-client')

const ACCOUNT = '0b7c0a5e-2d1f-4c3b-9a8e-6f5d4c3b2a10'

/** A stand-in for @capgo/native-purchases on one platform, recording the order of what happened. */
function fakeStore(platform: 'ios' | 'android', purchase: () => Promise<object>) {
  const log: string[] = []
  const listeners = new Map<string, (t: unknown) => void>()
  const purchases = {
    isBillingSupported: async () => ({ isBillingSupported: true }),
    purchaseProduct: async (options: object) => {
      log.push(`purchase ${JSON.stringify(options)}`)
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
  store.setStoreDevice({
    purchases: purchases as unknown as import('./store-purchases').StoreDevice['purchases'],
    platform,
  })
  return { log, listeners }
}

/** The server's side: the products, and what reached the purchase routes (logged in order). */
function serverAnswers(
  log: string[],
  answer: (path: string) => Response,
  intent: () => Response = () => HttpResponse.json({ ok: true }),
) {
  const bodies: { path: string; body: unknown; authorization: string | null }[] = []
  server.use(
    http.get(`${API}/api/payments/store-products`, () =>
      HttpResponse.json({
        apple: { 'tokens-10': 'app.mithaq.tokens10' },
        google: { 'tokens-10': 'tokens_10' },
        accountToken: ACCOUNT,
      }),
    ),
    http.post(`${API}/api/payments/store-intent`, async ({ request }) => {
      log.push(`intent ${((await request.json()) as { packId: string }).packId}`)
      return intent()
    }),
    http.post(`${API}/api/payments/:store`, async ({ request, params }) => {
      const path = `/api/payments/${params.store}`
      bodies.push({ path, body: await request.json(), authorization: request.headers.get('authorization') })
      log.push(`server ${path}`)
      return answer(path)
    }),
  )
  return bodies
}

const credited = (consumed: boolean) =>
  HttpResponse.json(
    storePurchaseResultSchema.parse({
      status: 'credited',
      packId: 'tokens-10',
      tokens: 10,
      balance: 14,
      consumed,
    }),
  )

afterEach(async () => {
  store.setStoreDevice(undefined)
  store.resetStoreUpdates()
  await sessionToken.clear()
})

describe('buying a pack in the App Store', () => {
  it("buys the pack's product with the account token, sends Apple's signed transaction, and finishes it only after the server's OK", async () => {
    await sessionToken.set('bearer-token-1')
    const phone = fakeStore('ios', async () => ({
      transactionId: '2000000000000101',
      productIdentifier: 'app.mithaq.tokens10',
      jwsRepresentation: 'aaa.bbb.ccc',
    }))
    const bodies = serverAnswers(phone.log, () => credited(false))
    const outcome = await store.buyInStore('tokens-10')
    expect(outcome).toEqual({
      kind: 'done',
      status: 'credited',
      packId: 'tokens-10',
      tokens: 10,
      balance: 14,
      consumed: false,
    })
    expect(phone.log).toEqual([
      'intent tokens-10',
      `purchase ${JSON.stringify({
        productIdentifier: 'app.mithaq.tokens10',
        productType: 'inapp',
        quantity: 1,
        appAccountToken: ACCOUNT,
        isConsumable: false,
        autoAcknowledgePurchases: false,
      })}`,
      'server /api/payments/apple',
      'finish 2000000000000101',
    ])
    expect(applePurchaseSchema.parse(bodies[0]?.body)).toEqual({ signedTransaction: 'aaa.bbb.ccc' })
    expect(bodies[0]?.authorization).toBe('Bearer bearer-token-1')
  })

  it('leaves the transaction unfinished when the server refuses it, and says why', async () => {
    const phone = fakeStore('ios', async () => ({
      transactionId: '2000000000000102',
      productIdentifier: 'app.mithaq.tokens10',
      jwsRepresentation: 'aaa.bbb.ccc',
    }))
    serverAnswers(phone.log, () =>
      HttpResponse.json(
        { code: 'VALIDATION_FAILED', message: 'The store could not confirm this purchase.' },
        { status: 400 },
      ),
    )
    const failure = await store.buyInStore('tokens-10').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(phone.log.at(-1)).toBe('server /api/payments/apple')
    expect(phone.log.some((l) => l.startsWith('finish'))).toBe(false)
  })

  it('posts nothing when the member closes the purchase sheet, and tells a pending purchase apart', async () => {
    const cancelled = fakeStore('ios', async () => {
      throw new Error('User cancelled')
    })
    serverAnswers(cancelled.log, () => credited(false))
    expect(await store.buyInStore('tokens-10')).toEqual({ kind: 'cancelled' })
    expect(cancelled.log.filter((l) => l.startsWith('server'))).toEqual([])

    const pending = fakeStore('ios', async () => {
      throw new Error('Transaction pending')
    })
    serverAnswers(pending.log, () => credited(false))
    expect(await store.buyInStore('tokens-10')).toEqual({ kind: 'pending' })
    expect(pending.log.filter((l) => l.startsWith('server'))).toEqual([])
  })

  it('sends a transaction iOS completes later (Ask to Buy) to the server', async () => {
    const phone = fakeStore('ios', async () => ({}))
    const bodies = serverAnswers(phone.log, () => credited(false))
    const seen: number[] = []
    await store.listenForStoreUpdates((result) => seen.push(result.balance))
    phone.listeners.get('transactionUpdated')?.({
      transactionId: '2000000000000109',
      productIdentifier: 'app.mithaq.tokens10',
      jwsRepresentation: 'ddd.eee.fff',
    })
    await expect.poll(() => seen).toEqual([14])
    expect(bodies.map((b) => b.body)).toEqual([{ signedTransaction: 'ddd.eee.fff' }])
  })
})

describe('buying a pack in Google Play', () => {
  it('sends the product and purchase token, and does not consume what the server consumed', async () => {
    const phone = fakeStore('android', async () => ({
      transactionId: 'GPA.3300-0000-0000-00001',
      productIdentifier: 'tokens_10',
      purchaseToken: 'play-token-1',
    }))
    const bodies = serverAnswers(phone.log, () => credited(true))
    expect(await store.buyInStore('tokens-10')).toMatchObject({ kind: 'done', balance: 14, consumed: true })
    expect(googlePurchaseSchema.parse(bodies[0]?.body)).toEqual({
      productId: 'tokens_10',
      purchaseToken: 'play-token-1',
    })
    expect(phone.log.slice(2)).toEqual(['server /api/payments/google'])
  })

  it('consumes it on the phone when the server credited it but could not consume it', async () => {
    const phone = fakeStore('android', async () => ({
      transactionId: 'GPA.3300-0000-0000-00002',
      productIdentifier: 'tokens_10',
      purchaseToken: 'play-token-2',
    }))
    serverAnswers(phone.log, () => credited(false))
    await store.buyInStore('tokens-10')
    expect(phone.log.slice(2)).toEqual(['server /api/payments/google', 'consume play-token-2'])
  })

  it('refuses a pack the store does not sell, before any purchase sheet', async () => {
    const phone = fakeStore('android', async () => ({}))
    serverAnswers(phone.log, () => credited(true))
    await expect(store.buyInStore('tokens-60')).rejects.toBeInstanceOf(store.StoreUnavailableError)
    expect(phone.log).toEqual([])
  })
})

describe('before the purchase sheet', () => {
  it('opens no sheet when the server says the member may not buy now (daily cap, suspension)', async () => {
    const phone = fakeStore('ios', async () => ({}))
    serverAnswers(
      phone.log,
      () => credited(false),
      () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: 'You have reached today’s limit of 120 tokens bought.' },
          { status: 409 },
        ),
    )
    await expect(store.buyInStore('tokens-10')).rejects.toBeInstanceOf(ApiError)
    expect(phone.log).toEqual(['intent tokens-10'])
  })
})

describe('on the web', () => {
  it('has no store: the web pays through Stripe', async () => {
    store.setStoreDevice(undefined)
    expect(await store.storePurchasesAvailable()).toBe(false)
  })
})
