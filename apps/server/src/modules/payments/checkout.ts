import {
  CHECKOUT_CANCELLED,
  CHECKOUT_RETURN_PARAM,
  type Checkout,
  englishTranslator,
  PURCHASE_RETURN_PARAM,
  PURCHASE_RETURN_PATH,
} from '@mithaq/domain'
import { purchases } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { uuidv7 } from '../../lib/uuidv7'
import { lockProfiles } from '../tokens'
import type { PurchaseFacts } from './credit'
import type { PaymentsDeps } from './payments.service'
import {
  boughtToday,
  CHECKOUT_OPEN_MS,
  isSuspended,
  priceOf,
  refuseOverCap,
  suspendedRefusal,
} from './purchase-rules'
import type { StripeCheckoutSession } from './stripe-client'

const english = englishTranslator()

/** Stripe Checkout's page languages among ours (Urdu has none: Stripe picks by the browser). */
const CHECKOUT_LOCALES = new Set(['en', 'ar', 'fr', 'tr', 'id'])

/** Begins a card purchase of one pack: a Checkout Session priced from our table, and its pending row. */
export async function checkout(
  deps: Pick<PaymentsDeps, 'db' | 'clock' | 'log' | 'publicUrl' | 'packs' | 'dailyCap' | 'stripe'>,
  userId: string,
  input: { packId: string; currency: string; email: string; locale?: string | null },
): Promise<Checkout> {
  const { db, clock, log } = deps
  if (!deps.stripe) throw new AppError('CONFLICT', english('notices.paymentsUnavailable'))
  const now = clock.now()
  if (await isSuspended(db, userId, now)) throw suspendedRefusal()
  const found = priceOf(deps.packs, input.packId, input.currency)
  if (!found) throw new AppError('VALIDATION_FAILED', english('notices.unknownTokenPack'))
  const { pack, price } = found
  refuseOverCap(deps.dailyCap, await boughtToday(db, userId, now), pack.tokens)
  const wallet = `${deps.publicUrl}${PURCHASE_RETURN_PATH}`
  let session: StripeCheckoutSession
  try {
    session = await deps.stripe.client.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: price.currency,
            unit_amount: price.amountMinor,
            product_data: { name: `${pack.tokens} Mithaq tokens` },
          },
        },
      ],
      client_reference_id: userId,
      customer_email: input.email,
      metadata: { userId, packId: pack.id },
      payment_intent_data: { metadata: { userId, packId: pack.id } },
      success_url: `${wallet}?${PURCHASE_RETURN_PARAM}={CHECKOUT_SESSION_ID}`,
      cancel_url: `${wallet}?${CHECKOUT_RETURN_PARAM}=${CHECKOUT_CANCELLED}`,
      expires_at: Math.floor((now.getTime() + CHECKOUT_OPEN_MS) / 1000),
      locale: input.locale && CHECKOUT_LOCALES.has(input.locale) ? (input.locale as 'en') : 'auto',
    })
  } catch (err) {
    log.error({ err }, 'Stripe refused to open a Checkout Session')
    throw new AppError('SERVICE_UNAVAILABLE', english('notices.paymentProviderUnavailable'))
  }
  if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', english('notices.paymentProviderUnavailable'))
  const facts: PurchaseFacts = {
    provider: 'stripe',
    externalId: session.id,
    userId,
    packId: pack.id,
    tokens: pack.tokens,
    amountMinor: price.amountMinor,
    currency: price.currency,
  }
  try {
    await db.transaction(async (tx) => {
      // Two checkouts at once queue here, so the cap counts both.
      const [locked] = await lockProfiles(tx, [userId])
      if (!locked) throw new AppError('FORBIDDEN', english('notices.completeProfileFirst'))
      refuseOverCap(deps.dailyCap, await boughtToday(tx, userId, now), pack.tokens)
      await tx.insert(purchases).values({ id: uuidv7(), ...facts, status: 'pending', createdAt: now })
    })
  } catch (err) {
    await deps.stripe.client.checkout.sessions
      .expire(session.id)
      .catch((e) => log.warn({ err: e }, 'could not expire a refused session'))
    throw err
  }
  return { url: session.url }
}
