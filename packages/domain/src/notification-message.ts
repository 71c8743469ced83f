import { type MatchTimer, matchTimerConsequence, type TimerTranslator, timeLeftText } from './match-timer'
import { type NotificationType, REMATCH_CONTENT, REMINDER_KINDS, type ReminderKind } from './notifications'
import type { Sex } from './profile'

/** What the words of a notification need of it. */
export interface NotificationWords {
  type: NotificationType
  senderName: string | null
  /** The sender's sex: the words agree with it in Arabic, Urdu, French (decision 300). */
  senderSex: Sex | null
  /** A demo member sent it: the name carries DEMO_SENDER_MARK. */
  senderIsDemo?: boolean | null
  content: string | null
  /** How many messages a 'message' row stands for (decision 365); 1 when absent. */
  count?: number | null
  createdAt?: string | Date
}

/**
 * What words a notification: a translator of the whole catalogue (decision 282), whose `locale`
 * also words a reminder's time left and its timer's rule. The web hands its current one, the
 * server the recipient's (`englishTranslator()` for an account with no language of its own).
 */
export type NotificationTranslator = TimerTranslator

/** 'Someone' stands in for a sender whose name is unknown (in English). */
export const PUSH_FALLBACK_NAME = 'Someone'

/** Added after a demo member's name in notifications and pushes (decision 163), in English. */
export const DEMO_SENDER_MARK = '(demo member)'

/** The sender as notifications and pushes name them: 'Someone' when unknown, marked when a demo member. */
export function senderLabel(
  n: { senderName: string | null; senderSex?: Sex | null; senderIsDemo?: boolean | null },
  t: NotificationTranslator,
): string {
  return sender(n, t).name
}

/**
 * The sender's name and the sex its words agree with: 'Someone' is no one's, so it takes the
 * `other` form (decision 300).
 */
function sender(
  n: { senderName: string | null; senderSex?: Sex | null; senderIsDemo?: boolean | null },
  t: NotificationTranslator,
): { name: string; sex: Sex | null } {
  const known = n.senderName?.trim()
  const sex = known ? (n.senderSex ?? null) : null
  const name = known || t('notifications.someone')
  return { name: n.senderIsDemo ? t('notifications.demoSender', { name, sex }) : name, sex }
}

/** The title of a type: the same on the bell's list and on a device's push. */
export function notificationTitle(type: NotificationType, t: NotificationTranslator): string {
  return t(`notifications.title.${type}`)
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
 * them), in the language of `t`. The sender's name stands in as X, 'Someone' when unknown.
 * `timing`, when the match's timer is known (the list), lets a reminder say how long is left and
 * what happens at the end.
 */
export function notificationMessage(
  n: NotificationWords,
  timing: ReminderTiming | undefined,
  t: NotificationTranslator,
): NotificationMessage {
  const who = sender(n, t)
  const { name, sex } = who
  const title = notificationTitle(n.type, t)
  switch (n.type) {
    case 'like':
      return { title, body: t('notifications.like', { name, sex }) }
    case 'message':
      if ((n.count ?? 1) > 1)
        return {
          title,
          body: n.content
            ? t('notifications.messages', { count: n.count ?? 1, name, sex, content: n.content })
            : t('notifications.messagesNoText', { count: n.count ?? 1, name, sex }),
        }
      return {
        title,
        body: n.content
          ? t('notifications.message', { name, sex, content: n.content })
          : t('notifications.messageNoText', { name, sex }),
      }
    case 'match':
      if (n.content === REMATCH_CONTENT)
        return {
          title,
          body: t('notifications.rematch', { name, sex }),
          more: t('notifications.rematchMore'),
        }
      return { title, body: t('notifications.match', { name, sex }), more: t('notifications.matchMore') }
    case 'chat_unlocked':
      return { title, body: t('notifications.chatUnlocked', { name, sex }) }
    case 'payment_required':
      return { title, body: t('notifications.paymentRequired', { name, sex }) }
    case 'reminder':
      return { title, ...reminderWords(n, who, timing, t) }
    case 'test':
      return { title, body: t('notifications.test') }
  }
}

function reminderWords(
  n: NotificationWords,
  { name, sex }: { name: string; sex: Sex | null },
  timing: ReminderTiming | undefined,
  t: NotificationTranslator,
) {
  const kind = reminderKind(n.content)
  if (!kind) return { body: t('notifications.reminder.generic', { name, sex }) }
  const body = t('notifications.reminder', { kind, name, sex })
  if (!timing) return { body }
  const { timer, now } = timing
  if (timer && timer.kind === kind) {
    const msLeft = Date.parse(timer.expiresAt) - now.getTime()
    const ends =
      msLeft > 0
        ? t('notifications.reminder.left', { kind, name, sex, left: timeLeftText(msLeft, t) })
        : t('notifications.reminder.ranOut', { kind, name, sex })
    return { body, more: `${ends} ${matchTimerConsequence(timer, { name, sex }, t)}` }
  }
  if (timer === undefined) {
    // The match's timer is not known yet: the rule still holds for the one who must act.
    const createdAt =
      n.createdAt instanceof Date ? n.createdAt.toISOString() : (n.createdAt ?? now.toISOString())
    const generic: MatchTimer = { kind, expiresAt: createdAt, turn: kind === 'reply' ? 'me' : 'either' }
    return {
      body,
      more: `${t('notifications.reminder.endsSoon', { kind, name, sex })} ${matchTimerConsequence(generic, { name, sex }, t)}`,
    }
  }
  return { body, more: t('notifications.reminder.wasRunningOut', { kind, name, sex }) }
}
