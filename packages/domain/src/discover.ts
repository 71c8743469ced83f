import type { TextKey } from '@mithaq/i18n'
import { z } from 'zod'
import { faithAnswersSchema, faithFiltersSchema, faithWhySchema, sharedFaithSchema } from './faith'
import { AGE_FILTER_MAX, AGE_FILTER_MIN, FILTER_COUNTRIES_MAX, HEIGHT_MAX, HEIGHT_MIN } from './limits'
import { publicProfileSchema } from './profile'
import { issue } from './wording'

const bound = (min: number, max: number, message: TextKey) =>
  z.number(issue(message)).int(issue(message)).min(min, issue(message)).max(max, issue(message))

/** [min, max], both inclusive, each within the allowed bounds, min never above max. */
const rangeSchema = (min: number, max: number, message: TextKey) =>
  z
    .tuple([bound(min, max, message), bound(min, max, message)])
    .refine(([lo, hi]) => lo <= hi, issue('notices.rangeMinAboveMax'))

/** Discovery filters (docs/product.md § 5): inclusive bounds; an empty country list means any country. */
export const discoverFiltersSchema = z.object({
  ageRange: rangeSchema(AGE_FILTER_MIN, AGE_FILTER_MAX, 'notices.ageFilterRange'),
  heightRange: rangeSchema(HEIGHT_MIN, HEIGHT_MAX, 'notices.heightFilterRange'),
  countries: z
    .array(z.string().trim().min(1).max(100))
    .max(FILTER_COUNTRIES_MAX, issue('notices.tooManyCountries')),
  /** Only profiles whose selfie a moderator checked (the badge). Absent means false. */
  verifiedOnly: z.boolean().optional(),
  /**
   * Faith and family filters (decision 410), by field: a must never shows anyone outside it (an
   * empty or 'preferNotToSay' answer is outside), a wish shows those who meet it first. Absent
   * means none.
   */
  faith: faithFiltersSchema.optional(),
})
export type DiscoverFilters = z.infer<typeof discoverFiltersSchema>

export const DEFAULT_DISCOVER_FILTERS: DiscoverFilters = {
  ageRange: [AGE_FILTER_MIN, AGE_FILTER_MAX],
  heightRange: [HEIGHT_MIN, HEIGHT_MAX],
  countries: [],
}

/** One discovery card: the public profile plus what the card's buttons need to show. */
export const discoverCardSchema = publicProfileSchema.extend({
  isFavorited: z.boolean(),
  /** This person already liked me (seeing who liked you is free): a like now makes a match. */
  likedMe: z.boolean(),
  /** Only the faith answers this member chose to show; hidden ones never leave the server. */
  faith: faithAnswersSchema,
  /** Up to three things both share, only from fields both show ('Both pray five times a day'). */
  shared: z.array(sharedFaithSchema),
  /** 'Why you see this profile', as data for one sentence. */
  why: faithWhySchema,
})
export type DiscoverCard = z.infer<typeof discoverCardSchema>

export const discoverQuerySchema = z.object({
  /** Opaque keyset cursor from the previous page; omitted for the first card ("Start Over"). */
  cursor: z.string().min(1).max(200).optional(),
})
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>

export const discoverPageSchema = z.object({
  profiles: z.array(discoverCardSchema),
  /** Null when there is nothing after this page: the client shows 'No more profiles'. */
  nextCursor: z.string().nullable(),
  /**
   * On the last page only: whether Start Over would bring back someone I passed who matches my
   * saved filters, so an empty feed under a filter can offer it (absent on other pages).
   */
  passedWaiting: z.boolean().optional(),
})
export type DiscoverPage = z.infer<typeof discoverPageSchema>

/** Undo names the card it takes back, so a second tab or a double press cannot undo another one. */
export const undoPassInputSchema = z.object({ profileId: z.string().min(1).max(100) })
export type UndoPassInput = z.infer<typeof undoPassInputSchema>

/** The card that comes back, ready to be shown on top of the deck again. */
export const undoPassResultSchema = z.object({ status: z.literal('undone'), profile: discoverCardSchema })
export type UndoPassResult = z.infer<typeof undoPassResultSchema>

/** How many passed profiles Start Over brought back into the feed. */
export const startOverResultSchema = z.object({ restored: z.number().int().min(0) })
export type StartOverResult = z.infer<typeof startOverResultSchema>

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The same month and day `years` earlier; 29 February becomes 28 February in a common year. */
function yearsBefore(today: Date, years: number): number {
  const year = today.getUTCFullYear() - years
  const month = today.getUTCMonth()
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay))
}

/**
 * The birthdays whose age (as `ageFromBirthday` counts it on `today`) lies in [minAge, maxAge],
 * both inclusive, as an inclusive ISO date range. The server filters the indexed birthday column
 * with it, so age is never stored.
 */
export function birthdayRangeForAges(
  minAge: number,
  maxAge: number,
  today: Date,
): { earliest: string; latest: string } {
  const dayMs = 24 * 60 * 60 * 1000
  return {
    earliest: isoDate(yearsBefore(today, maxAge + 1) + dayMs),
    latest: isoDate(yearsBefore(today, minAge)),
  }
}
