import Stripe from 'stripe'
import type { StripeConfig } from '../../config/env'

/** Stripe's client for our account; STRIPE_API_BASE points it at a local stand-in (tests, e2e). */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  })
}

/** Verifies a webhook delivery's signature (and that it is recent) and reads the event; throws when it does not hold. */
export const verifyStripeEvent = (
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secret: string,
) => Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret)

export type StripeEvent = Stripe.Event
export type StripeCheckoutSession = Stripe.Checkout.Session
export type { Stripe }
