import { createTranslator, type TextKey } from '@mithaq/i18n'
import englishChat from '@mithaq/i18n/namespaces/en/chat'
import englishMatches from '@mithaq/i18n/namespaces/en/matches'
import englishNotices from '@mithaq/i18n/namespaces/en/notices'
import englishNotifications from '@mithaq/i18n/namespaces/en/notifications'
import englishTokens from '@mithaq/i18n/namespaces/en/tokens'
import englishValidation from '@mithaq/i18n/namespaces/en/validation'
import type { TimerTranslator } from './match-timer'

let englishWords: TimerTranslator | undefined

/**
 * English words for the server's answers, timers, notifications and pushes: what the server says to
 * an account with no language of its own, and what tests read. The web never imports it (it hands its own translator),
 * so these English texts stay out of its first load (decision 290).
 */
export const englishTranslator = (): TimerTranslator => {
  englishWords ??= createTranslator<TextKey>('en', {
    ...englishChat,
    ...englishMatches,
    ...englishNotifications,
    ...englishTokens,
    ...englishNotices,
    ...englishValidation,
  })
  return englishWords
}
