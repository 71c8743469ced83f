import { z } from 'zod'

/** The six notification types the specification allows (section 3 and 5 'Notification creation'). */
export const NOTIFICATION_TYPES = [
  'message',
  'like',
  'match',
  'chat_unlocked',
  'payment_required',
  'test',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES)

/** A stored notification as its recipient sees it. */
export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  senderId: z.string(),
  /** Null when the sender no longer has a profile. */
  senderName: z.string().nullable(),
  referenceId: z.string().nullable(),
  content: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema) })
export type NotificationList = z.infer<typeof notificationListSchema>

/** Marks the listed notifications as read, or all of mine when `ids` is omitted. */
export const markNotificationsReadSchema = z.object({ ids: z.array(z.uuid()).max(100).optional() })
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>

export const markNotificationsReadResultSchema = z.object({ updated: z.number().int() })
