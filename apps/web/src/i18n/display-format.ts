import { cutPreview, MESSAGE_PREVIEW_LENGTH, UNREAD_BADGE_CAP } from '@mithaq/domain'
import { intlTag, t } from './locale-store'

/**
 * How the chat screens write times, counts and previews (docs/product.md § 7, § 8, § 12).
 * In the app's current language; in English the patterns are the specification's ('h:mm a', "Mar 5").
 * Dates are compared in the viewer's local calendar: "Yesterday" means the day before today,
 * not "24 to 48 hours ago".
 */

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A format made on first use in each language: building an Intl.DateTimeFormat loads locale data
 * and takes a few milliseconds on a phone, which screens that never show a date should not pay at start.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>()
  return {
    format: (date: Date) => {
      const tag = intlTag()
      let format = formats.get(tag)
      if (!format) {
        format = new Intl.DateTimeFormat(tag, options)
        formats.set(tag, format)
      }
      return format.format(date)
    },
  }
}

/** A whole number in the current language's digits, at least `digits` of them ("05", "٠٥"). */
function formatInteger(n: number, digits = 1): string {
  return new Intl.NumberFormat(intlTag(), {
    minimumIntegerDigits: digits,
    useGrouping: false,
  }).format(n)
}

// No hour12: English (en-US) writes 12-hour times by itself, French and Turkish their 24-hour ones.
const timeFormat = lazyFormat({ hour: 'numeric', minute: '2-digit' })
const weekdayFormat = lazyFormat({ weekday: 'long' })
const monthDayFormat = lazyFormat({ month: 'short', day: 'numeric' })
const fullDateFormat = lazyFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const shortDateFormat = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric' })

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate())

/** Whole calendar days from `date` to `now` (0 today, 1 yesterday); DST days still count as one. */
export function calendarDaysBetween(date: Date, now: Date): number {
  return Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / DAY_MS)
}

/** 'h:mm a', e.g. "3:05 PM". */
export const formatTime = (date: Date) => timeFormat.format(date)

/** A Matches row: today the time, then 'Yesterday', then the weekday within a week, else "Mar 5". */
export function formatListTimestamp(date: Date, now: Date): string {
  const days = calendarDaysBetween(date, now)
  if (days <= 0) return formatTime(date)
  if (days === 1) return t('notices.yesterday')
  if (days < 7) return weekdayFormat.format(date)
  return monthDayFormat.format(date)
}

/** The day heading above a chat's messages: 'Today', 'Yesterday', or a full date. */
export function formatDayLabel(date: Date, now: Date): string {
  const days = calendarDaysBetween(date, now)
  if (days === 0) return t('notices.today')
  if (days === 1) return t('notices.yesterday')
  return fullDateFormat.format(date)
}

/** A short date for transactions: "Mar 5, 2025". */
export const formatShortDate = (date: Date) => shortDateFormat.format(date)

/** A key that groups messages by local calendar day. */
export const localDayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`

/** A running timer: "1h 05m", "4m 30s", "45s"; null once it has run out (shown as 'Expired'). */
export function formatCountdown(msLeft: number): string | null {
  if (msLeft <= 0) return null
  const totalSeconds = Math.ceil(msLeft / 1000)
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  if (hours > 0)
    return t('notices.countdownHours', { hours: formatInteger(hours), minutes: formatInteger(minutes, 2) })
  if (minutes > 0)
    return t('notices.countdownMinutes', {
      minutes: formatInteger(minutes),
      seconds: formatInteger(seconds, 2),
    })
  return t('notices.countdownSeconds', { seconds: formatInteger(seconds) })
}

/**
 * A Matches row preview: up to 30 characters (code points), cut where a word ends, then '…'
 * (cutPreview); 'You: ' in front of mine, outside the 30.
 */
export function formatPreview(content: string, isMine: boolean): string {
  const cut = cutPreview(content, MESSAGE_PREVIEW_LENGTH)
  return isMine ? t('notices.previewMine', { preview: cut }) : cut
}

/** The tab badge: the count, or '99+' above 99. */
export const formatBadgeCount = (count: number) =>
  count > UNREAD_BADGE_CAP ? `${formatInteger(UNREAD_BADGE_CAP)}+` : formatInteger(count)

/** "1 unread message", "3 unread messages": the badge's words for screen readers. */
export const unreadLabel = (count: number) => t('notices.unreadMessages', { count })

/** "1 token", "3 tokens". */
export const tokensLabel = (n: number) => t('notices.tokens', { count: n })

/** When a notification came: 'Just now', '5m ago', '3h ago' today, then as a Matches row. */
export function formatRelativeTime(date: Date, now: Date): string {
  const ms = now.getTime() - date.getTime()
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return t('notices.justNow')
  if (minutes < 60) return t('notices.minutesAgo', { minutes: formatInteger(minutes) })
  if (calendarDaysBetween(date, now) === 0)
    return t('notices.hoursAgo', { hours: formatInteger(Math.floor(minutes / 60)) })
  return formatListTimestamp(date, now)
}

/** "1 unread notification", "3 unread notifications": the bell's words for screen readers. */
export const unreadNotificationsLabel = (count: number) => t('notices.unreadNotifications', { count })
