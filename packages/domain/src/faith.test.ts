import { describe, expect, it } from 'vitest'
import { DEFAULT_DISCOVER_FILTERS, discoverFiltersSchema } from './discover'
import { faithInputSchema, faithSettingsSchema, sharedFaith, shownFaithAnswers } from './faith'

describe('shared lines', () => {
  const amina = {
    answers: {
      prayer: 'fiveDaily',
      marriageTimeline: 'withinYear',
      sect: 'sunni',
      languages: ['ur', 'en'],
      revert: 'no',
    },
    shown: ['prayer', 'marriageTimeline', 'sect', 'languages', 'revert'],
  } as const
  it('names up to three things both share, most telling first', () => {
    const bilal = { answers: { ...amina.answers, languages: ['ar', 'en'] }, shown: [...amina.shown] }
    expect(sharedFaith(amina as never, bilal as never)).toEqual([
      { field: 'prayer', value: 'fiveDaily' },
      { field: 'marriageTimeline', value: 'withinYear' },
      { field: 'languages', value: 'en' },
    ])
  })
  it('uses only fields both show', () => {
    const bilal = { answers: amina.answers, shown: ['sect', 'languages'] }
    expect(sharedFaith(amina as never, bilal as never)).toEqual([
      { field: 'languages', value: 'ur' },
      { field: 'sect', value: 'sunni' },
    ])
    expect(sharedFaith({ answers: amina.answers, shown: [] } as never, amina as never)).toEqual([])
  })
  it('says nothing about what neither does, nor about preferring not to say', () => {
    const a = { answers: { revert: 'no', prayer: 'preferNotToSay' }, shown: ['revert', 'prayer'] }
    expect(sharedFaith(a as never, a as never)).toEqual([])
  })
})

describe('faith schemas', () => {
  it('a card carries only the shown answers', () => {
    expect(shownFaithAnswers({ prayer: 'fiveDaily', sect: 'shia' }, ['sect'])).toEqual({ sect: 'shia' })
  })
  it('saving needs consent, known values and at most eight languages', () => {
    expect(
      faithInputSchema.safeParse({ consent: true, answers: { prayer: 'fiveDaily' }, shown: [] }).success,
    ).toBe(true)
    expect(faithInputSchema.safeParse({ consent: false, answers: {}, shown: [] }).success).toBe(false)
    expect(faithInputSchema.safeParse({ answers: {}, shown: [] }).success).toBe(false)
    expect(
      faithInputSchema.safeParse({ consent: true, answers: { prayer: 'often' }, shown: [] }).success,
    ).toBe(false)
    expect(
      faithInputSchema.safeParse({ consent: true, answers: { ethnicity: 'x' }, shown: [] }).success,
    ).toBe(false)
    const nine = ['ar', 'en', 'ur', 'fr', 'tr', 'id', 'ms', 'bn', 'hi']
    expect(
      faithInputSchema.safeParse({ consent: true, answers: { languages: nine }, shown: [] }).success,
    ).toBe(false)
    expect(
      faithInputSchema.safeParse({ consent: true, answers: { languages: nine.slice(0, 8) }, shown: [] })
        .success,
    ).toBe(true)
    expect(
      faithInputSchema.safeParse({
        consent: true,
        answers: { sect: 'preferNotToSay' },
        shown: ['sect', 'sect'],
      }).success,
    ).toBe(false)
    expect(faithSettingsSchema.safeParse({ consentAt: null, answers: {}, shown: [] }).success).toBe(true)
  })
  it('filters take known values only, never preferNotToSay', () => {
    const ok = { ...DEFAULT_DISCOVER_FILTERS, faith: { prayer: { values: ['fiveDaily'], must: true } } }
    expect(discoverFiltersSchema.safeParse(ok).success).toBe(true)
    for (const values of [['preferNotToSay'], ['often'], [], ['fiveDaily', 'fiveDaily']]) {
      const bad = { ...DEFAULT_DISCOVER_FILTERS, faith: { prayer: { values, must: true } } }
      expect(discoverFiltersSchema.safeParse(bad).success).toBe(false)
    }
    expect(
      discoverFiltersSchema.safeParse({
        ...DEFAULT_DISCOVER_FILTERS,
        faith: { ethnicity: { values: ['x'], must: true } },
      }).success,
    ).toBe(false)
  })
})
