import {
  FAITH_FIELD_NAMES,
  FAITH_FIELDS,
  FAITH_LANGUAGES,
  type FaithAnswers,
  type FaithField,
  type FaithFilters,
  PREFER_NOT_TO_SAY,
} from './faith'
import type { Sex } from './profile'

/**
 * A compact copy of a member's faith answers and filters that the database can test without
 * reading JSON (decision 480). It encodes `meetsFaithFilter` and nothing more: `faithFit` and
 * `rankByFit` stay the rule, and the server's property test pins the SQL built on these numbers
 * to them. Changing the lists in FAITH_FIELDS renumbers the codes: the stored vectors are then
 * rebuilt from the answers (the migration's backfill, run again).
 */

const SINGLE_FIELDS = FAITH_FIELD_NAMES.filter((f) => f !== 'languages') as Exclude<FaithField, 'languages'>[]

/** Bit of each (field, value) of the single-choice fields, 0..41, in FAITH_FIELDS order. */
const VALUE_BIT = new Map<string, number>()
for (const field of SINGLE_FIELDS)
  for (const value of FAITH_FIELDS[field]) VALUE_BIT.set(`${field}:${value}`, VALUE_BIT.size)
/** After the values, one bit per single field for 'not said' (no answer or prefer not to say). */
const UNSAID_BIT = new Map(SINGLE_FIELDS.map((f, i) => [f, VALUE_BIT.size + i]))
if (VALUE_BIT.size + SINGLE_FIELDS.length > 63 || FAITH_LANGUAGES.length > 63)
  throw new Error('faith vectors no longer fit a bigint')

/** Answer codes live in one smallint space per sex, so one array index finds e.g. women who pray. */
const SEX_OFFSET: Record<Sex, number> = { female: 0, male: 1000 }
const LANGUAGE_CODE_BASE = 100

const bit = (n: number) => 1n << BigInt(n)

/** The codes of one answer value, e.g. ('prayer', 'fiveDaily') for women. */
export function faithValueCodes(sex: Sex, field: FaithField, values: readonly string[]): number[] {
  const offset = SEX_OFFSET[sex]
  if (field === 'languages')
    return values
      .map((v) => FAITH_LANGUAGES.indexOf(v))
      .filter((i) => i >= 0)
      .map((i) => offset + LANGUAGE_CODE_BASE + i)
  return values
    .map((v) => VALUE_BIT.get(`${field}:${v}`))
    .filter((b): b is number => b !== undefined)
    .map((b) => offset + b)
}

/** Every value a member said (not 'prefer not to say'), as codes: what `profiles.faith_codes` holds. */
export function faithAnswerCodes(sex: Sex, answers: FaithAnswers): number[] {
  return FAITH_FIELD_NAMES.flatMap((field) => {
    const answer = answers[field]
    if (answer === undefined || answer === PREFER_NOT_TO_SAY) return []
    return faithValueCodes(sex, field, Array.isArray(answer) ? answer : [answer])
  })
}

/** A member's answers as bits: one per single field (its value or 'not said'), and the languages spoken. */
export function faithAnswerBits(answers: FaithAnswers): { bits: bigint; languages: bigint } {
  let bits = 0n
  for (const field of SINGLE_FIELDS) {
    const answer = answers[field]
    const valueBit = typeof answer === 'string' ? VALUE_BIT.get(`${field}:${answer}`) : undefined
    bits |= bit(valueBit ?? UNSAID_BIT.get(field)!)
  }
  const spoken = Array.isArray(answers.languages) ? answers.languages : []
  return { bits, languages: languageBits(spoken) }
}

/**
 * The bits a filter's `values` look for in a member's answers: value bits (as `faithAnswerBits`)
 * for a single field, language bits for languages. For the feed's in-memory copy (decision 540).
 */
export function faithValueBits(field: FaithField, values: readonly string[]): bigint {
  if (field === 'languages') return languageBits(values)
  let bits = 0n
  for (const value of values) {
    const b = VALUE_BIT.get(`${field}:${value}`)
    if (b !== undefined) bits |= bit(b)
  }
  return bits
}

/**
 * `profiles.faith_codes` back as bits: the values said (no 'not said' bits: a member who said
 * nothing meets no must) and the languages spoken. The copy of decision 540 reads the codes.
 */
export function faithCodeBits(sex: Sex, codes: readonly number[]): { values: bigint; languages: bigint } {
  let values = 0n
  let languages = 0n
  for (const code of codes) {
    const n = code - SEX_OFFSET[sex]
    if (n >= LANGUAGE_CODE_BASE) languages |= bit(n - LANGUAGE_CODE_BASE)
    else values |= bit(n)
  }
  return { values, languages }
}

function languageBits(codes: readonly string[]): bigint {
  let bits = 0n
  for (const code of codes) {
    const i = FAITH_LANGUAGES.indexOf(code)
    if (i >= 0) bits |= bit(i)
  }
  return bits
}

/**
 * A member's filters as four numbers (the `profiles.faith_*` columns):
 * - mustExcluded: for each single field with a must, the bits of every value it leaves out, and
 *   'not said'. Someone meets all those musts when their answer bits share none of them.
 * - mustLanguages: the languages of a must on languages (0: none); met by speaking any.
 * - wishValues: the values of every wish on a single field; wishes met = shared bits.
 * - wishLanguages: the languages of a wish on languages (0: none).
 */
export interface FaithFilterVector {
  mustExcluded: bigint
  mustLanguages: bigint
  wishValues: bigint
  wishLanguages: bigint
}

export function faithFilterVector(filters: FaithFilters): FaithFilterVector {
  const v: FaithFilterVector = { mustExcluded: 0n, mustLanguages: 0n, wishValues: 0n, wishLanguages: 0n }
  for (const [field, filter] of Object.entries(filters) as [
    FaithField,
    { values: string[]; must: boolean },
  ][]) {
    if (!filter) continue
    if (field === 'languages') {
      // The schema admits listed languages only, so a must here is never 0 (which means none).
      if (filter.must) v.mustLanguages = languageBits(filter.values)
      else v.wishLanguages = languageBits(filter.values)
      continue
    }
    if (filter.must) {
      for (const value of FAITH_FIELDS[field])
        if (!filter.values.includes(value)) v.mustExcluded |= bit(VALUE_BIT.get(`${field}:${value}`)!)
      v.mustExcluded |= bit(UNSAID_BIT.get(field)!)
    } else {
      for (const value of filter.values) {
        const b = VALUE_BIT.get(`${field}:${value}`)
        if (b !== undefined) v.wishValues |= bit(b)
      }
    }
  }
  return v
}
