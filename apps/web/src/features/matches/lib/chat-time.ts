import {
  calendarDaysBetween,
  formatPreview,
  type MatchTimer,
  type Sex,
  TOKEN_RULES,
  UNREAD_BADGE_CAP,
} from '@mithaq/domain'
import { INTL_TAGS, type MessageKey, type Translator } from '@mithaq/i18n'
import { tokensText } from '../../../components/tokens/token-prices'
import { currentLocale, formatDate, formatNumber } from '../../../i18n'

/**
 * The chat screens' times, counts and timers in the current language. The domain's
 * display-format and match-timer keep their English versions for the server (reminders, mails);
 * the web words the same rules here from the catalogues and `Intl` (Arabic-Indic digits in Arabic).
 */

type T = Translator<MessageKey>

/** A message's time: "3:05 PM", "١٥:٠٥" as the language writes it. */
export const chatTime = (date: Date) => formatDate(date, { hour: 'numeric', minute: '2-digit' })

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

const unit = (unit: 'hour' | 'minute' | 'second', value: number, pad = false) =>
  formatNumber(value, { style: 'unit', unit, unitDisplay: 'narrow', minimumIntegerDigits: pad ? 2 : 1 })

const lists = new Map<string, Intl.ListFormat>()
function listFormat(): Intl.ListFormat {
  const tag = INTL_TAGS[currentLocale()]
  let list = lists.get(tag)
  if (!list) {
    list = new Intl.ListFormat(tag, { type: 'unit', style: 'narrow' })
    lists.set(tag, list)
  }
  return list
}

/**
 * A running timer with the language's own units: "1h 05m", "4m 30s", "45s" in English,
 * "١ س و٠٥ د" in Arabic; null once it has run out.
 */
export function countdown(msLeft: number): string | null {
  if (msLeft <= 0) return null
  const totalSeconds = Math.ceil(msLeft / 1000)
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const join = (parts: string[]) => listFormat().format(parts)
  if (hours > 0) return join([unit('hour', hours), unit('minute', minutes, true)])
  if (minutes > 0) return join([unit('minute', minutes), unit('second', seconds, true)])
  return unit('second', seconds)
}

/** "1h 05m left", or 'Expired'. */
export function timeLeft(t: T, msLeft: number): { text: string; expired: boolean } {
  const left = countdown(msLeft)
  return left
    ? { text: t('chat.timer.left', { left }), expired: false }
    : { text: t('chat.timer.expired'), expired: true }
}

/** The banner's title for a timer. */
export function timerLabel(t: T, timer: MatchTimer, name: string, sex: Sex): string {
  if (timer.kind === 'payment_window') {
    return timer.turn === 'them' ? t('chat.timer.waitingUnlock', { name, sex }) : t('chat.timer.timeToUnlock')
  }
  if (timer.kind === 'first_message') return t('chat.timer.startConversation')
  return timer.turn === 'me' ? t('chat.timer.yourTurn') : t('chat.timer.waitingFor', { name, sex })
}

/** What happens when the timer ends, in plain words, for the user who reads it. */
export function timerConsequence(t: T, timer: MatchTimer, name: string, sex: Sex): string {
  const penalty = tokensText(t, TOKEN_RULES.penalty)
  if (timer.kind === 'payment_window') {
    if (timer.turn === 'them') return t('chat.timer.payThem', { name, sex, penalty })
    if (timer.turn === 'me') return t('chat.timer.payMe', { name, sex, penalty })
    return t('chat.timer.payEither', { penalty })
  }
  if (timer.kind === 'first_message') return t('chat.timer.firstMessage')
  if (timer.turn === 'me') return t('chat.timer.replyMe', { penalty })
  return t('chat.timer.replyThem', { name, sex, penalty })
}

/** The Matches row's line: who must act and what, e.g. 'Your move · Reply'. */
export function turnText(t: T, timer: MatchTimer, name: string, sex: Sex): string {
  if (timer.turn === 'them') return t('chat.timer.waitingFor', { name, sex })
  if (timer.kind === 'payment_window') return t('matches.turn.unlock')
  if (timer.kind === 'first_message') return t('matches.turn.firstMessage')
  return t('matches.turn.reply')
}

/** A Matches row preview: 30 characters then '…', with 'You: ' in front of mine. */
export const previewText = (t: T, content: string, isMine: boolean) => {
  const text = formatPreview(content, false)
  return isMine ? t('matches.preview.mine', { text }) : text
}

/** The badge: the count, or '99+' above 99, in the language's digits. */
export const badgeCount = (count: number) =>
  count > UNREAD_BADGE_CAP ? `${formatNumber(UNREAD_BADGE_CAP)}+` : formatNumber(count)
