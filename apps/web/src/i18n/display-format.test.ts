import { afterEach, describe, expect, it } from 'vitest'
import {
  calendarDaysBetween,
  formatBadgeCount,
  formatCountdown,
  formatDayLabel,
  formatListTimestamp,
  formatPreview,
  formatRelativeTime,
  formatTime,
  tokensLabel,
  unreadLabel,
  unreadNotificationsLabel,
} from './display-format'
import { changeLocale } from './locale-store'

// Local-time constructors, so the tests mean the same in every time zone.
const now = new Date(2025, 2, 12, 9, 30) // Wednesday 12 March 2025, 9:30 AM

describe('message timestamps', () => {
  it('writes times as h:mm a', () => {
    expect(formatTime(new Date(2025, 2, 12, 15, 5))).toBe('3:05 PM')
    expect(formatTime(new Date(2025, 2, 12, 0, 0))).toBe('12:00 AM')
  })

  it('shows the time for a message of today, even one from just after midnight', () => {
    expect(formatListTimestamp(new Date(2025, 2, 12, 0, 1), now)).toBe('12:01 AM')
  })

  it("shows 'Yesterday' for the previous calendar day, even less than 24 hours ago", () => {
    expect(formatListTimestamp(new Date(2025, 2, 11, 23, 50), now)).toBe('Yesterday')
    expect(formatListTimestamp(new Date(2025, 2, 11, 0, 5), now)).toBe('Yesterday')
  })

  it('shows the weekday within the last week, then the month and day', () => {
    expect(formatListTimestamp(new Date(2025, 2, 10, 12, 0), now)).toBe('Monday')
    expect(formatListTimestamp(new Date(2025, 2, 6, 12, 0), now)).toBe('Thursday')
    expect(formatListTimestamp(new Date(2025, 2, 5, 12, 0), now)).toBe('Mar 5')
    expect(formatListTimestamp(new Date(2024, 11, 25, 12, 0), now)).toBe('Dec 25')
  })

  it("labels chat days 'Today', 'Yesterday', or with the full date", () => {
    expect(formatDayLabel(new Date(2025, 2, 12, 8, 0), now)).toBe('Today')
    expect(formatDayLabel(new Date(2025, 2, 11, 8, 0), now)).toBe('Yesterday')
    expect(formatDayLabel(new Date(2025, 2, 3, 8, 0), now)).toBe('Monday, March 3, 2025')
  })

  it('counts calendar days across a daylight-saving change as one day each', () => {
    expect(calendarDaysBetween(new Date(2025, 2, 29, 12), new Date(2025, 2, 31, 12))).toBe(2)
    expect(calendarDaysBetween(new Date(2025, 9, 25, 12), new Date(2025, 9, 27, 12))).toBe(2)
  })
})

describe('countdowns', () => {
  it('writes hours and minutes, minutes and seconds, or seconds', () => {
    expect(formatCountdown((60 + 5) * 60_000)).toBe('1h 05m')
    expect(formatCountdown(48 * 3_600_000)).toBe('48h 00m')
    expect(formatCountdown((4 * 60 + 30) * 1000)).toBe('4m 30s')
    expect(formatCountdown(45_000)).toBe('45s')
  })

  it('rounds a part-second up, so the last second shows as 1s rather than nothing', () => {
    expect(formatCountdown(200)).toBe('1s')
  })

  it('has run out at zero', () => {
    expect(formatCountdown(0)).toBeNull()
    expect(formatCountdown(-5000)).toBeNull()
  })
})

describe('the last-message preview', () => {
  it('keeps a short message as it is', () => {
    expect(formatPreview('Assalamu alaikum', false)).toBe('Assalamu alaikum')
  })

  it("cuts at 30 characters and adds '…'", () => {
    const text = 'abcdefghijklmnopqrstuvwxyz0123456789'
    expect(formatPreview(text, false)).toBe('abcdefghijklmnopqrstuvwxyz0123…')
  })

  it("puts 'You: ' before my own message, outside the 30 characters", () => {
    const text = 'a'.repeat(30)
    expect(formatPreview(text, true)).toBe(`You: ${text}`)
    expect(formatPreview(`${text}b`, true)).toBe(`You: ${text}…`)
  })

  it('counts an emoji as one character and folds line breaks into spaces', () => {
    expect(formatPreview(`${'🙂'.repeat(30)}!`, false)).toBe(`${'🙂'.repeat(30)}…`)
    expect(formatPreview('Salam\n\nHow are you?', false)).toBe('Salam How are you?')
  })
})

describe('the unread badge', () => {
  it("shows the count up to 99, then '99+'", () => {
    expect(formatBadgeCount(1)).toBe('1')
    expect(formatBadgeCount(99)).toBe('99')
    expect(formatBadgeCount(100)).toBe('99+')
  })

  it('reads as words for screen readers', () => {
    expect(unreadLabel(1)).toBe('1 unread message')
    expect(unreadLabel(3)).toBe('3 unread messages')
  })
})

describe('notification times', () => {
  it("says 'Just now', minutes and hours ago today, then the day", () => {
    expect(formatRelativeTime(new Date(2025, 2, 12, 9, 29, 40), now)).toBe('Just now')
    expect(formatRelativeTime(new Date(2025, 2, 12, 9, 25), now)).toBe('5m ago')
    expect(formatRelativeTime(new Date(2025, 2, 12, 6, 0), now)).toBe('3h ago')
    expect(formatRelativeTime(new Date(2025, 2, 11, 23, 0), now)).toBe('Yesterday')
  })
})

describe('in the app’s current language', () => {
  afterEach(() => changeLocale('en'))

  it('keeps the English words and patterns by default', () => {
    expect(tokensLabel(1)).toBe('1 token')
    expect(tokensLabel(-1)).toBe('-1 token')
    expect(tokensLabel(3)).toBe('3 tokens')
    expect(unreadNotificationsLabel(2)).toBe('2 unread notifications')
  })

  it('writes Arabic words, Arabic plurals and Arabic-Indic digits', async () => {
    await changeLocale('ar')
    expect(formatDayLabel(new Date(2025, 2, 12, 8, 0), now)).toBe('اليوم')
    expect(formatListTimestamp(new Date(2025, 2, 11, 8, 0), now)).toBe('أمس')
    expect(formatTime(new Date(2025, 2, 12, 15, 5))).toBe('٣:٠٥ م')
    expect(formatCountdown((60 + 5) * 60_000)).toBe('١ س ٠٥ د')
    expect(formatRelativeTime(new Date(2025, 2, 12, 9, 25), now)).toBe('منذ ٥ د')
    expect(formatPreview('مرحبا', true)).toBe('أنت: مرحبا')
    expect(formatBadgeCount(100)).toBe('٩٩+')
    expect(tokensLabel(2)).toBe('عملتان')
    expect(tokensLabel(6)).toBe('٦ عملات')
    expect(unreadLabel(1)).toBe('رسالة واحدة غير مقروءة')
  })

  it('writes French times on the 24-hour clock', async () => {
    await changeLocale('fr')
    expect(formatTime(new Date(2025, 2, 12, 15, 5))).toBe('15:05')
    expect(formatDayLabel(new Date(2025, 2, 3, 8, 0), now)).toBe('lundi 3 mars 2025')
    expect(formatCountdown((4 * 60 + 30) * 1000)).toBe('4 min 30 s')
    expect(tokensLabel(3)).toBe('3 jetons')
  })
})

describe('a Matches row preview', () => {
  it('cuts on a word', () => {
    expect(formatPreview('Assalamu alaikum, do you pray at the masjid?', false)).toBe(
      'Assalamu alaikum, do you pray…',
    )
  })
})
