import { z } from 'zod'

/**
 * Buying a token pack in the native apps through the stores' own purchase (issue 33, decision 470).
 * The app hands the server what the store gave it; the server checks it with the store, credits the
 * pack once, and only then does the app finish (Apple) or the server consume (Google) the purchase.
 */

/** Apple: the StoreKit 2 transaction as Apple signed it (its JWS representation). */
export const applePurchaseSchema = z.object({
  signedTransaction: z
    .string()
    .min(1)
    .max(20_000)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'A signed transaction is three base64url parts'),
})
export type ApplePurchaseInput = z.infer<typeof applePurchaseSchema>

/** Google Play: the product bought and the purchase token Play gave the app. */
export const googlePurchaseSchema = z.object({
  productId: z
    .string()
    .min(1)
    .max(150)
    .regex(/^[a-z0-9][a-z0-9._]*$/, 'A Play product id is lower-case letters, digits, dots and underscores'),
  purchaseToken: z.string().min(1).max(4096),
})
export type GooglePurchaseInput = z.infer<typeof googlePurchaseSchema>

/**
 * What the server says once the purchase is in the ledger. `credited`: tokens added now;
 * `already_credited`: this purchase was credited before (a replay, or the app asking again after a
 * crash), nothing added. Either way the app may now finish the transaction; `consumed` says
 * whether the server already consumed a Google purchase (when false, the app consumes it).
 */
export const storePurchaseResultSchema = z.object({
  status: z.enum(['credited', 'already_credited']),
  packId: z.string(),
  tokens: z.number().int().positive(),
  balance: z.number().int(),
  consumed: z.boolean(),
})
export type StorePurchaseResult = z.infer<typeof storePurchaseResultSchema>

/** Pack id → the store product it is sold as, per store (the app asks, to buy a pack in its store). */
export const storeProductsSchema = z.object({
  apple: z.record(z.string(), z.string()),
  google: z.record(z.string(), z.string()),
  /** The id the app attaches to its store purchases (Apple's appAccountToken, Google's obfuscated account id). */
  accountToken: z.uuid(),
})
export type StoreProducts = z.infer<typeof storeProductsSchema>

/** Asked before the store's purchase sheet opens: may this member buy this pack now (not suspended, under the daily cap)? */
export const storeIntentSchema = z.object({ packId: z.string().min(1).max(64) })
export type StoreIntentInput = z.infer<typeof storeIntentSchema>
