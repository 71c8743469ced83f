import {
  type MatchTimer,
  type Notification,
  type NotificationTranslator,
  notificationMessage,
} from '@mithaq/domain'

export interface NotificationText {
  title: string
  sentence: string
}

/**
 * A notification in plain words: the domain's words (the same as its push), with what the list
 * adds after them. `timer` is the match's running timer: undefined while unknown, null when none
 * runs any more; a reminder then says how long is left and what happens when it ends.
 */
export function notificationText(
  n: Notification,
  timer: MatchTimer | null | undefined,
  now: Date,
  t: NotificationTranslator,
): NotificationText {
  const { title, body, more } = notificationMessage(n, { timer, now }, t)
  return { title, sentence: more ? `${body} ${more}` : body }
}
