import { z } from 'zod'
import { type NotificationType, notificationTarget, REMATCH_CONTENT } from './notifications'

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

/** 'Someone' stands in for a sender whose name is unknown. */
export const PUSH_FALLBACK_NAME = 'Someone'

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
  /** A demo member sent it: the name carries DEMO_SENDER_MARK. */
  senderIsDemo?: boolean | null
  referenceId: string | null
  content: string | null
}

/** Added after a demo member's name in notifications and pushes (decision 163). */
export const DEMO_SENDER_MARK = '(demo member)'

/** The sender as notifications and pushes name them: 'Someone' when unknown, marked when a demo member. */
export function senderLabel(n: { senderName: string | null; senderIsDemo?: boolean | null }): string {
  const name = n.senderName?.trim() || PUSH_FALLBACK_NAME
  return n.senderIsDemo ? `${name} ${DEMO_SENDER_MARK}` : name
}

function cut(text: string): string {
  return text.length > PUSH_BODY_MAX_LENGTH ? `${text.slice(0, PUSH_BODY_MAX_LENGTH - 1)}…` : text
}

/** The reminder texts, one per kind; X is the other person of the match. */
const REMINDER_BODIES: Record<string, (x: string) => string> = {
  payment_window: (x) =>
    `Your match with ${x} is waiting to be unlocked. Unlock the chat before the window closes to keep it.`,
  first_message: (x) => `Your chat with ${x} is open. Say salam before the timer ends to keep your match.`,
  reply: (x) => `${x} is waiting for your reply. Answer before the timer ends to keep your match.`,
}

/**
 * The title and body a notification is pushed with, shared by the server (which sends them) and
 * the tests (which read them back). The sender's name stands in as X, 'Someone' when unknown.
 */
export function pushMessageFor(n: PushableNotification): { title: string; body: string } {
  const x = senderLabel(n)
  switch (n.type) {
    case 'like':
      return { title: 'New Like!', body: `${x} liked your profile!` }
    case 'message':
      return { title: 'New Message', body: cut(`${x}: ${n.content ?? ''}`) }
    case 'match':
      if (n.content === REMATCH_CONTENT) return { title: 'Rematch', body: `${x} rematched with you!` }
      return { title: 'New Match!', body: `You matched with ${x}!` }
    case 'chat_unlocked':
      return { title: 'Chat Unlocked!', body: `Your chat with ${x} is open. Say salam!` }
    case 'payment_required':
      return {
        title: 'Payment Required',
        body: `${x} paid to unlock your chat. Unlock it too to start talking.`,
      }
    case 'reminder': {
      const body =
        REMINDER_BODIES[n.content ?? ''] ?? ((name: string) => `Your match with ${name} needs you soon.`)
      return { title: 'Time Is Running Out', body: body(x) }
    }
    case 'test':
      return { title: 'Test Notification', body: 'Push notifications are working.' }
  }
}

/** The whole push message for a notification: texts, and where a tap leads. */
export function pushPayloadFor(n: PushableNotification): PushPayload {
  return {
    ...pushMessageFor(n),
    data: {
      type: n.type,
      notificationId: n.id ?? null,
      senderId: n.senderId ?? null,
      referenceId: n.referenceId,
      url: notificationTarget(n.type, n.referenceId),
    },
  }
}
