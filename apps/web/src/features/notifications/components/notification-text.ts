import {
  type MatchTimer,
  matchTimerConsequence,
  type Notification,
  REMATCH_CONTENT,
  REMINDER_KINDS,
  type ReminderKind,
  senderLabel,
  timeLeftText,
} from '@mithaq/domain'

/** The titles match the push notifications', so a user recognises one from the other. */
const TITLES: Record<Notification['type'], string> = {
  like: 'New Like!',
  match: 'New Match!',
  message: 'New Message',
  chat_unlocked: 'Chat Unlocked!',
  payment_required: 'Payment Required',
  reminder: 'Time is running out',
  test: 'Test Notification',
}

const REMINDER_TIMER: Record<ReminderKind, (name: string) => string> = {
  payment_window: (name) => `The time to unlock your chat with ${name}`,
  first_message: (name) => `The time to send a first message to ${name}`,
  reply: (name) => `The time to reply to ${name}`,
}

const isReminderKind = (content: string | null): content is ReminderKind =>
  REMINDER_KINDS.includes(content as ReminderKind)

export interface NotificationText {
  title: string
  sentence: string
}

/**
 * A notification in plain words. `timer` is the match's running timer: undefined while unknown,
 * null when none runs any more. A reminder says which timer ends, how long is left (from the
 * match's running timer, when it still runs) and what happens when it ends.
 */
export function notificationText(
  n: Notification,
  timer: MatchTimer | null | undefined,
  now: Date,
): NotificationText {
  const name = senderLabel(n)
  const title = TITLES[n.type]
  switch (n.type) {
    case 'like':
      return { title, sentence: `${name} liked your profile.` }
    case 'match':
      if (n.content === REMATCH_CONTENT)
        return { title, sentence: `${name} rematched with you. Unlock the chat to talk again.` }
      return { title, sentence: `You matched with ${name}! Unlock the chat to start talking.` }
    case 'message':
      return { title, sentence: n.content ? `${name}: ${n.content}` : `${name} sent you a message.` }
    case 'chat_unlocked':
      return { title, sentence: `Your chat with ${name} is unlocked. Say salam and start talking.` }
    case 'payment_required':
      return { title, sentence: `${name} paid to unlock your chat. Pay too, and you can start talking.` }
    case 'reminder': {
      const kind = isReminderKind(n.content) ? n.content : null
      if (!kind) return { title, sentence: `A timer with ${name} is about to end.` }
      const which = REMINDER_TIMER[kind](name)
      if (timer && timer.kind === kind) {
        const left = timeLeftText(Date.parse(timer.expiresAt) - now.getTime())
        const ends = left === 'Expired' ? 'has run out.' : `ends soon: ${left}.`
        return { title, sentence: `${which} ${ends} ${matchTimerConsequence(timer, name)}` }
      }
      if (timer === undefined) {
        // The match's timer is not known yet: the rule still holds for the one who must act.
        const generic: MatchTimer = { kind, expiresAt: n.createdAt, turn: kind === 'reply' ? 'me' : 'either' }
        return { title, sentence: `${which} ends soon. ${matchTimerConsequence(generic, name)}` }
      }
      return { title, sentence: `${which} was running out.` }
    }
    default:
      return { title, sentence: n.content ?? '' }
  }
}
