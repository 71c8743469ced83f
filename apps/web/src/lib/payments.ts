import {
  CHECKOUT_CANCELLED,
  CHECKOUT_RETURN_PARAM,
  checkoutSchema,
  PURCHASE_RETURN_PARAM,
  purchaseListSchema,
  type TokenPack,
  tokenPacksSchema,
} from '@mithaq/domain'

export { CHECKOUT_CANCELLED, CHECKOUT_RETURN_PARAM }

import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from './api-client'
import { isNativeShell } from './transport'

/** A pack as the wallet offers it; in the apps, with the store's own price text. */
export type OfferedPack = TokenPack & { storePrice?: string }

/**
 * How this app pays (decision 470): `web`, the payment page (Stripe) of the web app; `store`, the
 * App Store or Google Play purchase in the native apps; null, buying is not offered ('Coming Soon').
 */
export type PaymentChannel = 'web' | 'store' | null

export interface PaymentPacks {
  channel: PaymentChannel
  /** The store the apps buy in (channel `store`), named beside the packs. */
  store?: 'apple' | 'google'
  packs: OfferedPack[]
}

/**
 * Buying tokens (the server's /api/payments): the packs on offer and how they are paid, the way to
 * the payment page, and the member's purchases. Only the packs' query is used outside the purchase
 * parts (to know whether to offer 'Buy Tokens' beside a low balance); everything that shows a
 * pack or a purchase is loaded with its texts when first shown (lazyWithTexts).
 */
export const paymentPacksQueryOptions = queryOptions({
  queryKey: ['payments', 'packs'] as const,
  queryFn: async (): Promise<PaymentPacks> => {
    const { web, packs } = await request(tokenPacksSchema, '/payments/packs')
    if (!isNativeShell) return { channel: web ? 'web' : null, packs }
    // In the apps Apple and Google require their own purchase, so the shell never opens Stripe
    // (decision 470): it sells the packs its store sells, at the store's price
    // (lib/store-purchases.ts, loaded in the shell only). Without billing on the phone, or with no
    // pack in this store, it offers what the web offers without payments, 'Coming Soon'.
    const { storePacks } = await import('./store-purchases')
    const inStore = await storePacks(packs)
    return inStore ? { channel: 'store', ...inStore } : { channel: null, packs }
  },
  // The price list changes with the server's configuration only.
  staleTime: 10 * 60_000,
})

/** The packs when this app can buy them (the web's payment page or the store). */
export type PackOffer = PaymentPacks & { channel: 'web' | 'store' }

/** Whether buying is offered; when not, 'Buy Tokens' says 'Coming Soon' (or is not shown). */
export const canBuy = (packs: PaymentPacks | undefined): packs is PackOffer => Boolean(packs?.channel)

/** The packs, and how they are paid (`channel` null: buying is not offered, 'Coming Soon'). */
export const usePaymentPacks = (enabled = true) => useQuery({ ...paymentPacksQueryOptions, enabled })

export const purchasesQueryKey = ['payments', 'purchases'] as const

export const purchasesQueryOptions = queryOptions({
  queryKey: purchasesQueryKey,
  queryFn: () => request(purchaseListSchema, '/payments/purchases'),
})

/** Asks the server for a payment page for this pack in this currency (it sets the price). */
export const startCheckout = (packId: string, currency: string) =>
  request(checkoutSchema, '/payments/checkout', { method: 'POST', body: { packId, currency } })

/** The search parameter the payment page comes back with: the provider's id of the purchase. */
export const PURCHASE_PARAM = PURCHASE_RETURN_PARAM

/** Every currency the packs are priced in, in the order of the configuration (its first is the operator's main one). */
export function packCurrencies(packs: readonly TokenPack[]): string[] {
  const found: string[] = []
  for (const pack of packs) {
    for (const { currency } of pack.prices) if (!found.includes(currency)) found.push(currency)
  }
  return found
}

/** A pack's price in `currency`, or undefined when it is not priced in it. */
export const priceIn = (pack: TokenPack, currency: string) =>
  pack.prices.find((price) => price.currency === currency)
