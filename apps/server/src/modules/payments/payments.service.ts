import {
  CHECKOUT_CANCELLED,
  CHECKOUT_RETURN_PARAM,
  type Checkout,
  englishTranslator,
  PURCHASE_RETURN_PARAM,
  PURCHASE_RETURN_PATH,
  type PurchaseDto,
  type ServerEvent,
  type TokenPack,
  type TokenPacks,
} from '@mithaq/domain'
import { and, desc, eq, gt, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { StripeConfig } from '../../config/env'
import type { Db } from '../../db/client'
import { paymentEvents, profiles, purchases, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { composeMail, translatorFor } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import { uuidv7 } from '../../lib/uuidv7'
import { lockProfiles } from '../tokens'
import { creditPurchase, type Purchase, type PurchaseFacts, reversePurchase } from './credit'
import type { Stripe, StripeCheckoutSession, StripeEvent } from './stripe-client'

const english = englishTranslator()

/** How long a Checkout Session stays open (Stripe's shortest): a pending purchase older than this can no longer be paid. */
export const CHECKOUT_OPEN_MS = 30 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Stripe Checkout's page languages among ours (Urdu has none: Stripe picks by the browser). */
const CHECKOUT_LOCALES = new Set(['en', 'ar', 'fr', 'tr', 'id'])

export interface PaymentsDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  mailer: Mailer
  publicUrl: string
  packs: TokenPack[]
  dailyCap: number
  /** Absent: card payments are off. */
  stripe?: { client: Stripe; config: StripeConfig }
  /** Sends events after a commit (app.announcer). */
  emit(userId: string, event: ServerEvent): void
}

export const toPurchaseDto = (p: Purchase): PurchaseDto => ({
  id: p.id,
  provider: p.provider,
  externalId: p.externalId,
  packId: p.packId,
  tokens: p.tokens,
  amountMinor: p.amountMinor,
  currency: p.currency,
  status: p.status,
  reversedReason: p.reversedReason === 'refund' || p.reversedReason === 'dispute' ? p.reversedReason : null,
  createdAt: p.createdAt.toISOString(),
  creditedAt: p.creditedAt?.toISOString() ?? null,
  reversedAt: p.reversedAt?.toISOString() ?? null,
})

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

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, log } = deps

  function priceOf(packId: string, currency: string) {
    const pack = deps.packs.find((p) => p.id === packId)
    const price = pack?.prices.find((p) => p.currency === currency)
    return pack && price ? { pack, price } : undefined
  }

  /** A pack bought through Stripe, from the session's metadata, priced by OUR table; undefined when it does not add up. */
  function factsOfSession(session: StripeCheckoutSession): PurchaseFacts | undefined {
    const userId = session.metadata?.userId
    const packId = session.metadata?.packId
    if (!userId || !packId || !session.currency) return undefined
    const found = priceOf(packId, session.currency)
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

  const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id)

  /** Tokens the member bought, or is buying, in the last 24 hours (refunded ones do not count). */
  async function boughtToday(tx: Db, userId: string, now: Date) {
    const [row] = await tx
      .select({ tokens: sql<number>`coalesce(sum(${purchases.tokens}), 0)::int` })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, userId),
          or(
            and(eq(purchases.status, 'credited'), gt(purchases.creditedAt, new Date(now.getTime() - DAY_MS))),
            and(
              eq(purchases.status, 'pending'),
              gt(purchases.createdAt, new Date(now.getTime() - CHECKOUT_OPEN_MS)),
            ),
          ),
        ),
      )
    return row?.tokens ?? 0
  }

  function refuseOverCap(bought: number, tokens: number) {
    if (bought + tokens > deps.dailyCap)
      throw new AppError('CONFLICT', english('notices.purchaseDailyCap', { cap: deps.dailyCap }))
  }

  async function isSuspended(userId: string, now: Date, executor: Db = db) {
    const [user] = await executor
      .select({ banned: users.banned, banExpires: users.banExpires })
      .from(users)
      .where(eq(users.id, userId))
    return Boolean(user?.banned) && (!user?.banExpires || user.banExpires.getTime() > now.getTime())
  }

  /** After a commit: the balance and the purchase, live to the buyer's screens. */
  function announce(purchase: Purchase, balance: number | null) {
    if (balance !== null) deps.emit(purchase.userId, { type: 'wallet.updated', balance })
    deps.emit(purchase.userId, {
      type: 'purchase.updated',
      purchaseId: purchase.id,
      externalId: purchase.externalId,
      status: purchase.status,
    })
  }

  async function mailConfirmation(purchase: Purchase, balance: number) {
    try {
      const [member] = await db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, purchase.userId))
      if (!member) return
      const t = await translatorFor(member.locale)
      const price = new Intl.NumberFormat(t.locale, {
        style: 'currency',
        currency: purchase.currency.toUpperCase(),
      })
      const digits = price.resolvedOptions().maximumFractionDigits ?? 2
      await deps.mailer.send(
        composeMail(t, member.email, t('mail.purchase.subject'), [
          t('mail.purchase.body', {
            price: price.format(purchase.amountMinor / 10 ** digits),
            tokens: t('tokens.count', { count: purchase.tokens }),
            balance: t('tokens.count', { count: balance }),
          }),
          t('mail.purchase.what'),
          { link: `${deps.publicUrl}${PURCHASE_RETURN_PATH}`, label: t('mail.purchase.wallet') },
        ]),
      )
    } catch (err) {
      // The tokens are credited; a lost mail is logged, never a reason to answer Stripe with an error.
      log.error({ err, purchaseId: purchase.id }, 'purchase confirmation mail failed')
    }
  }

  async function afterCredit(purchase: Purchase, balance: number) {
    announce(purchase, balance)
    await mailConfirmation(purchase, balance)
  }

  /** The purchase a charge's PaymentIntent paid for: ours by reference, else the Checkout Session Stripe knows it by. */
  async function purchaseOfPayment(paymentIntent: string) {
    const [known] = await db.select().from(purchases).where(eq(purchases.paymentRef, paymentIntent))
    if (known) return { externalId: known.externalId, record: undefined }
    if (!deps.stripe) return undefined
    const found = await deps.stripe.client.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })
    const session = found.data[0]
    if (!session) return undefined
    return { externalId: session.id, record: factsOfSession(session) }
  }

  async function reverseByPayment(
    event: StripeEvent,
    paymentIntent: string | undefined,
    reason: 'refund' | 'dispute',
  ) {
    if (!paymentIntent) return 'ignored' as const
    const target = await purchaseOfPayment(paymentIntent)
    if (!target) {
      await recordEvent(db, event)
      log.warn({ eventId: event.id, paymentIntent }, 'a Stripe reversal for no purchase of ours')
      return 'unknown_purchase' as const
    }
    const now = clock.now()
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
    announce(result.purchase, result.balance)
    return 'reversed' as const
  }

  async function completeCheckout(
    event: StripeEvent,
    session: StripeCheckoutSession,
  ): Promise<WebhookOutcome> {
    if (session.metadata?.packId === undefined) {
      await recordEvent(db, event)
      return 'ignored'
    }
    const facts = factsOfSession(session)
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    const now = clock.now()
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
    await afterCredit(result.purchase, result.balance)
    return 'credited'
  }

  async function listPurchases(userId: string): Promise<PurchaseDto[]> {
    const rows = await db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, userId))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
    return rows.map(toPurchaseDto)
  }

  return {
    listPurchases,

    /** Store purchases (decision 470): a checkout's refusals (suspended, daily cap), inside the crediting transaction. */
    async checkMayBuy(tx: Db, userId: string, tokens: number, now: Date) {
      if (await isSuspended(userId, now, tx))
        throw new AppError('FORBIDDEN', english('notices.purchaseWhileSuspended'))
      refuseOverCap(await boughtToday(tx, userId, now), tokens)
    },
    /** Store purchases: after the commit, the live events and the confirmation mail, as for a card. */
    afterCredit,
    /** Store purchases: after a reversal's commit, the live events. */
    announce,

    packs(): TokenPacks {
      return { web: deps.stripe ? 'stripe' : null, packs: deps.packs }
    },

    /** Begins a card purchase of one pack: a Checkout Session priced from our table, and its pending row. */
    async checkout(
      userId: string,
      input: { packId: string; currency: string; email: string; locale?: string | null },
    ): Promise<Checkout> {
      if (!deps.stripe) throw new AppError('CONFLICT', english('notices.paymentsUnavailable'))
      const now = clock.now()
      if (await isSuspended(userId, now))
        throw new AppError('FORBIDDEN', english('notices.purchaseWhileSuspended'))
      const found = priceOf(input.packId, input.currency)
      if (!found) throw new AppError('VALIDATION_FAILED', english('notices.unknownTokenPack'))
      const { pack, price } = found
      refuseOverCap(await boughtToday(db, userId, now), pack.tokens)
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
          expires_at: Math.floor((now.getTime() + CHECKOUT_OPEN_MS) / 1000) + 60,
          locale: input.locale && CHECKOUT_LOCALES.has(input.locale) ? (input.locale as 'en') : 'auto',
        })
      } catch (err) {
        log.error({ err }, 'Stripe refused to open a Checkout Session')
        throw new AppError('SERVICE_UNAVAILABLE', english('notices.paymentProviderUnavailable'))
      }
      if (!session.url)
        throw new AppError('SERVICE_UNAVAILABLE', english('notices.paymentProviderUnavailable'))
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
          refuseOverCap(await boughtToday(tx, userId, now), pack.tokens)
          await tx.insert(purchases).values({ id: uuidv7(), ...facts, status: 'pending', createdAt: now })
        })
      } catch (err) {
        await deps.stripe.client.checkout.sessions
          .expire(session.id)
          .catch((e) => log.warn({ err: e }, 'could not expire a refused session'))
        throw err
      }
      return { url: session.url }
    },

    /** One webhook delivery, verified by the caller: handled once per event id, whatever the order. */
    async handleStripeEvent(event: StripeEvent): Promise<WebhookOutcome> {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return completeCheckout(event, event.data.object)
        case 'charge.refunded': {
          const charge = event.data.object
          // Tokens are whole: a partial refund (made by hand in Stripe's dashboard) leaves them.
          if (!charge.refunded) {
            await recordEvent(db, event)
            log.warn(
              { eventId: event.id, charge: charge.id },
              'a partial Stripe refund: tokens left as they are',
            )
            return 'ignored'
          }
          return reverseByPayment(event, idOf(charge.payment_intent), 'refund')
        }
        case 'charge.dispute.created':
          return reverseByPayment(event, idOf(event.data.object.payment_intent), 'dispute')
        default:
          return 'ignored'
      }
    },

    /** A moderator's view of a member's purchases. */
    async memberPurchases(memberId: string): Promise<PurchaseDto[]> {
      const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, memberId))
      if (!profile) throw new AppError('NOT_FOUND', english('notices.profileNotFound'))
      return listPurchases(memberId)
    },

    /**
     * Support refunds a card purchase: Stripe refunds the payment (once: the purchase id is the
     * idempotency key), then the tokens are taken back as the `charge.refunded` webhook would,
     * which then finds it done.
     */
    async refund(purchaseId: string, moderatorId: string): Promise<PurchaseDto> {
      const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId))
      if (!row) throw new AppError('NOT_FOUND', english('notices.purchaseNotFound'))
      if (!deps.stripe || row.provider !== 'stripe' || row.status !== 'credited' || !row.paymentRef)
        throw new AppError('CONFLICT', english('notices.purchaseNotRefundable'))
      try {
        await deps.stripe.client.refunds.create(
          {
            payment_intent: row.paymentRef,
            reason: 'requested_by_customer',
            metadata: { purchaseId, moderatorId },
          },
          { idempotencyKey: `refund:${purchaseId}` },
        )
      } catch (err) {
        log.error({ err, purchaseId }, 'Stripe refused a refund')
        throw new AppError('SERVICE_UNAVAILABLE', english('notices.paymentProviderUnavailable'))
      }
      const result = await db.transaction((tx) =>
        reversePurchase(tx, {
          provider: 'stripe',
          externalId: row.externalId,
          reason: 'refund',
          now: clock.now(),
        }),
      )
      log.info({ purchaseId, moderatorId }, 'a moderator refunded a purchase')
      if (result.reversed) {
        announce(result.purchase, result.balance)
        return toPurchaseDto(result.purchase)
      }
      return toPurchaseDto(result.purchase ?? row)
    },
  }
}

/** Marks an event handled; false when it was already (a second delivery). */
async function recordEvent(tx: Db, event: StripeEvent): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider: 'stripe', eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId })
  return inserted.length > 0
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
