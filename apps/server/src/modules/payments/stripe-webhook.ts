import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { paymentEvents, purchases } from '../../db/schema'
import { creditPurchase, type PurchaseFacts, restoreDisputedPurchase, reversePurchase } from './credit'
import type { PaymentsDeps } from './payments.service'
import { afterCredit, announce } from './purchase-news'
import { priceOf } from './purchase-rules'
import type { StripeCheckoutSession, StripeEvent } from './stripe-client'

/** What one webhook delivery did, for the log and the tests. */
export type WebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'credited'
  | 'already_credited'
  | 'reversed_before_credit'
  | 'rejected'
  | 'reversed'
  | 'already_reversed'
  | 'unknown_purchase'
  | 'restored'
  | 'not_disputed'

type WebhookDeps = Pick<
  PaymentsDeps,
  'db' | 'clock' | 'log' | 'mailer' | 'publicUrl' | 'packs' | 'stripe' | 'emit'
>

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id)

/** Marks an event handled; false when it was already (a second delivery). */
async function recordEvent(tx: Db, event: StripeEvent): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider: 'stripe', eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId })
  return inserted.length > 0
}

/** A pack bought through Stripe, from the session's metadata, priced by OUR table; undefined when it does not add up. */
function factsOfSession(deps: WebhookDeps, session: StripeCheckoutSession): PurchaseFacts | undefined {
  const userId = session.metadata?.userId
  const packId = session.metadata?.packId
  if (!userId || !packId || !session.currency) return undefined
  const found = priceOf(deps.packs, packId, session.currency)
  if (!found || session.amount_total !== found.price.amountMinor) return undefined
  return {
    provider: 'stripe',
    externalId: session.id,
    userId,
    packId,
    tokens: found.pack.tokens,
    amountMinor: found.price.amountMinor,
    currency: found.price.currency,
  }
}

/** The purchase a charge's PaymentIntent paid for: ours by reference, else the Checkout Session Stripe knows it by. */
async function purchaseOfPayment(deps: WebhookDeps, paymentIntent: string) {
  const [known] = await deps.db.select().from(purchases).where(eq(purchases.paymentRef, paymentIntent))
  if (known) return { externalId: known.externalId, record: undefined }
  if (!deps.stripe) return undefined
  const found = await deps.stripe.client.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })
  const session = found.data[0]
  if (!session) return undefined
  return { externalId: session.id, record: factsOfSession(deps, session) }
}

async function reverseByPayment(
  deps: WebhookDeps,
  event: StripeEvent,
  paymentIntent: string | undefined,
  reason: 'refund' | 'dispute',
) {
  const { db, log } = deps
  if (!paymentIntent) return 'ignored' as const
  const target = await purchaseOfPayment(deps, paymentIntent)
  if (!target) {
    await recordEvent(db, event)
    log.warn({ eventId: event.id, paymentIntent }, 'a Stripe reversal for no purchase of ours')
    return 'unknown_purchase' as const
  }
  const now = deps.clock.now()
  const result = await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return 'duplicate' as const
    return reversePurchase(tx, {
      provider: 'stripe',
      externalId: target.externalId,
      reason,
      now,
      record: target.record,
    })
  })
  if (result === 'duplicate') return result
  if (!result.reversed) return result.reason === 'unknown' ? 'unknown_purchase' : 'already_reversed'
  announce(deps, result.purchase, result.balance)
  return 'reversed' as const
}

/** A dispute closed in our favour: the payment stands, and the tokens it bought come back. */
async function restoreByPayment(deps: WebhookDeps, event: StripeEvent, paymentIntent: string | undefined) {
  const { db, log } = deps
  const target = paymentIntent ? await purchaseOfPayment(deps, paymentIntent) : undefined
  if (!target) {
    await recordEvent(db, event)
    log.warn({ eventId: event.id, paymentIntent }, 'a Stripe dispute won for no purchase of ours')
    return 'unknown_purchase' as const
  }
  const now = deps.clock.now()
  const result = await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return 'duplicate' as const
    return restoreDisputedPurchase(tx, { provider: 'stripe', externalId: target.externalId, now })
  })
  if (result === 'duplicate') return result
  if (!result.restored) return result.reason === 'unknown' ? 'unknown_purchase' : 'not_disputed'
  announce(deps, result.purchase, result.balance)
  return 'restored' as const
}

async function completeCheckout(
  deps: WebhookDeps,
  event: StripeEvent,
  session: StripeCheckoutSession,
): Promise<WebhookOutcome> {
  const { db, log } = deps
  if (session.metadata?.packId === undefined) {
    await recordEvent(db, event)
    return 'ignored'
  }
  const facts = factsOfSession(deps, session)
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
  const now = deps.clock.now()
  const result = await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return 'duplicate' as const
    if (!facts || !paid) return 'rejected' as const
    return creditPurchase(tx, { ...facts, now, paymentRef: idOf(session.payment_intent) ?? null })
  })
  if (result === 'duplicate') return result
  if (result === 'rejected') {
    log.error(
      {
        eventId: event.id,
        sessionId: session.id,
        amount: session.amount_total,
        currency: session.currency,
      },
      'a Checkout Session that does not match our pack table: nothing credited',
    )
    return 'rejected'
  }
  if (!result.credited) {
    if (result.reason === 'mismatch') {
      log.error(
        { eventId: event.id, sessionId: session.id },
        'a paid session unlike the purchase begun: nothing credited',
      )
      return 'rejected'
    }
    return result.reason === 'reversed' ? 'reversed_before_credit' : 'already_credited'
  }
  await afterCredit(deps, result.purchase, result.balance)
  return 'credited'
}

/** One webhook delivery, verified by the caller: handled once per event id, whatever the order. */
export async function handleStripeEvent(deps: WebhookDeps, event: StripeEvent): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completeCheckout(deps, event, event.data.object)
    case 'charge.refunded': {
      const charge = event.data.object
      // Tokens are whole: a partial refund (made by hand in Stripe's dashboard) leaves them.
      if (!charge.refunded) {
        await recordEvent(deps.db, event)
        deps.log.warn(
          { eventId: event.id, charge: charge.id },
          'a partial Stripe refund: tokens left as they are',
        )
        return 'ignored'
      }
      return reverseByPayment(deps, event, idOf(charge.payment_intent), 'refund')
    }
    case 'charge.dispute.created':
      return reverseByPayment(deps, event, idOf(event.data.object.payment_intent), 'dispute')
    case 'charge.dispute.closed': {
      const dispute = event.data.object
      // Lost: the money went back and the tokens were taken at the dispute's start; nothing more.
      if (dispute.status !== 'won') {
        await recordEvent(deps.db, event)
        return 'ignored'
      }
      return restoreByPayment(deps, event, idOf(dispute.payment_intent))
    }
    default:
      return 'ignored'
  }
}
