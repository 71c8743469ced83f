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

/**
 * Buying tokens on the web (the server's /api/payments): the packs on offer, the way to the
 * payment page, and the member's purchases. Only the packs' query is used outside the purchase
 * parts (to know whether to offer 'Buy Tokens' beside a low balance); everything that shows a
 * pack or a purchase is loaded with its texts when first shown (lazyWithTexts).
 */
export const paymentPacksQueryOptions = queryOptions({
  queryKey: ['payments', 'packs'] as const,
  queryFn: async () => {
    const packs = await request(tokenPacksSchema, '/payments/packs')
    // In the apps Apple and Google require their own purchase, so the shell never opens Stripe
    // (decision 470). The store flow (lib/store-purchases.ts) is not on these buttons yet: until it
    // is, the shell offers what the web offers without payments, 'Coming Soon'.
    return isNativeShell ? { ...packs, web: null } : packs
  },
  // The price list changes with the server's configuration only.
  staleTime: 10 * 60_000,
})

/** The packs, and whether the web can pay (`web` null: buying is not offered, 'Coming Soon'). */
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
