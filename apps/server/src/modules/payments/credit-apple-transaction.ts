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
