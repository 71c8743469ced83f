import { z } from 'zod'
import type { Sex } from './profile'

/**
 * 'Faith and family' (issue 32, decision 410): optional answers a member may give, use for
 * matching, and choose to show on their card. Values are stable slugs, never display text: the
 * web shows them through the i18n keys `faith.<field>.<value>`, so a word can be reworded in
 * every language without touching stored answers.
 */
export const PREFER_NOT_TO_SAY = 'preferNotToSay' as const

export const FAITH_FIELDS = {
  sect: ['sunni', 'shia', 'justMuslim', 'other'],
  practising: ['very', 'moderately', 'learning', 'notPractising'],
  prayer: ['fiveDaily', 'usually', 'sometimes', 'rarely'],
  /** Asked of women only. */
  covering: ['hijab', 'niqab', 'sometimes', 'no'],
  /** Asked of men only. */
  beard: ['yes', 'trimmed', 'no'],
  halalDiet: ['always', 'mostly', 'notStrict'],
  smoking: ['no', 'sometimes', 'yes'],
  revert: ['yes', 'no'],
  marriageTimeline: ['withinYear', 'oneToTwoYears', 'notSure'],
  hasChildren: ['no', 'yesLiveWithMe', 'yesNotWithMe'],
  wantsChildren: ['yes', 'no', 'openToIt'],
  relocate: ['yes', 'no', 'maybe'],
  /** Multi-select of ISO 639-1 codes (see FAITH_LANGUAGES), at most FAITH_LANGUAGES_MAX. */
  languages: [],
  familyInvolved: ['wali', 'family', 'no'],
} as const satisfies Record<string, readonly string[]>

export type FaithField = keyof typeof FAITH_FIELDS
/** The fields in the order a form, a card and a filter list show them. */
export const FAITH_FIELD_NAMES = Object.keys(FAITH_FIELDS) as FaithField[]
type SingleField = Exclude<FaithField, 'languages'>
export type FaithValue<F extends SingleField> = (typeof FAITH_FIELDS)[F][number]

export const FAITH_LANGUAGES_MAX = 8
/**
 * Languages a member may say they speak: ISO 639-1 codes (the web names them with
 * Intl.DisplayNames, so every language list reads in the reader's language).
 */
export const FAITH_LANGUAGES = [
  'ar',
  'en',
  'ur',
  'fr',
  'tr',
  'id',
  'ms',
  'bn',
  'hi',
  'pa',
  'fa',
  'ps',
  'so',
  'sw',
  'ha',
  'yo',
  'de',
  'nl',
  'es',
  'it',
  'pt',
  'ru',
  'sq',
  'bs',
  'az',
  'uz',
  'kk',
  'ku',
  'ta',
  'ml',
  'gu',
  'sd',
  'am',
  'ti',
  'ff',
  'wo',
  'zh',
  'sv',
  'da',
  'no',
  'pl',
  'el',
  'he',
  'ja',
  'ko',
  'th',
  'tl',
] as readonly string[]

/** Covering is asked of women and beard of men; every other field of everyone. */
export function faithFieldAppliesTo(field: FaithField, sex: Sex): boolean {
  if (field === 'covering') return sex === 'female'
  if (field === 'beard') return sex === 'male'
  return true
}

type Choice<F extends SingleField> = FaithValue<F> | typeof PREFER_NOT_TO_SAY
const single = <F extends SingleField>(field: F) =>
  z.enum([...FAITH_FIELDS[field], PREFER_NOT_TO_SAY] as unknown as [Choice<F>, ...Choice<F>[]])

const languageCodes = z
  .array(z.string().refine((code) => FAITH_LANGUAGES.includes(code)))
  .min(1)
  .max(FAITH_LANGUAGES_MAX)
  .refine((codes) => new Set(codes).size === codes.length)

/** Every field optional; each also accepts 'preferNotToSay' (languages as the whole answer). */
export const faithAnswersSchema = z
  .object({
    sect: single('sect'),
    practising: single('practising'),
    prayer: single('prayer'),
    covering: single('covering'),
    beard: single('beard'),
    halalDiet: single('halalDiet'),
    smoking: single('smoking'),
    revert: single('revert'),
    marriageTimeline: single('marriageTimeline'),
    hasChildren: single('hasChildren'),
    wantsChildren: single('wantsChildren'),
    relocate: single('relocate'),
    languages: z.union([languageCodes, z.literal(PREFER_NOT_TO_SAY)]),
    familyInvolved: single('familyInvolved'),
  })
  .partial()
  .strict()
export type FaithAnswers = z.infer<typeof faithAnswersSchema>

const fieldList = z
  .array(z.enum(FAITH_FIELD_NAMES as [FaithField, ...FaithField[]]))
  .max(FAITH_FIELD_NAMES.length)
  .refine((fields) => new Set(fields).size === fields.length)

/** What GET /api/profile/faith returns: consentAt null means never given (or withdrawn). */
export const faithSettingsSchema = z.object({
  consentAt: z.string().nullable(),
  answers: faithAnswersSchema,
  /** Fields shown on the card; the others are used for matching only. */
  shown: fieldList,
})
export type FaithSettings = z.infer<typeof faithSettingsSchema>

/** PUT /api/profile/faith: saving needs explicit consent (GDPR art. 9) every time. */
export const faithInputSchema = z.object({
  consent: z.literal(true),
  answers: faithAnswersSchema,
  shown: fieldList,
})
export type FaithInput = z.infer<typeof faithInputSchema>

export const EMPTY_FAITH_SETTINGS: FaithSettings = { consentAt: null, answers: {}, shown: [] }

/** One faith filter: a must never shows anyone outside it; a wish shows them first. */
export const faithFilterSchema = z.object({
  values: z.array(z.string()).min(1).max(FAITH_LANGUAGES.length),
  must: z.boolean(),
})
export type FaithFilter = z.infer<typeof faithFilterSchema>
export type FaithFilters = Partial<Record<FaithField, FaithFilter>>

/** Values a filter on `field` may name ('preferNotToSay' is never a filter value). */
export const faithFilterValues = (field: FaithField): readonly string[] =>
  field === 'languages' ? FAITH_LANGUAGES : FAITH_FIELDS[field]

export const faithFiltersSchema = z
  .partialRecord(z.enum(FAITH_FIELD_NAMES as [FaithField, ...FaithField[]]), faithFilterSchema)
  .superRefine((filters, ctx) => {
    for (const [field, filter] of Object.entries(filters) as [FaithField, FaithFilter][]) {
      const allowed = faithFilterValues(field)
      if (
        !filter.values.every((v) => allowed.includes(v)) ||
        new Set(filter.values).size !== filter.values.length
      )
        ctx.addIssue({
          code: 'custom',
          path: [field, 'values'],
          message: `Unknown or repeated value for ${field}`,
        })
    }
  })

// --- Matching ---------------------------------------------------------------------------------

/**
 * Whether the answers meet one filter. An empty answer or 'preferNotToSay' meets nothing: a must
 * never lets in someone who did not say. Languages meet when any spoken language is listed.
 */
export function meetsFaithFilter(answers: FaithAnswers, field: FaithField, filter: FaithFilter): boolean {
  const answer = answers[field]
  if (answer === undefined || answer === PREFER_NOT_TO_SAY) return false
  if (Array.isArray(answer)) return answer.some((code) => filter.values.includes(code))
  return filter.values.includes(answer)
}

/** One side of a pair, as the ranking sees it. */
export interface FaithSide {
  answers: FaithAnswers
  filters: FaithFilters
}

export interface FaithFit {
  /** Both have set at least one must, and each meets all of the other's. */
  mutualMusts: boolean
  /** My wishes you meet plus your wishes I meet. */
  sharedWishes: number
}

const entries = (filters: FaithFilters) => Object.entries(filters) as [FaithField, FaithFilter][]

/** Whether `b` meets every must `a` set. */
export const meetsMusts = (a: FaithSide, b: FaithSide) =>
  entries(a.filters).every(([field, f]) => !f.must || meetsFaithFilter(b.answers, field, f))

const wishesMet = (a: FaithSide, b: FaithSide) =>
  entries(a.filters).filter(([field, f]) => !f.must && meetsFaithFilter(b.answers, field, f)).length

const hasMust = (side: FaithSide) => entries(side.filters).some(([, f]) => f.must)

/**
 * How two members fit, the same whichever side asks; null when either is outside the other's
 * musts (then neither is ever shown to the other).
 */
export function faithFit(a: FaithSide, b: FaithSide): FaithFit | null {
  if (!meetsMusts(a, b) || !meetsMusts(b, a)) return null
  return { mutualMusts: hasMust(a) && hasMust(b), sharedWishes: wishesMet(a, b) + wishesMet(b, a) }
}

export interface RankCandidate extends FaithSide {
  id: string
  /** Last activity as an ISO string or epoch ms: more recent comes first among equals. */
  activeAt: number
}

/** Discover's order: mutual musts first, then wishes matched both ways, then recent activity, then id. */
export function compareFit(
  x: FaithFit & { activeAt: number; id: string },
  y: FaithFit & { activeAt: number; id: string },
): number {
  return (
    Number(y.mutualMusts) - Number(x.mutualMusts) ||
    y.sharedWishes - x.sharedWishes ||
    y.activeAt - x.activeAt ||
    (x.id < y.id ? 1 : x.id > y.id ? -1 : 0)
  )
}

/**
 * The candidates `viewer` may see, in Discover's order, each with its fit. Pure: the server's SQL
 * is pinned to it by a property test. No popularity, no hidden score: only what both members said.
 */
export function rankByFit<C extends RankCandidate>(
  viewer: FaithSide,
  candidates: C[],
): (C & { fit: FaithFit })[] {
  return candidates
    .flatMap((c) => {
      const fit = faithFit(viewer, c)
      return fit ? [{ ...c, fit }] : []
    })
    .sort((x, y) =>
      compareFit({ ...x.fit, activeAt: x.activeAt, id: x.id }, { ...y.fit, activeAt: y.activeAt, id: y.id }),
    )
}

// --- What a card shows ------------------------------------------------------------------------

/** Only the answers the member chose to show: the one copy of them another member may receive. */
export function shownFaithAnswers(answers: FaithAnswers, shown: readonly FaithField[]): FaithAnswers {
  const out: Record<string, unknown> = {}
  for (const field of shown) if (answers[field] !== undefined) out[field] = answers[field]
  return out as FaithAnswers
}

export interface SharedFaith {
  field: FaithField
  /** The shared value; for languages, one language both speak. */
  value: string
}
export const sharedFaithSchema = z.object({
  field: z.enum(FAITH_FIELD_NAMES as [FaithField, ...FaithField[]]),
  value: z.string(),
})

/**
 * Which shared answers make a line worth saying ('Both pray five times a day'), most telling
 * first. Answers that only say what someone does not do ('Both are not reverts') are left out.
 */
const SHARED_LINES: readonly [FaithField, readonly string[]][] = [
  ['prayer', ['fiveDaily', 'usually']],
  ['marriageTimeline', ['withinYear', 'oneToTwoYears']],
  ['wantsChildren', ['yes', 'openToIt']],
  ['practising', ['very', 'moderately', 'learning']],
  ['halalDiet', ['always', 'mostly']],
  ['familyInvolved', ['wali', 'family']],
  ['languages', FAITH_LANGUAGES],
  ['sect', ['sunni', 'shia', 'justMuslim']],
  ['relocate', ['yes']],
  ['revert', ['yes']],
  ['smoking', ['no']],
]
export const SHARED_FAITH_MAX = 3

/**
 * Up to three things two members share, only from fields BOTH show: a hidden answer never
 * appears, not even as something in common.
 */
export function sharedFaith(
  a: { answers: FaithAnswers; shown: readonly FaithField[] },
  b: { answers: FaithAnswers; shown: readonly FaithField[] },
): SharedFaith[] {
  const out: SharedFaith[] = []
  for (const [field, worth] of SHARED_LINES) {
    if (out.length === SHARED_FAITH_MAX) break
    if (!a.shown.includes(field) || !b.shown.includes(field)) continue
    const x = a.answers[field]
    const y = b.answers[field]
    if (Array.isArray(x) && Array.isArray(y)) {
      const common = x.find((code) => y.includes(code))
      if (common) out.push({ field, value: common })
    } else if (typeof x === 'string' && x === y && worth.includes(x)) {
      out.push({ field, value: x })
    }
  }
  return out
}

/** 'Why you see this profile', as data the web turns into one sentence. */
export const faithWhySchema = z.object({
  /** You each meet the other's musts (both set some). */
  mutualMusts: z.boolean(),
  /** Wishes matched both ways. */
  sharedWishes: z.number().int().min(0),
})
export type FaithWhy = z.infer<typeof faithWhySchema>
