import { type StorePurchaseResult, UNKNOWN_PRICE_CURRENCY } from '@mithaq/domain'
import { AppError } from '../../lib/app-error'
import { STORE_MESSAGES, type StoreDeps } from './store.service'
import { checkAccount, credit, packFor } from './store-credit'

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
      currency: UNKNOWN_PRICE_CURRENCY,
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
