import type { NativePurchasesPlugin, Transaction } from '@capgo/native-purchases'
import {
  type StoreProducts,
  type StorePurchaseResult,
  storeProductsSchema,
  storePurchaseResultSchema,
} from '@mithaq/domain'
import { z } from 'zod'
import { request } from './api-client'

/**
 * Buying a token pack in the native apps (issue 33, decision 470): Apple and Google require their
 * own purchase for digital goods, so in the shell a pack is bought through the store
 * (`@capgo/native-purchases`), never through Stripe Checkout. The store's proof goes to the server,
 * which checks it with the store and writes the ledger row; only after the server's OK is the
 * purchase finished (Apple) or consumed (Google; the server consumes it itself and says so). A
 * purchase the server could not record stays open in the store, and is sent again later.
 */

export type StorePlatform = 'ios' | 'android'

/** What this module needs from the phone: the plugin and the platform. */
export interface StoreDevice {
  purchases: Pick<
    NativePurchasesPlugin,
    | 'isBillingSupported'
    | 'getProducts'
    | 'purchaseProduct'
    | 'acknowledgePurchase'
    | 'consumePurchase'
    | 'addListener'
  >
  platform: StorePlatform
}

/** How a purchase ended: credited (or credited before), or not made in the store. */
export type StoreOutcome =
  | ({ kind: 'done' } & StorePurchaseResult)
  | { kind: 'cancelled' }
  /** The store holds the payment (Ask to Buy, a slow card): the tokens come when it clears. */
  | { kind: 'pending' }

/** The pack is not sold in this store (the server has no product for it). */
export class StoreUnavailableError extends Error {
  constructor() {
    super('This pack is not sold in the app store.')
  }
}

let device: Promise<StoreDevice | undefined> | undefined

async function loadDevice(): Promise<StoreDevice | undefined> {
  const { Capacitor } = await import('@capacitor/core')
  if (!Capacitor.isNativePlatform() || !Capacitor.isPluginAvailable('NativePurchases')) return undefined
  const { NativePurchases } = await import('@capgo/native-purchases')
  const { isBillingSupported } = await NativePurchases.isBillingSupported().catch(() => ({
    isBillingSupported: false,
  }))
  if (!isBillingSupported) return undefined
  return { purchases: NativePurchases, platform: Capacitor.getPlatform() === 'ios' ? 'ios' : 'android' }
}

const getDevice = () => {
  device ??= loadDevice().catch(() => undefined)
  return device
}

/** Tests put a fake plugin here (the store is the phone's side); `undefined` resets. */
export function setStoreDevice(fake: StoreDevice | undefined) {
  device = fake ? Promise.resolve(fake) : undefined
}

/** Whether this app buys through a store: in the Android or iOS shell with billing available. */
export async function storePurchasesAvailable(): Promise<boolean> {
  return (await getDevice()) !== undefined
}

const getStoreProducts = () => request(storeProductsSchema, '/payments/store-products')

/** A one-time product (a token pack is used up), the plugin's `PURCHASE_TYPE.INAPP` without loading the plugin. */
const INAPP = 'inapp' as Parameters<NativePurchasesPlugin['purchaseProduct']>[0]['productType']

/** What the store sells of the packs: each with the store's own price, written the phone's way. */
export interface StorePacks<P> {
  store: 'apple' | 'google'
  packs: (P & { storePrice: string })[]
}

/**
 * The packs this app's store sells: those the server names a product for and the store knows, each
 * with the store's localized price (`priceString`: Apple and Google require the price they charge
 * to be the one shown). Undefined when nothing is bought in a store here (the web, no billing, no
 * product): then the shell offers no purchase at all.
 */
export async function storePacks<P extends { id: string }>(
  packs: readonly P[],
): Promise<StorePacks<P> | undefined> {
  const d = await getDevice()
  if (!d) return undefined
  const products = await getStoreProducts()
  const productOf = d.platform === 'ios' ? products.apple : products.google
  const sold = packs.filter((pack) => productOf[pack.id])
  if (sold.length === 0) return undefined
  const { products: known } = await d.purchases.getProducts({
    productIdentifiers: sold.map((pack) => productOf[pack.id] as string),
    productType: INAPP,
  })
  const priceOf = new Map(known.map((product) => [product.identifier, product.priceString]))
  const priced = sold.flatMap((pack) => {
    const storePrice = priceOf.get(productOf[pack.id] as string)
    return storePrice ? [{ ...pack, storePrice }] : []
  })
  if (priced.length === 0) return undefined
  return { store: d.platform === 'ios' ? 'apple' : 'google', packs: priced }
}

/** The proof of one store purchase, sent to the server; resolves once the ledger row is written. */
function sendToServer(d: StoreDevice, productId: string, t: Transaction): Promise<StorePurchaseResult> {
  if (d.platform === 'ios') {
    if (!t.jwsRepresentation) throw new Error('StoreKit gave no signed transaction')
    return request(storePurchaseResultSchema, '/payments/apple', {
      method: 'POST',
      body: { signedTransaction: t.jwsRepresentation },
    })
  }
  if (!t.purchaseToken) throw new Error('Google Play gave no purchase token')
  return request(storePurchaseResultSchema, '/payments/google', {
    method: 'POST',
    body: { productId, purchaseToken: t.purchaseToken },
  })
}

/** After the server's OK only: Apple's transaction is finished, Google's consumed if the server did not. */
async function finish(d: StoreDevice, t: Transaction, result: StorePurchaseResult) {
  if (d.platform === 'ios') {
    await d.purchases.acknowledgePurchase({ purchaseToken: t.transactionId })
  } else if (!result.consumed && t.purchaseToken) {
    await d.purchases.consumePurchase({ purchaseToken: t.purchaseToken })
  }
}

/** The plugin's refusals, by their words: StoreKit says "User cancelled", Play "not purchased". */
function refusal(err: unknown): StoreOutcome | undefined {
  const message = err instanceof Error ? err.message : String(err)
  if (/pending/i.test(message)) return { kind: 'pending' }
  if (/cancel|not purchased/i.test(message)) return { kind: 'cancelled' }
  return undefined
}

/**
 * Buys one pack in the store: the product the server names for the pack, the server's go-ahead
 * (not suspended, under the daily cap), the purchase sheet, the proof to the server, then
 * finish/consume. Throws `ApiError` when the server refuses (nothing is
 * finished then), `StoreUnavailableError` when the pack is not sold in this store.
 */
export async function buyInStore(packId: string): Promise<StoreOutcome> {
  const d = await getDevice()
  if (!d) throw new StoreUnavailableError()
  const products: StoreProducts = await getStoreProducts()
  const productId = (d.platform === 'ios' ? products.apple : products.google)[packId]
  if (!productId) throw new StoreUnavailableError()
  // Suspended or over the daily cap: said before the store charges anything.
  await request(z.object({ ok: z.literal(true) }), '/payments/store-intent', {
    method: 'POST',
    body: { packId },
  })
  let transaction: Transaction
  try {
    transaction = await d.purchases.purchaseProduct({
      productIdentifier: productId,
      productType: INAPP,
      quantity: 1,
      appAccountToken: products.accountToken,
      // Neither finished nor consumed by the plugin: that waits for the server's ledger row.
      isConsumable: false,
      autoAcknowledgePurchases: false,
    })
  } catch (err) {
    const outcome = refusal(err)
    if (outcome) return outcome
    throw err
  }
  const result = await sendToServer(d, productId, transaction)
  await finish(d, transaction, result)
  return { kind: 'done', ...result }
}

let listening: Promise<void> | undefined

/**
 * iOS hands over transactions that completed outside a purchase sheet (Ask to Buy approved, a
 * purchase interrupted by the app closing) through `transactionUpdated`; each goes to the server,
 * which credits it once. `onCredited` lets the screens refresh the balance. Started once per run.
 */
export function listenForStoreUpdates(onCredited: (result: StorePurchaseResult) => void): Promise<void> {
  listening ??= (async () => {
    const d = await getDevice()
    if (d?.platform !== 'ios') return
    await d.purchases.addListener('transactionUpdated', (t: Transaction) => {
      if (!t.jwsRepresentation) return
      void sendToServer(d, t.productIdentifier, t)
        .then(onCredited)
        .catch(() => undefined)
    })
  })()
  return listening
}

/** Tests: forget the listener. */
export function resetStoreUpdates() {
  listening = undefined
}
