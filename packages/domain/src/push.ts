import { z } from 'zod'
import type { NotificationType } from './notifications'

/** The server's VAPID public key (base64url), or null when push is not configured. */
export const pushConfigSchema = z.object({ publicKey: z.string().nullable() })
export type PushConfig = z.infer<typeof pushConfigSchema>

export const PUSH_PLATFORMS = ['web', 'android', 'ios'] as const
export type PushPlatform = (typeof PUSH_PLATFORMS)[number]

/** A browser's PushSubscription.toJSON(), as the push token of one device. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
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
