import { describe, expect, it } from 'vitest'
import { nextWeeklyTopUp, TOKEN_RULES } from './tokens'

const DAY = 24 * 60 * 60 * 1000
const created = new Date('2026-11-01T10:00:00Z')
const at = (days: number) => new Date(created.getTime() + days * DAY)

describe('nextWeeklyTopUp', () => {
  it('in the first week, names the start of week 1 and tops up to the level', () => {
    expect(
      nextWeeklyTopUp({ profileCreatedAt: created, balance: 0, now: at(2), toppedUpThisWeek: false }),
    ).toEqual({
      at: at(7),
      amount: TOKEN_RULES.weeklyTopUpTo,
      upTo: TOKEN_RULES.weeklyTopUpTo,
    })
  })

  it('is due at once in a week whose top-up has not been given while the balance is low', () => {
    expect(
      nextWeeklyTopUp({ profileCreatedAt: created, balance: 4, now: at(9), toppedUpThisWeek: false }),
    ).toEqual({
      at: at(9),
      amount: 6,
      upTo: 10,
    })
  })

  it('after this week’s top-up, names next week', () => {
    expect(
      nextWeeklyTopUp({ profileCreatedAt: created, balance: 0, now: at(9), toppedUpThisWeek: true })?.at,
    ).toEqual(at(14))
  })

  it('adds nothing at a full balance but still names the date', () => {
    expect(
      nextWeeklyTopUp({ profileCreatedAt: created, balance: 12, now: at(3), toppedUpThisWeek: false }),
    ).toEqual({
      at: at(7),
      amount: 0,
      upTo: 10,
    })
  })

  it('ends after the last week of top-ups', () => {
    const lastWeek = TOKEN_RULES.weeklyTopUpForWeeks - 1
    expect(
      nextWeeklyTopUp({
        profileCreatedAt: created,
        balance: 0,
        now: at(lastWeek * 7 + 1),
        toppedUpThisWeek: true,
      }),
    ).toBeNull()
    expect(
      nextWeeklyTopUp({
        profileCreatedAt: created,
        balance: 0,
        now: at(lastWeek * 7 - 1),
        toppedUpThisWeek: true,
      })?.at,
    ).toEqual(at(lastWeek * 7))
  })
})
