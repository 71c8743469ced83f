import { describe, expect, it } from 'vitest'
import { ageFromBirthday } from './age'
import { birthdayRangeForAges, DEFAULT_DISCOVER_FILTERS, discoverFiltersSchema } from './discover'
import { englishTranslator } from './english-words'
import { wordIssue } from './wording'

const firstMessage = (input: unknown) => {
  const result = discoverFiltersSchema.safeParse(input)
  const issue = result.success ? undefined : result.error.issues[0]
  return issue ? wordIssue(englishTranslator(), issue) : null
}
const filters = (overrides: object) => ({ ...DEFAULT_DISCOVER_FILTERS, ...overrides })

describe('discoverFiltersSchema', () => {
  it('uses the defaults of docs/product.md: age 18 to 80, height 130 to 200, any country', () => {
    expect(DEFAULT_DISCOVER_FILTERS).toEqual({ ageRange: [18, 80], heightRange: [130, 200], countries: [] })
  })

  it.each([
    ['the defaults', {}],
    ['one exact age at the lower bound', { ageRange: [18, 18] }],
    ['one exact age at the upper bound', { ageRange: [80, 80] }],
    ['one exact height at each bound', { heightRange: [130, 130] }],
    ['the tallest height only', { heightRange: [200, 200] }],
    ['several countries', { countries: ['Egypt', 'United Kingdom', 'Malaysia'] }],
    ['fifty countries', { countries: Array.from({ length: 50 }, (_, i) => `Country ${i}`) }],
  ])('accepts %s', (_, overrides) => {
    expect(firstMessage(filters(overrides))).toBeNull()
  })

  it.each([
    ['an age under 18', { ageRange: [17, 30] }, 'Age must be between 18 and 80'],
    ['an age over 80', { ageRange: [20, 81] }, 'Age must be between 18 and 80'],
    ['a fractional age', { ageRange: [20.5, 30] }, 'Age must be between 18 and 80'],
    ['an age that is not a number', { ageRange: ['20', 30] }, 'Age must be between 18 and 80'],
    ['an age range upside down', { ageRange: [40, 30] }, 'The minimum cannot be greater than the maximum'],
    ['a height under 130', { heightRange: [129, 180] }, 'Height must be between 130cm and 200cm'],
    ['a height over 200', { heightRange: [150, 201] }, 'Height must be between 130cm and 200cm'],
    [
      'a height range upside down',
      { heightRange: [190, 160] },
      'The minimum cannot be greater than the maximum',
    ],
    ['a range with one number', { ageRange: [20] }, expect.any(String)],
    [
      '51 countries',
      { countries: Array.from({ length: 51 }, (_, i) => `C${i}`) },
      'You can choose at most 50 countries',
    ],
    ['a blank country', { countries: ['  '] }, expect.any(String)],
  ])('refuses %s', (_, overrides, message) => {
    expect(firstMessage(filters(overrides))).toEqual(message)
  })
})

describe('birthdayRangeForAges', () => {
  const at = (iso: string) => new Date(`${iso}T12:00:00Z`)
  const shift = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

  it.each([
    ['2026-06-15', 18, 80, '1945-06-16', '2008-06-15'],
    ['2026-06-15', 25, 25, '2000-06-16', '2001-06-15'],
    ['2024-02-29', 18, 80, '1943-03-01', '2006-02-28'],
    ['2026-02-28', 18, 18, '2007-03-01', '2008-02-28'],
    ['2026-01-01', 30, 40, '1985-01-02', '1996-01-01'],
  ])('on %s, ages %i to %i are birthdays %s to %s', (today, min, max, earliest, latest) => {
    expect(birthdayRangeForAges(min, max, at(today))).toEqual({ earliest, latest })
  })

  it('agrees with ageFromBirthday at both edges on every day of four years, leap days included', () => {
    const ranges: [number, number][] = [
      [18, 80],
      [18, 18],
      [27, 33],
      [80, 80],
    ]
    for (let day = 0; day < 4 * 366; day++) {
      const today = new Date(Date.UTC(2023, 0, 1 + day, 12))
      for (const [min, max] of ranges) {
        const { earliest, latest } = birthdayRangeForAges(min, max, today)
        expect(ageFromBirthday(latest, today)).toBe(min)
        expect(ageFromBirthday(shift(latest, 1), today)).toBe(min - 1)
        expect(ageFromBirthday(earliest, today)).toBe(max)
        expect(ageFromBirthday(shift(earliest, -1), today)).toBe(max + 1)
      }
    }
  })
})
