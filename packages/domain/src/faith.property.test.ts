import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FAITH_FIELDS,
  type FaithAnswers,
  type FaithField,
  type FaithFilters,
  type FaithSide,
  faithFit,
  meetsFaithFilter,
  PREFER_NOT_TO_SAY,
  type RankCandidate,
  rankByFit,
} from './faith'

// A few fields and languages, so random pairs often meet and often miss each other.
const FIELDS = ['sect', 'prayer', 'marriageTimeline', 'wantsChildren', 'languages'] as const
const LANGS = ['ar', 'en', 'ur'] as const
const choices = (field: FaithField): readonly string[] =>
  field === 'languages' ? LANGS : FAITH_FIELDS[field]

const answerArb = (field: FaithField) =>
  field === 'languages'
    ? fc.oneof(fc.uniqueArray(fc.constantFrom(...LANGS), { minLength: 1 }), fc.constant(PREFER_NOT_TO_SAY))
    : fc.constantFrom(...choices(field), PREFER_NOT_TO_SAY)

const answersArb: fc.Arbitrary<FaithAnswers> = fc.record(
  Object.fromEntries(FIELDS.map((f) => [f, answerArb(f)])) as Record<string, fc.Arbitrary<unknown>>,
  { requiredKeys: [] },
) as fc.Arbitrary<FaithAnswers>

const filtersArb: fc.Arbitrary<FaithFilters> = fc.record(
  Object.fromEntries(
    FIELDS.map((f) => [
      f,
      fc.record({
        values: fc.uniqueArray(fc.constantFrom(...choices(f)), { minLength: 1 }),
        must: fc.boolean(),
      }),
    ]),
  ),
  { requiredKeys: [] },
) as fc.Arbitrary<FaithFilters>

const sideArb: fc.Arbitrary<FaithSide> = fc.record({ answers: answersArb, filters: filtersArb })
const candidatesArb = fc.uniqueArray(
  fc.record({
    id: fc.uuid(),
    activeAt: fc.integer({ min: 0, max: 1000 }),
    answers: answersArb,
    filters: filtersArb,
  }),
  { selector: (c) => c.id, maxLength: 12 },
)

describe('ranking by mutual fit (property)', () => {
  it('never shows anyone outside a must, on either side', () => {
    fc.assert(
      fc.property(sideArb, candidatesArb, (viewer, candidates) => {
        for (const c of rankByFit(viewer, candidates)) {
          for (const [field, f] of Object.entries(viewer.filters))
            if (f.must) expect(meetsFaithFilter(c.answers, field as FaithField, f)).toBe(true)
          for (const [field, f] of Object.entries(c.filters))
            if (f.must) expect(meetsFaithFilter(viewer.answers, field as FaithField, f)).toBe(true)
        }
      }),
    )
  })

  it('leaves out only those outside a must', () => {
    fc.assert(
      fc.property(sideArb, candidatesArb, (viewer, candidates) => {
        const shown = new Set(rankByFit(viewer, candidates).map((c) => c.id))
        for (const c of candidates) expect(shown.has(c.id)).toBe(faithFit(viewer, c) !== null)
      }),
    )
  })

  it('is symmetric: how A fits B is how B fits A', () => {
    fc.assert(
      fc.property(sideArb, sideArb, (a, b) => {
        expect(faithFit(a, b)).toEqual(faithFit(b, a))
      }),
    )
  })

  it('orders by mutual musts, then shared wishes, then recent activity', () => {
    fc.assert(
      fc.property(sideArb, candidatesArb, (viewer, candidates) => {
        const ranked = rankByFit(viewer, candidates)
        for (let i = 1; i < ranked.length; i++) {
          const [x, y] = [ranked[i - 1]!, ranked[i]!]
          const key = (c: typeof x) => [Number(c.fit.mutualMusts), c.fit.sharedWishes, c.activeAt]
          const [kx, ky] = [key(x), key(y)]
          const firstDiff = kx.findIndex((v, j) => v !== ky[j])
          if (firstDiff >= 0) expect(kx[firstDiff]!).toBeGreaterThan(ky[firstDiff]!)
        }
      }),
    )
  })

  it('raising the shared wishes never lowers a rank', () => {
    fc.assert(
      fc.property(
        sideArb,
        candidatesArb,
        fc.nat(),
        fc.constantFrom(...FIELDS),
        (viewer, candidates, pick, field) => {
          const before = rankByFit(viewer, candidates)
          if (before.length === 0) return
          const target = before[pick % before.length]!
          // The viewer now wishes for exactly what the target answered in a field no must covers:
          // one more wish the target meets, and no must changes.
          const answer = target.answers[field]
          if (answer === undefined || answer === PREFER_NOT_TO_SAY || viewer.filters[field]?.must) return
          const values = Array.isArray(answer) ? answer : [answer]
          const wished = viewer.filters[field]
          if (wished && meetsFaithFilter(target.answers, field, wished)) return
          const raised: FaithSide = {
            ...viewer,
            filters: { ...viewer.filters, [field]: { values, must: false } },
          }
          const after = rankByFit(raised, candidates)
          const afterTarget = after.find((c) => c.id === target.id)!
          expect(afterTarget.fit.sharedWishes).toBe(target.fit.sharedWishes + 1)
          // Nobody who was below the target and gained nothing from the new wish passes it.
          const pos = (list: { id: string }[], id: string) => list.findIndex((c) => c.id === id)
          for (const other of before.slice(pos(before, target.id) + 1)) {
            const now = after.find((c) => c.id === other.id)!
            if (now.fit.sharedWishes === other.fit.sharedWishes)
              expect(pos(after, other.id)).toBeGreaterThan(pos(after, target.id))
          }
        },
      ),
    )
  })
})

describe('ranking examples', () => {
  const c = (id: string, answers: FaithAnswers, filters: FaithFilters = {}, activeAt = 0): RankCandidate => ({
    id,
    answers,
    filters,
    activeAt,
  })
  it('leaves out someone who did not say, or preferred not to, under a must', () => {
    const viewer: FaithSide = { answers: {}, filters: { prayer: { values: ['fiveDaily'], must: true } } }
    const ranked = rankByFit(viewer, [
      c('a', { prayer: 'fiveDaily' }),
      c('b', {}),
      c('c', { prayer: PREFER_NOT_TO_SAY }),
      c('d', { prayer: 'usually' }),
    ])
    expect(ranked.map((r) => r.id)).toEqual(['a'])
  })
  it('leaves out someone whose own must the viewer does not meet', () => {
    const viewer: FaithSide = { answers: { smoking: 'yes' }, filters: {} }
    expect(rankByFit(viewer, [c('a', {}, { smoking: { values: ['no'], must: true } })])).toEqual([])
  })
  it('puts mutual musts before wishes and wishes before recent activity', () => {
    const viewer: FaithSide = {
      answers: { sect: 'sunni', marriageTimeline: 'withinYear' },
      filters: { sect: { values: ['sunni'], must: true }, prayer: { values: ['fiveDaily'], must: false } },
    }
    const ranked = rankByFit(viewer, [
      c('recent', { sect: 'sunni' }, {}, 9),
      c('wish', { sect: 'sunni', prayer: 'fiveDaily' }, {}, 1),
      c(
        'both-wishes',
        { sect: 'sunni', prayer: 'fiveDaily' },
        { marriageTimeline: { values: ['withinYear'], must: false } },
        0,
      ),
      c('mutual', { sect: 'sunni' }, { sect: { values: ['sunni', 'shia'], must: true } }, 0),
    ])
    expect(ranked.map((r) => [r.id, r.fit])).toEqual([
      ['mutual', { mutualMusts: true, sharedWishes: 0 }],
      ['both-wishes', { mutualMusts: false, sharedWishes: 2 }],
      ['wish', { mutualMusts: false, sharedWishes: 1 }],
      ['recent', { mutualMusts: false, sharedWishes: 0 }],
    ])
  })
  it('meets a languages filter when any spoken language is listed', () => {
    expect(
      meetsFaithFilter({ languages: ['ur', 'en'] }, 'languages', { values: ['ar', 'en'], must: true }),
    ).toBe(true)
    expect(meetsFaithFilter({ languages: ['ur'] }, 'languages', { values: ['ar'], must: true })).toBe(false)
  })
})
