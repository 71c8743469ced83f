import { describe, expect, it } from 'vitest'
import { ageFromBirthday } from './age'

describe('ageFromBirthday', () => {
  it.each([
    ['2008-11-22', '2026-11-22', 18],
    ['2008-11-23', '2026-11-22', 17],
    ['2008-12-01', '2026-11-22', 17],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
  ])('is %s → on %s → %i', (birthday, today, age) => {
    expect(ageFromBirthday(birthday, new Date(`${today}T12:00:00Z`))).toBe(age)
  })
})
