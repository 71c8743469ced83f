import { describe, expect, it } from 'vitest'
import { englishTranslator } from './english-words'
import {
  addNationality,
  birthYearChoices,
  checkPictureSelection,
  clampDay,
  daysInMonth,
  removeNationality,
  toIsoDate,
} from './profile-form'
import { word } from './wording'

const english = englishTranslator()

const MB = 1024 * 1024

describe('birthday pickers (docs/product.md § 4, § 12)', () => {
  it('offers the 100 years ending 18 years before the current year, newest first', () => {
    const years = birthYearChoices(new Date(2026, 5, 15))
    expect(years).toHaveLength(100)
    expect(years[0]).toBe(2008)
    expect(years.at(-1)).toBe(1909)
  })

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('knows that %i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days)
  })

  it('clamps the day to the length of the chosen month', () => {
    expect(clampDay(2025, 4, 31)).toBe(30)
    expect(clampDay(2023, 2, 30)).toBe(28)
    expect(clampDay(2024, 2, 29)).toBe(29)
    expect(clampDay(2025, 1, 15)).toBe(15)
  })

  it('writes the birthday as YYYY-MM-DD', () => {
    expect(toIsoDate(1996, 4, 2)).toBe('1996-04-02')
  })
})

describe('nationality chips (docs/product.md § 4)', () => {
  it('adds a listed country', () => {
    expect(addNationality(['Egypt'], 'Morocco')).toEqual({ ok: true, list: ['Egypt', 'Morocco'] })
  })

  it.each<[string, string[], string, string]>([
    ['a duplicate', ['Egypt'], 'Egypt', english('notices.nationalityDuplicate')],
    ['a fifth', ['Egypt', 'Morocco', 'Turkey', 'Jordan'], 'Oman', english('notices.nationalityTooMany')],
    ['a name not on the list', [], 'Atlantis', english('notices.nationalityUnknown')],
  ])('refuses %s', (_, list, name, message) => {
    const result = addNationality(list, name)
    expect(result.ok ? undefined : word(english, result.error)).toBe(message)
  })

  it('lets sign-up remove the last chip, but not the edit screen', () => {
    expect(removeNationality(['Egypt'], 'Egypt', { keepLast: false })).toEqual({ ok: true, list: [] })
    expect(removeNationality(['Egypt'], 'Egypt', { keepLast: true })).toEqual({
      ok: false,
      error: { key: 'notices.nationalityLastOnEdit' },
    })
    expect(removeNationality(['Egypt', 'Oman'], 'Egypt', { keepLast: true })).toEqual({
      ok: true,
      list: ['Oman'],
    })
  })
})

describe('picture selection (docs/product.md § 4)', () => {
  const jpeg = (name: string, size = MB) => ({ name, size, type: 'image/jpeg' })

  it('keeps JPG, PNG, GIF and WebP files of up to 5 MB', () => {
    const files = [
      jpeg('a.jpg', 5 * MB),
      { name: 'b.png', size: MB, type: 'image/png' },
      { name: 'c.gif', size: MB, type: 'image/gif' },
      { name: 'd.webp', size: MB, type: 'image/webp' },
    ]
    expect(checkPictureSelection(0, files)).toEqual({ accepted: files, errors: [] })
  })

  it('refuses a file over 5 MB and keeps the others', () => {
    const result = checkPictureSelection(0, [jpeg('big.jpg', 5 * MB + 1), jpeg('ok.jpg')])
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.jpg'])
    expect(result.errors.map((e) => word(english, e))).toEqual([
      'File "big.jpg" is too large. Maximum size is 5MB.',
    ])
  })

  it('refuses a type that is not a supported image', () => {
    const result = checkPictureSelection(0, [{ name: 'logo.svg', size: 10, type: 'image/svg+xml' }])
    expect(result.accepted).toEqual([])
    expect(result.errors.map((e) => word(english, e))).toEqual([
      'File "logo.svg" is not a supported image format. Please use JPG, PNG, GIF, or WebP.',
    ])
  })

  it('refuses a whole selection that would make more than 5 pictures', () => {
    const result = checkPictureSelection(4, [jpeg('a.jpg'), jpeg('b.jpg')])
    expect(result.accepted).toEqual([])
    expect(result.errors.map((e) => word(english, e))).toEqual([
      'You can upload a maximum of 5 pictures. Currently have 4.',
    ])
    expect(checkPictureSelection(4, [jpeg('a.jpg')]).accepted).toHaveLength(1)
  })
})
