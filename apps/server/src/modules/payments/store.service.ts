import { createHash, timingSafeEqual } from 'node:crypto'
import type { StorePurchaseResult, TokenPack } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { StoresConfig } from '../../config/stores'
import type { Db } from '../../db/client'
import { type PaymentProvider, profiles, purchases } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { creditPurchase, reversePurchase } from './credit'
import { type AppleStore, type AppleTransaction, AppleVerificationError } from './store.apple'
import type { GooglePlay } from './store.google'

/**
 * Purchases in the apps (issue 33, decision 470): what a store says was bought is checked with the
 * store, mapped to one of our packs by configuration, and credited through `creditPurchase` (once
 * per store transaction: Apple's transaction id, Google's order id). The app finishes (Apple) or the
 * server consumes (Google) the purchase only after that ledger row is committed: a purchase the
 * server could not record stays open in the store, and the app sends it again.
 */
type Recorded = typeof purchases.$inferSelect

export interface StoreDeps {
  db: Db
  now: () => Date
  config: StoresConfig
  apple?: AppleStore
  google?: GooglePlay
  /** Our pack by id (the pack table is the only price list). */
  pack: (packId: string) => TokenPack | undefined
  /** Refuses a purchase the member may not make now (suspended, over the daily cap); throws AppError. */
  checkMayBuy: (tx: Db, userId: string, tokens: number, now: Date) => Promise<void>
  /** After a credit's commit: the live events (balance, purchase) and, with a known price, the confirmation mail. */
  afterCredit: (purchase: Recorded, balance: number) => Promise<void>
  /** After a reversal's commit: the live events. */
  afterReverse: (purchase: Recorded, balance: number | null) => void
  log: FastifyBaseLogger
}

export const STORE_MESSAGES = {
  appleOff: 'Purchases in the App Store are not set up on this server.',
  googleOff: 'Purchases in Google Play are not set up on this server.',
  unverified: 'The store could not confirm this purchase. Nothing was charged to your tokens.',
  storeUnreachable: 'The store could not be reached to confirm this purchase. Please try again in a moment.',
  unknownProduct: 'This product is not one of our token packs.',
  refunded: 'This purchase was refunded, so its tokens cannot be added.',
  pending: 'This purchase is still waiting for payment at Google Play. Your tokens come once it is paid.',
  otherAccount: 'This purchase belongs to another account.',
  used: 'This purchase has already been used.',
} as const

/**
 * The id the app attaches to a store purchase (Apple's appAccountToken must be a UUID; Google's
 * obfuscated account id takes it as is), derived from the member's id so neither store learns it.
 * A purchase carrying another member's id is refused.
 */
export function storeAccountToken(userId: string): string {
  const h = createHash('sha256').update(`mithaq-store-account:${userId}`).digest('hex')
  // Shaped as a version 4 UUID (StoreKit checks the form only).
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((Number.parseInt(h[16] ?? '0', 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

const findPurchase = (tx: Db, provider: PaymentProvider, externalId: string) =>
  tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.externalId, externalId)))
    .for('update')
    .then((rows) => rows[0])

async function balanceOf(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: profiles.tokenBalance })
    .from(profiles)
    .where(eq(profiles.id, userId))
  return row?.balance ?? 0
}

/** A purchase seen before: the same member gets the answer again (nothing credited), another is refused. */
async function answerRecorded(
  tx: Db,
  row: Recorded,
  userId: string,
): Promise<Omit<StorePurchaseResult, 'consumed'>> {
  if (row.userId !== userId) throw new AppError('CONFLICT', STORE_MESSAGES.otherAccount)
  if (row.status === 'reversed') throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.refunded)
  if (row.status !== 'credited') throw new AppError('CONFLICT', STORE_MESSAGES.used)
  return {
    status: 'already_credited',
    packId: row.packId,
    tokens: row.tokens,
    balance: await balanceOf(tx, userId),
  }
}

function packFor(deps: StoreDeps, products: Record<string, string>, productId: string): TokenPack {
  const packId = products[productId]
  const pack = packId ? deps.pack(packId) : undefined
  if (!pack) throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.unknownProduct)
  return pack
}

function checkAccount(token: string | undefined, userId: string) {
  if (token && token !== storeAccountToken(userId))
    throw new AppError('CONFLICT', STORE_MESSAGES.otherAccount)
}

/** Credits one store purchase in one transaction; `undefined` row: never seen before. */
async function credit(
  deps: StoreDeps,
  input: {
    provider: 'apple' | 'google'
    externalId: string
    userId: string
    pack: TokenPack
    amountMinor: number
    currency: string
  },
  beforeNew?: () => void,
): Promise<Omit<StorePurchaseResult, 'consumed'>> {
  const now = deps.now()
  const answer = await deps.db.transaction(async (tx) => {
    const seen = await findPurchase(tx, input.provider, input.externalId)
    if (seen) return { ...(await answerRecorded(tx, seen, input.userId)), fresh: null }
    beforeNew?.()
    await deps.checkMayBuy(tx, input.userId, input.pack.tokens, now)
    const result = await creditPurchase(tx, {
      provider: input.provider,
      externalId: input.externalId,
      userId: input.userId,
      packId: input.pack.id,
      tokens: input.pack.tokens,
      amountMinor: input.amountMinor,
      currency: input.currency,
      now,
    })
    if (!result.credited) return { ...(await answerRecorded(tx, result.purchase, input.userId)), fresh: null }
    return {
      status: 'credited' as const,
      packId: result.purchase.packId,
      tokens: result.purchase.tokens,
      balance: result.balance,
      fresh: result.purchase,
    }
  })
  const { fresh, ...result } = answer
  if (fresh) await deps.afterCredit(fresh, result.balance)
  return result
}

async function verifiedApple(apple: AppleStore, signedTransaction: string): Promise<AppleTransaction> {
  try {
    return await apple.verifyTransaction(signedTransaction)
  } catch (err) {
    if (err instanceof AppleVerificationError) {
      if (err.retry) throw new AppError('SERVICE_UNAVAILABLE', STORE_MESSAGES.storeUnreachable)
      throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.unverified)
    }
    throw err
  }
}

/** POST /api/payments/apple: a StoreKit 2 transaction, signed by Apple. */
export async function creditAppleTransaction(
  deps: StoreDeps,
  userId: string,
  signedTransaction: string,
): Promise<StorePurchaseResult> {
  const { apple } = deps
  const config = deps.config.apple
  if (!apple || !config) throw new AppError('NOT_FOUND', STORE_MESSAGES.appleOff)
  const t = await verifiedApple(apple, signedTransaction)
  if (t.revoked) throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.refunded)
  const pack = packFor(deps, config.products, t.productId)
  checkAccount(t.appAccountToken, userId)
  const result = await credit(deps, {
    provider: 'apple',
    externalId: t.transactionId,
    userId,
    pack,
    amountMinor: t.amountMinor,
    currency: t.currency,
  })
  deps.log.info({ provider: 'apple', status: result.status, packId: result.packId }, 'store purchase')
  return { ...result, consumed: false }
}

/** POST /api/payments/google: a Play purchase token, looked up with the Play Developer API. */
export async function creditGooglePurchase(
  deps: StoreDeps,
  userId: string,
  input: { productId: string; purchaseToken: string },
): Promise<StorePurchaseResult> {
  const { google } = deps
  const config = deps.config.google
  if (!google || !config) throw new AppError('NOT_FOUND', STORE_MESSAGES.googleOff)
  const pack = packFor(deps, config.products, input.productId)
  const purchase = await google.getPurchase(input.productId, input.purchaseToken).catch((err) => {
    deps.log.warn({ err: (err as Error).message }, 'google play: purchase lookup failed')
    throw new AppError('SERVICE_UNAVAILABLE', STORE_MESSAGES.storeUnreachable)
  })
  if (!purchase) throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.unverified)
  if (purchase.state === 'pending') throw new AppError('CONFLICT', STORE_MESSAGES.pending)
  if (purchase.state === 'cancelled') throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.refunded)
  checkAccount(purchase.accountToken, userId)
  const result = await credit(
    deps,
    {
      provider: 'google',
      externalId: purchase.orderId,
      userId,
      pack,
      // Play's purchase answer carries no price: the amount paid is in the Play Console, not here.
      amountMinor: 0,
      currency: 'xxx',
    },
    () => {
      // Consumed, yet never credited here: it was used up elsewhere (another server, a test).
      if (purchase.consumed) throw new AppError('CONFLICT', STORE_MESSAGES.used)
    },
  )
  let consumed = purchase.consumed
  if (!consumed) {
    try {
      await google.consume(input.productId, input.purchaseToken)
      consumed = true
    } catch (err) {
      // The tokens are credited; the app consumes it itself (and a replay credits nothing).
      deps.log.warn({ err: (err as Error).message }, 'google play: consume failed, the app will consume')
    }
  }
  deps.log.info(
    { provider: 'google', status: result.status, packId: result.packId, consumed },
    'store purchase',
  )
  return { ...result, consumed }
}

async function reverse(deps: StoreDeps, provider: 'apple' | 'google', externalId: string) {
  const result = await deps.db.transaction((tx) =>
    reversePurchase(tx, { provider, externalId, reason: 'refund', now: deps.now() }),
  )
  if (result.reversed) deps.afterReverse(result.purchase, result.balance)
  deps.log.info(
    { provider, reversed: result.reversed, reason: result.reversed ? undefined : result.reason },
    'store refund',
  )
  return result.reversed
}

/**
 * POST /api/payments/apple/notifications: App Store Server Notifications V2, signed by Apple and
 * checked as a transaction is. A REFUND takes the pack's tokens back (once); the rest is noted
 * and answered 200, as Apple expects. A payload that does not verify is refused (400).
 */
export async function handleAppleNotification(
  deps: StoreDeps,
  signedPayload: string,
): Promise<{ reversed: boolean }> {
  const { apple } = deps
  if (!apple) throw new AppError('NOT_FOUND', STORE_MESSAGES.appleOff)
  let notification: Awaited<ReturnType<AppleStore['verifyNotification']>>
  try {
    notification = await apple.verifyNotification(signedPayload)
  } catch (err) {
    if (err instanceof AppleVerificationError) {
      deps.log.warn({ reason: err.reason }, 'apple notification refused')
      if (err.retry) throw new AppError('SERVICE_UNAVAILABLE', STORE_MESSAGES.storeUnreachable)
      throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.unverified)
    }
    throw err
  }
  if (notification.kind !== 'refund') {
    deps.log.info({ type: notification.type }, 'apple notification ignored')
    return { reversed: false }
  }
  return { reversed: await reverse(deps, 'apple', notification.transaction.transactionId) }
}

/** Google's Real-time developer notification, as Pub/Sub pushes it. */
const pubSubPushSchema = z.object({
  message: z.object({ data: z.string().max(20_000), messageId: z.string().optional() }),
})
const developerNotificationSchema = z.object({
  packageName: z.string(),
  eventTimeMillis: z.coerce.number(),
  voidedPurchaseNotification: z
    .object({
      purchaseToken: z.string().min(1),
      orderId: z.string().optional(),
      productType: z.number().optional(),
    })
    .optional(),
})

/** How far back Play's list of voided purchases is read around a notification's time. */
const VOIDED_LOOKBACK_MS = 60 * 60 * 1000
/** Play keeps voided purchases listable for 30 days. */
const VOIDED_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * POST /api/payments/google/notifications: a Pub/Sub push of a Real-time developer notification.
 * The notification is only a hint: a voided purchase is reversed once Google's own list of voided
 * purchases (the Play Developer API) confirms its token, so a forged push can take nothing back.
 * With GOOGLE_NOTIFICATIONS_TOKEN set, a push without that secret in its address is refused first.
 */
export async function handleGoogleNotification(
  deps: StoreDeps,
  body: unknown,
  givenToken: string | undefined,
): Promise<{ reversed: boolean }> {
  const { google } = deps
  const config = deps.config.google
  if (!google || !config) throw new AppError('NOT_FOUND', STORE_MESSAGES.googleOff)
  if (config.notificationsToken && !sameSecret(givenToken, config.notificationsToken)) {
    throw new AppError('FORBIDDEN', 'This notification address needs its token.')
  }
  const push = pubSubPushSchema.safeParse(body)
  if (!push.success) throw new AppError('VALIDATION_FAILED', 'Not a Pub/Sub push message.')
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(push.data.message.data, 'base64').toString('utf8'))
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Not a Pub/Sub push message.')
  }
  const parsed = developerNotificationSchema.safeParse(decoded)
  if (!parsed.success || parsed.data.packageName !== config.packageName) {
    deps.log.info('google notification ignored: not for this app')
    return { reversed: false }
  }
  const voided = parsed.data.voidedPurchaseNotification
  // productType 1 is a subscription: we sell none.
  if (!voided || voided.productType === 1) return { reversed: false }
  const now = deps.now().getTime()
  const since = new Date(
    Math.max(parsed.data.eventTimeMillis - VOIDED_LOOKBACK_MS, now - VOIDED_MAX_AGE_MS + 60_000),
  )
  const confirmed = await google.findVoided(voided.purchaseToken, since).catch((err) => {
    deps.log.warn({ err: (err as Error).message }, 'google play: voided purchases lookup failed')
    // 503: Pub/Sub delivers the message again later.
    throw new AppError('SERVICE_UNAVAILABLE', STORE_MESSAGES.storeUnreachable)
  })
  if (!confirmed) {
    deps.log.warn('google notification: voided purchase not confirmed by Google Play, nothing reversed')
    return { reversed: false }
  }
  return { reversed: await reverse(deps, 'google', confirmed.orderId) }
}
