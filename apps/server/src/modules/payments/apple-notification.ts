import { AppError } from '../../lib/app-error'
import { creditApple } from './credit-apple-transaction'
import { type AppleStore, AppleVerificationError } from './store.apple'
import { STORE_MESSAGES, type StoreDeps } from './store.service'
import { memberOfStoreAccount } from './store-accounts'
import { reverse } from './store-credit'

/**
 * POST /api/payments/apple/notifications: App Store Server Notifications V2, signed by Apple and
 * checked as a transaction is. A REFUND takes the pack's tokens back (once). A ONE_TIME_CHARGE
 * credits the pack to the member its account token names, once: the app may never have reported
 * it (an Ask to Buy approved while it was closed, a purchase the plugin finished before anyone
 * signed in), and when it did, the two meet on the transaction id. A refusal (the daily cap, a
 * suspension) answers an error, so Apple sends the notice again later. The rest is noted and
 * answered 200, as Apple expects. A payload that does not verify is refused (400).
 */
export async function handleAppleNotification(
  deps: StoreDeps,
  signedPayload: string,
): Promise<{ reversed: boolean; credited?: boolean }> {
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
  if (notification.kind === 'charge') {
    const token = notification.transaction.appAccountToken
    const userId = token ? await memberOfStoreAccount(deps.db, token) : undefined
    if (!userId) {
      deps.log.warn(
        { transaction: notification.transaction.transactionId },
        'apple charge for no known member',
      )
      return { reversed: false, credited: false }
    }
    const result = await creditApple(deps, userId, notification.transaction)
    return { reversed: false, credited: result.status === 'credited' }
  }
  if (notification.kind !== 'refund') {
    deps.log.info({ type: notification.type }, 'apple notification ignored')
    return { reversed: false }
  }
  return { reversed: await reverse(deps, 'apple', notification.transaction.transactionId) }
}
