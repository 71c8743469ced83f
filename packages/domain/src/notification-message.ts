import { type MatchTimer, matchTimerConsequence, timeLeftText } from './match-timer'
import { type NotificationType, REMATCH_CONTENT, REMINDER_KINDS, type ReminderKind } from './notifications'

/** What the words of a notification need of it. */
export interface NotificationWords {
  type: NotificationType
  senderName: string | null
  /** A demo member sent it: the name carries DEMO_SENDER_MARK. */
  senderIsDemo?: boolean | null
  content: string | null
  createdAt?: string | Date
}

/** 'Someone' stands in for a sender whose name is unknown. */
export const PUSH_FALLBACK_NAME = 'Someone'

/** Added after a demo member's name in notifications and pushes (decision 163). */
export const DEMO_SENDER_MARK = '(demo member)'

/** The sender as notifications and pushes name them: 'Someone' when unknown, marked when a demo member. */
export function senderLabel(n: { senderName: string | null; senderIsDemo?: boolean | null }): string {
  const name = n.senderName?.trim() || PUSH_FALLBACK_NAME
  return n.senderIsDemo ? `${name} ${DEMO_SENDER_MARK}` : name
}

/** The title of each type: the same on the bell's list and on a device's push. */
export const NOTIFICATION_TITLES: Record<NotificationType, string> = {
  like: 'New Like!',
  match: 'New Match!',
  message: 'New Message',
  chat_unlocked: 'Chat Unlocked!',
  payment_required: 'Payment Required',
  reminder: 'Time Is Running Out',
  test: 'Test Notification',
}

/** The reminder texts, one per kind; X is the other person of the match. */
const REMINDER_BODIES: Record<ReminderKind, (x: string) => string> = {
  payment_window: (x) =>
    `Your match with ${x} is waiting to be unlocked. Unlock the chat before the window closes to keep it.`,
  first_message: (x) => `Your chat with ${x} is open. Say salam before the timer ends to keep your match.`,
  reply: (x) => `${x} is waiting for your reply. Answer before the timer ends to keep your match.`,
}

/** Which timer a reminder is about, in the words of the list. */
const REMINDER_TIMER: Record<ReminderKind, (x: string) => string> = {
  payment_window: (x) => `The time to unlock your chat with ${x}`,
  first_message: (x) => `The time to send a first message to ${x}`,
  reply: (x) => `The time to reply to ${x}`,
}

const reminderKind = (content: string | null): ReminderKind | null =>
  REMINDER_KINDS.includes(content as ReminderKind) ? (content as ReminderKind) : null

/** The match's running timer as the list knows it: undefined while unknown, null when none runs. */
export interface ReminderTiming {
  timer: MatchTimer | null | undefined
  now: Date
}

export interface NotificationMessage {
  title: string
  /** The one sentence: the push's body and the start of the list's line. */
  body: string
  /** What the list adds after the body: what to do next, or how long a reminder's timer has left. */
  more?: string
}

/**
 * The words of a notification, for the bell's list and for a push alike (one place to reword
 * them). The sender's name stands in as X, 'Someone' when unknown. `timing`, when the match's
 * timer is known (the list), lets a reminder say how long is left and what happens at the end.
 */
export function notificationMessage(n: NotificationWords, timing?: ReminderTiming): NotificationMessage {
  const x = senderLabel(n)
  const title = NOTIFICATION_TITLES[n.type]
  switch (n.type) {
    case 'like':
      return { title, body: `${x} liked your profile!` }
    case 'message':
      return { title, body: n.content ? `${x}: ${n.content}` : `${x} sent you a message.` }
    case 'match':
      if (n.content === REMATCH_CONTENT)
        return { title, body: `${x} rematched with you!`, more: 'Unlock the chat to talk again.' }
      return { title, body: `You matched with ${x}!`, more: 'Unlock the chat to start talking.' }
    case 'chat_unlocked':
      return { title, body: `Your chat with ${x} is open. Say salam!` }
    case 'payment_required':
      return { title, body: `${x} paid to unlock your chat. Unlock it too to start talking.` }
    case 'reminder':
      return { title, ...reminderWords(n, x, timing) }
    case 'test':
      return { title, body: 'Push notifications are working.' }
  }
}

function reminderWords(n: NotificationWords, x: string, timing: ReminderTiming | undefined) {
  const kind = reminderKind(n.content)
  if (!kind) return { body: `Your match with ${x} needs you soon.` }
  const body = REMINDER_BODIES[kind](x)
  if (!timing) return { body }
  const which = REMINDER_TIMER[kind](x)
  const { timer, now } = timing
  if (timer && timer.kind === kind) {
    const left = timeLeftText(Date.parse(timer.expiresAt) - now.getTime())
    const ends = left === 'Expired' ? 'has run out.' : `ends soon: ${left}.`
    return { body, more: `${which} ${ends} ${matchTimerConsequence(timer, x)}` }
  }
  if (timer === undefined) {
    // The match's timer is not known yet: the rule still holds for the one who must act.
    const createdAt =
      n.createdAt instanceof Date ? n.createdAt.toISOString() : (n.createdAt ?? now.toISOString())
    const generic: MatchTimer = { kind, expiresAt: createdAt, turn: kind === 'reply' ? 'me' : 'either' }
    return { body, more: `${which} ends soon. ${matchTimerConsequence(generic, x)}` }
  }
  return { body, more: `${which} was running out.` }
}
