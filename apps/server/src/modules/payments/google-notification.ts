import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { STORE_MESSAGES, type StoreDeps } from './store.service'
import { reverse } from './store-credit'

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
