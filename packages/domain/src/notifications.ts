import { z } from 'zod'
import { SEXES } from './profile'

/**
 * The six notification types the product allows, plus `reminder` (a timer of the token economy is
 * about to end: the content is a ReminderKind, the reference the match).
 */
export const NOTIFICATION_TYPES = [
  'message',
  'like',
  'match',
  'chat_unlocked',
  'payment_required',
  'test',
  'reminder',
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
  /** The sender's sex, for the words that agree with them (decision 300); null with no profile. */
  senderSex: z.enum(SEXES).nullable(),
  /** The sender is a member of the demo community, not a person: the texts say so (decision 163). */
  senderIsDemo: z.boolean().default(false),
  referenceId: z.string().nullable(),
  content: z.string().nullable(),
  /** How many messages a 'message' row stands for: one unread row per chat (decision 365). */
  count: z.number().int().min(1).default(1),
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

// ---- Contract added for notifications, push and reminders (issue 12). ----

/** A page of my notifications, newest first. `before` of the next page is `nextCursor`. */
export const notificationPageQuerySchema = z.object({
  /** Opaque cursor from the previous page's `nextCursor`. */
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(30),
})
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  /** All my unread notifications, not only this page's. */
  unreadCount: z.number().int(),
})
export type NotificationPage = z.infer<typeof notificationPageSchema>

/**
 * The content of a 'match' notification that is a rematch (the type stays 'match', so the push
 * preference for matches covers it): the recipient is told who rematched with them.
 */
export const REMATCH_CONTENT = 'rematch'

/** Which part of the token economy a reminder is about; it is stored as the reminder's content. */
export const REMINDER_KINDS = ['payment_window', 'first_message', 'reply'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]

/** The types a user can switch push off for (test is never pushed to users). */
export const PUSH_PREFERENCE_TYPES = [
  'like',
  'match',
  'message',
  'chat_unlocked',
  'payment_required',
  'reminder',
] as const
export type PushPreferenceType = (typeof PUSH_PREFERENCE_TYPES)[number]

export const pushPreferencesSchema = z.object({
  like: z.boolean(),
  match: z.boolean(),
  message: z.boolean(),
  chat_unlocked: z.boolean(),
  payment_required: z.boolean(),
  reminder: z.boolean(),
})
export type PushPreferences = z.infer<typeof pushPreferencesSchema>

/**
 * Where opening a notification leads: anything about a match (a match, a message, an unlock, a
 * payment asked, a reminder) opens that chat; a like opens Liked; anything else Discover.
 * Used by the notifications screen and by the service worker's click handler.
 */
export function notificationTarget(type: NotificationType, referenceId: string | null): string {
  if (type === 'like') return '/app/liked'
  const aboutMatch =
    type === 'match' ||
    type === 'message' ||
    type === 'chat_unlocked' ||
    type === 'payment_required' ||
    type === 'reminder'
  if (aboutMatch && referenceId) return `/app/chat/${referenceId}`
  if (aboutMatch) return '/app/matches'
  return '/app/profiles'
}

/**
 * When reminders go out: this many minutes before a timer of the token economy ends (12 h and
 * 1 h). Each is sent once per timer and person; when the scheduler catches up late, only the
 * latest moment already reached is sent.
 */
export const REMINDER_MINUTES_BEFORE = [720, 60] as const
