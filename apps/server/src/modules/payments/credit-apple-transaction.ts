import type { StorePurchaseResult } from '@mithaq/domain'
import { AppError } from '../../lib/app-error'
import { type AppleStore, type AppleTransaction, AppleVerificationError } from './store.apple'
import { STORE_MESSAGES, type StoreDeps } from './store.service'
import { checkAccount, credit, packFor } from './store-credit'

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
  checkAccount(t.appAccountToken, userId)
  return creditApple(deps, userId, t)
}

/**
 * Credits one verified App Store transaction to the member, once (the app's report of it and
 * Apple's own notice of the charge meet on its transaction id).
 */
export async function creditApple(
  deps: StoreDeps,
  userId: string,
  t: AppleTransaction,
): Promise<StorePurchaseResult> {
  const config = deps.config.apple
  if (!config) throw new AppError('NOT_FOUND', STORE_MESSAGES.appleOff)
  if (t.revoked) throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.refunded)
  const pack = packFor(deps, config.products, t.productId)
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
