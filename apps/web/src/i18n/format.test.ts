import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate } from './format'
import { changeLocale } from './locale-store'

const atNineAfterMidnight = new Date(2026, 11, 4, 0, 9)
const time = () => formatDate(atNineAfterMidnight, { hour: 'numeric', minute: '2-digit' })
const day = () => formatDate(atNineAfterMidnight, { weekday: 'long', month: 'long', day: 'numeric' })

function browserSays(language: string, languages = [language]) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language)
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

afterEach(async () => {
  vi.restoreAllMocks()
  await changeLocale('en')
})

describe('dates and times follow the browser region, words the app language', () => {
  it('writes 24-hour times and day-month dates in an en-GB browser', async () => {
    browserSays('en-GB')
    await changeLocale('en')
    expect(time()).not.toMatch(/AM|PM/)
    expect(time()).toMatch(/^0?0:09$/)
    expect(day()).toBe('Friday 4 December')
  })

  it('writes 12-hour times and month-day dates in an en-US browser', async () => {
    browserSays('en-US')
    await changeLocale('en')
    expect(time()).toBe('12:09 AM')
    expect(day()).toBe('Friday, December 4')
  })

  it('keeps the app language for the words and its own digits', async () => {
    browserSays('en-GB')
    await changeLocale('fr')
    expect(day()).toBe('vendredi 4 décembre')
    await changeLocale('ar')
    expect(day()).toContain('٤')
    expect(day()).toContain('ديسمبر')
  })

  it('uses the first language with a region when the main one names none', async () => {
    browserSays('en', ['en', 'en-GB'])
    await changeLocale('en')
    expect(day()).toBe('Friday 4 December')
  })
})
