import { z } from 'zod'

/**
 * The web's view of the faith contract (issue 32): the fields, their answers, the member's
 * settings and what a card carries. The server half owns the contract in @mithaq/domain; this
 * module is the one place the web reads it from, so the shapes meet in one file.
 */
export const FAITH_FIELDS = {
  sect: ['sunni', 'shia', 'justMuslim', 'other'],
  practice: ['very', 'practising', 'moderate', 'learning'],
  prayer: ['always', 'usually', 'sometimes', 'learning'],
  covering: ['niqab', 'hijab', 'sometimes', 'none'],
  beard: ['full', 'trimmed', 'none'],
  halal: ['always', 'usually', 'notStrict'],
  smoking: ['never', 'sometimes', 'yes'],
  revert: ['yes', 'no'],
  timeline: ['withinYear', 'oneToTwo', 'notSure'],
  hasChildren: ['no', 'yes'],
  wantsChildren: ['yes', 'open', 'no'],
  relocate: ['yes', 'maybe', 'no'],
  languages: ['ar', 'ur', 'en', 'fr', 'tr', 'id', 'ms', 'bn', 'fa', 'so', 'other'],
  family: ['wali', 'family', 'self'],
} as const

export type FaithField = keyof typeof FAITH_FIELDS
export const FAITH_FIELD_NAMES = Object.keys(FAITH_FIELDS) as FaithField[]

/** Fields whose answer is a list (several languages), the others one value each. */
export const MULTI_FAITH_FIELDS: readonly FaithField[] = ['languages']

/** Covering is asked of women, beard of men; every other field of everyone. */
export function faithFieldsFor(sex: 'male' | 'female'): FaithField[] {
  return FAITH_FIELD_NAMES.filter((field) => (sex === 'male' ? field !== 'covering' : field !== 'beard'))
}

export const faithAnswerSchema = z.object({
  value: z.union([z.string(), z.array(z.string())]),
  /** Shown on the profile; a hidden answer is used for matching only. */
  shown: z.boolean(),
})
export type FaithAnswer = z.infer<typeof faithAnswerSchema>
export type FaithAnswers = Partial<Record<FaithField, FaithAnswer>>

/** GET /api/profile/faith: the member's own answers and when they consented (null: never, or withdrawn). */
export const faithSettingsSchema = z.object({
  consentedAt: z.string().nullable(),
  answers: z.record(z.string(), faithAnswerSchema),
})
export type FaithSettings = { consentedAt: string | null; answers: FaithAnswers }

/** PUT /api/profile/faith: the whole set of answers, with the consent ticked. */
export interface FaithInput {
  consent: true
  answers: FaithAnswers
}

/** Discover filters' faith part: per field the values wanted, a must or a wish. */
export type FaithFilter = { values: string[]; must: boolean }
export type FaithFilters = Partial<Record<FaithField, FaithFilter>>

/** What a card, a tile's dialog or a chat's profile carries about faith. */
export interface FaithCardExtras {
  /** The answers the member chose to show. */
  faith?: Partial<Record<FaithField, string | string[]>>
  /** Up to three answers both share, said as 'Both …'. */
  shared?: { field: FaithField; value: string }[]
  /** Why the card comes where it does. */
  why?: { mutualMusts: boolean; sharedWishes: number }
}

export const isFaithField = (field: string): field is FaithField => field in FAITH_FIELDS
