import {
  type MatchTimer,
  type Notification,
  type NotificationTranslator,
  notificationMessage,
} from '@mithaq/domain'
import { isolateText } from '../../../i18n'

export interface NotificationText {
  title: string
  sentence: string
}

/**
 * The translator the list words its notifications with: the sender's name and the message's own
 * words (what people wrote) are isolated, so an English preview in an Arabic sentence reads
 * 'What would it look like for you?', not '?look like for you'.
 */
function isolatingWritten(t: NotificationTranslator): NotificationTranslator {
  const isolating = (
    key: Parameters<NotificationTranslator>[0],
    values?: Parameters<NotificationTranslator>[1],
  ) => {
    if (!values) return t(key)
    const isolated = { ...values }
    if (typeof values.name === 'string') Object.assign(isolated, { name: isolateText(values.name) })
    if (typeof values.content === 'string') Object.assign(isolated, { content: isolateText(values.content) })
    return t(key, isolated)
  }
  return Object.assign(isolating, { locale: t.locale })
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
  const { title, body, more } = notificationMessage(n, { timer, now }, isolatingWritten(t))
  return { title, sentence: more ? `${body} ${more}` : body }
}
