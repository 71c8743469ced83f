import {
  type FaithAnswers,
  type FaithField,
  type FaithWhy,
  PREFER_NOT_TO_SAY,
  type SharedFaith,
} from '@mithaq/domain'

/** What a card, a tile's dialog or a chat's profile may carry about faith (all absent on older answers). */
export interface FaithCardExtras {
  /** Only the answers the member chose to show. */
  faith?: FaithAnswers
  /** Up to three answers both share, said as 'Both …'. */
  shared?: SharedFaith[]
  /** Why the card comes where it does. */
  why?: FaithWhy
}

/** An answer worth showing: given, and not 'Prefer not to say'. */
export function isShownAnswer(value: FaithAnswers[FaithField] | string): value is string | string[] {
  if (value === undefined || value === PREFER_NOT_TO_SAY) return false
  return !Array.isArray(value) || value.length > 0
}
