import { z } from 'zod'
import { type NotificationTranslator, notificationMessage } from './notification-message'
import { type NotificationType, notificationTarget } from './notifications'
import { cutPreview } from './preview'
import type { Sex } from './profile'

/** The server's VAPID public key (base64url), or null when push is not configured. */
export const pushConfigSchema = z.object({ publicKey: z.string().nullable() })
export type PushConfig = z.infer<typeof pushConfigSchema>

export const PUSH_PLATFORMS = ['web', 'android', 'ios'] as const
export type PushPlatform = (typeof PUSH_PLATFORMS)[number]

/** The bytes of a base64url text (padding optional); undefined when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array | undefined {
  const body = text.replace(/={0,2}$/, '')
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1) return undefined
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  const out = new Uint8Array(Math.floor((body.length * 6) / 8))
  let bits = 0
  let value = 0
  let n = 0
  for (const char of body) {
    value = (value << 6) | alphabet.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[n++] = (value >> bits) & 0xff
    }
  }
  return out
}

/** Bytes of a subscription's keys: an uncompressed P-256 point, and the auth secret. */
export const PUSH_P256DH_BYTES = 65
export const PUSH_AUTH_BYTES = 16

export const PUSH_KEY_MESSAGES = {
  p256dh: `The subscription's p256dh key must be an uncompressed P-256 public key (${PUSH_P256DH_BYTES} bytes, base64url)`,
  auth: `The subscription's auth secret must be ${PUSH_AUTH_BYTES} bytes (base64url)`,
} as const

/** A browser's p256dh key: 65 bytes, the first 0x04 (an uncompressed point). */
export function isPushPublicKey(text: string): boolean {
  const bytes = base64urlBytes(text)
  return bytes?.length === PUSH_P256DH_BYTES && bytes[0] === 0x04
}

/** A browser's auth secret: exactly 16 bytes. */
export function isPushAuthSecret(text: string): boolean {
  return base64urlBytes(text)?.length === PUSH_AUTH_BYTES
}

/** A browser's PushSubscription.toJSON(), as the push token of one device. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().max(200).refine(isPushPublicKey, PUSH_KEY_MESSAGES.p256dh),
    auth: z.string().max(100).refine(isPushAuthSecret, PUSH_KEY_MESSAGES.auth),
  }),
})
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>

export const deviceInfoSchema = z.object({
  platform: z.string().max(100),
  timestamp: z.string().max(40),
  clientVersion: z.string().max(20),
  appVersion: z.string().max(20),
})
export type DeviceInfo = z.infer<typeof deviceInfoSchema>

/** POST /api/push/subscriptions: store (or refresh) this device's subscription. */
export const savePushSubscriptionSchema = z.object({
  subscription: webPushSubscriptionSchema,
  platform: z.enum(PUSH_PLATFORMS),
  deviceInfo: deviceInfoSchema,
})
export type SavePushSubscriptionInput = z.infer<typeof savePushSubscriptionSchema>

/** DELETE /api/push/subscriptions: forget this device's subscription. */
export const removePushSubscriptionSchema = z.object({ endpoint: z.url().max(2048) })

/** The platforms whose push tokens come from the native shell (Firebase Cloud Messaging, APNs). */
export const NATIVE_PUSH_PLATFORMS = ['android', 'ios'] as const
export type NativePushPlatform = (typeof NATIVE_PUSH_PLATFORMS)[number]

/**
 * A native push token as the platform hands it to the app: an FCM registration token (about 160
 * characters) or an APNs device token (64 hex digits). Printable ASCII only, no spaces.
 */
export const nativePushTokenSchema = z
  .string()
  .min(32, 'This push token is too short')
  .max(4096, 'This push token is too long')
  .regex(/^[\x21-\x7e]+$/, 'This push token has characters a push token never has')

/** POST /api/push/native-tokens: store (or refresh) the native shell's push token for this session. */
export const saveNativePushTokenSchema = z.object({
  token: nativePushTokenSchema,
  platform: z.enum(NATIVE_PUSH_PLATFORMS),
  deviceInfo: deviceInfoSchema,
})
export type SaveNativePushTokenInput = z.infer<typeof saveNativePushTokenSchema>

/** DELETE /api/push/native-tokens: forget this device's native push token. */
export const removeNativePushTokenSchema = z.object({ token: nativePushTokenSchema })

/** What the service worker receives in a push message. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  data: z.object({
    type: z.string(),
    notificationId: z.string().nullable(),
    senderId: z.string().nullable(),
    referenceId: z.string().nullable(),
    /** The app path a tap opens (notificationTarget). */
    url: z.string(),
  }),
})
export type PushPayload = z.infer<typeof pushPayloadSchema>

/** The most devices (push subscriptions) one account keeps; a further one is refused (409). */
export const MAX_PUSH_SUBSCRIPTIONS = 10

/** A message body longer than this is cut with '…', so a push stays well inside 4 KB. */
export const PUSH_BODY_MAX_LENGTH = 180

/** What a push needs of a notification. */
export interface PushableNotification {
  id?: string | null
  type: NotificationType
  senderId?: string | null
  senderName: string | null
  /** The sender's sex, which the words agree with (decision 300); null when unknown. */
  senderSex: Sex | null
  /** A demo member sent it: the name carries DEMO_SENDER_MARK. */
  senderIsDemo?: boolean | null
  referenceId: string | null
  content: string | null
  /** How many messages a 'message' row stands for (decision 365). */
  count?: number | null
}

/** Cut on a word, never in four dots (cutPreview); the '…' counts in the limit. */
function cut(text: string): string {
  return [...text].length > PUSH_BODY_MAX_LENGTH ? cutPreview(text, PUSH_BODY_MAX_LENGTH - 1) : text
}

/**
 * The title and body a notification is pushed with: the words of the bell's list
 * (notificationMessage), the body cut to PUSH_BODY_MAX_LENGTH.
 */
export function pushMessageFor(
  n: PushableNotification,
  t: NotificationTranslator,
): { title: string; body: string } {
  const { title, body } = notificationMessage(n, undefined, t)
  return { title, body: cut(body) }
}

/** The whole push message for a notification: texts, and where a tap leads. */
export function pushPayloadFor(n: PushableNotification, t: NotificationTranslator): PushPayload {
  return {
    ...pushMessageFor(n, t),
    data: {
      type: n.type,
      notificationId: n.id ?? null,
      senderId: n.senderId ?? null,
      referenceId: n.referenceId,
      url: notificationTarget(n.type, n.referenceId),
    },
  }
}
