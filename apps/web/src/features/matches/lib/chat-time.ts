import {
  countdownIn,
  type MatchTimer,
  matchTimerConsequence,
  matchTimerLabel,
  matchTurnText,
  type Sex,
  timeLeftText,
} from '@mithaq/domain'
import type { TextKey, Translator } from '@mithaq/i18n'
import { calendarDaysBetween, currentLocale, formatDate, formatPreview, isolateText } from '../../../i18n'

/**
 * The chat screens' times, counts and timers in the current language, from the catalogues and
 * `Intl` (Arabic-Indic digits in Arabic). The timers' words are the domain's `match-timer`, given
 * the screen's translator: one wording for the banner, the Matches rows and the reminders.
 */

type T = Translator<TextKey>
/** Whom a timer names: a name, or a name and the sex its words may agree with. */
type Person = { name: string; sex: Sex | null }

/**
 * A message's time: "3:05 PM", "٣:٠٥ م" as the language writes it, isolated: Urdu writes
 * "3:05 PM" in Latin letters, which a right-to-left line would otherwise show as "PM 3:05".
 */
export const chatTime = (date: Date) => isolateText(formatDate(date, { hour: 'numeric', minute: '2-digit' }))

/** A Matches row: today the time, then 'Yesterday', then the weekday within a week, else "Mar 5". */
export function listTimestamp(t: T, date: Date, now: Date): string {
  const days = calendarDaysBetween(date, now)
  if (days <= 0) return chatTime(date)
  if (days === 1) return t('chat.yesterday')
  if (days < 7) return formatDate(date, { weekday: 'long' })
  return formatDate(date, { month: 'short', day: 'numeric' })
}

/** The day heading above a chat's messages: 'Today', 'Yesterday', or a full date. */
export function dayLabel(t: T, date: Date, now: Date): string {
  const days = calendarDaysBetween(date, now)
  if (days === 0) return t('chat.today')
  if (days === 1) return t('chat.yesterday')
  return formatDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
}

/**
 * A running timer with the language's own units: "1h 05m", "4m 30s", "45s" in English,
 * "١ س و٠٥ د" in Arabic; null once it has run out. The domain words it, for the server's
 * reminders too.
 */
export const countdown = (msLeft: number): string | null => countdownIn(currentLocale(), msLeft)

/** "1h 05m left", or 'Expired'. */
export function timeLeft(t: T, msLeft: number): { text: string; expired: boolean } {
  return { text: timeLeftText(msLeft, t), expired: msLeft <= 0 }
}

/** The banner's title for a timer. */
export const timerLabel = (t: T, timer: MatchTimer, who: Person) => matchTimerLabel(timer, who, t)

/** What happens when the timer ends, in plain words, for the user who reads it. */
export const timerConsequence = (t: T, timer: MatchTimer, who: Person) => matchTimerConsequence(timer, who, t)

/** The Matches row's line: who must act and what, e.g. 'Your move · Reply'. */
export const turnText = (t: T, timer: MatchTimer, who: Person) => matchTurnText(timer, who, t)

/** A Matches row preview: 30 characters then '…', with 'You: ' in front of mine. */
export const previewText = (t: T, content: string, isMine: boolean) => {
  const text = formatPreview(content, false)
  return isMine ? t('matches.preview.mine', { text }) : text
}

// In a module of its own: the shell's Matches tab shows it, without this module's chat texts.
export { badgeCount } from './badge-count'
