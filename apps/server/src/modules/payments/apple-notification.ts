import { AppError } from '../../lib/app-error'
import { type AppleStore, AppleVerificationError } from './store.apple'
import { STORE_MESSAGES, type StoreDeps } from './store.service'
import { reverse } from './store-credit'

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
