import { z } from 'zod'

/**
 * Buying tokens (decision 450): the packs on offer, a checkout, the member's purchases. Prices are
 * in the currency's minor unit (cents) with ISO 4217 codes in lower case, as the payment providers
 * write them; the server's pack table is the only price list (a client never sends a price).
 */
export const currencyCodeSchema = z.string().regex(/^[a-z]{3}$/, 'a currency is a three-letter ISO 4217 code')

export const tokenPackSchema = z.object({
  id: z.string().min(1).max(64),
  tokens: z.number().int().positive(),
  prices: z
    .array(z.object({ currency: currencyCodeSchema, amountMinor: z.number().int().positive() }))
    .min(1),
})
export type TokenPack = z.infer<typeof tokenPackSchema>

/** GET /api/payments/packs. `web`: how the web app pays ('stripe'), null when buying is off. */
export const tokenPacksSchema = z.object({
  web: z.enum(['stripe']).nullable(),
  packs: z.array(tokenPackSchema),
})
export type TokenPacks = z.infer<typeof tokenPacksSchema>

/** POST /api/payments/checkout. */
export const checkoutInputSchema = z.object({
  packId: z.string().min(1).max(64),
  currency: z.string().trim().toLowerCase().pipe(currencyCodeSchema),
})
export type CheckoutInput = z.infer<typeof checkoutInputSchema>
export const checkoutSchema = z.object({ url: z.url() })
export type Checkout = z.infer<typeof checkoutSchema>

export const PURCHASE_PROVIDERS = ['stripe', 'apple', 'google'] as const
export const PURCHASE_STATUSES = ['pending', 'credited', 'reversed'] as const

/** One purchase as the member (and the moderation console) sees it. */
export const purchaseSchema = z.object({
  id: z.string(),
  provider: z.enum(PURCHASE_PROVIDERS),
  /** The provider's id: Checkout Session, Apple transaction, Google order (the wallet's ?purchase= names it). */
  externalId: z.string(),
  packId: z.string(),
  tokens: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** pending: paid or not, not confirmed yet; credited: the tokens are in the wallet; reversed: refunded or disputed. */
  status: z.enum(PURCHASE_STATUSES),
  reversedReason: z.enum(['refund', 'dispute']).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  creditedAt: z.iso.datetime({ offset: true }).nullable(),
  reversedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type PurchaseDto = z.infer<typeof purchaseSchema>
export const purchaseListSchema = z.object({ purchases: z.array(purchaseSchema) })
export type PurchaseList = z.infer<typeof purchaseListSchema>

/**
 * The currency of a purchase whose price we were not told: ISO 4217's code for 'no currency'.
 * Google Play's purchase answer carries no price (it is in the Play Console), so such a purchase
 * is recorded at 0 in this currency and shown with its tokens only, never as 'XXX 0.00'.
 */
export const UNKNOWN_PRICE_CURRENCY = 'xxx'

/** Tokens a member may buy per 24 hours unless PURCHASE_DAILY_CAP says otherwise. */
export const DEFAULT_PURCHASE_DAILY_CAP = 120

/** The packs unless TOKEN_PACKS says otherwise. */
export const DEFAULT_TOKEN_PACKS: TokenPack[] = [
  {
    id: 'tokens-10',
    tokens: 10,
    prices: [
      { currency: 'usd', amountMinor: 299 },
      { currency: 'eur', amountMinor: 299 },
      { currency: 'gbp', amountMinor: 249 },
    ],
  },
  {
    id: 'tokens-25',
    tokens: 25,
    prices: [
      { currency: 'usd', amountMinor: 599 },
      { currency: 'eur', amountMinor: 599 },
      { currency: 'gbp', amountMinor: 499 },
    ],
  },
  {
    id: 'tokens-60',
    tokens: 60,
    prices: [
      { currency: 'usd', amountMinor: 1199 },
      { currency: 'eur', amountMinor: 1199 },
      { currency: 'gbp', amountMinor: 999 },
    ],
  },
]

/**
 * Where Stripe's Checkout sends the member back: the wallet, with `?purchase=<Checkout Session id>`
 * after paying (the wallet shows 'Processing' until that purchase is credited), with
 * `?checkout=cancelled` when they cancel (the wallet says nothing was charged). One place, shared
 * by the server (which builds the URLs) and the web app (which reads them).
 */
export const PURCHASE_RETURN_PATH = '/app/account'
export const PURCHASE_RETURN_PARAM = 'purchase'
export const CHECKOUT_RETURN_PARAM = 'checkout'
export const CHECKOUT_CANCELLED = 'cancelled'
