import { isCountryName } from './countries'
import {
  BIRTH_YEAR_CHOICES,
  MIN_AGE,
  NATIONALITIES_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  PICTURES_MAX,
} from './limits'
import type { Wording } from './wording'

/**
 * Rules of the profile forms that are not a schema: the birthday pickers, the nationality chips
 * and the picture selection. Pure, so the browser and the tests share them.
 */

/** docs/product.md § 12: the 100 years ending 18 years before the current year, newest first. */
export function birthYearChoices(today: Date = new Date()): number[] {
  const newest = today.getFullYear() - MIN_AGE
  return Array.from({ length: BIRTH_YEAR_CHOICES }, (_, i) => newest - i)
}

/** Days in a month (1–12); February follows the leap years. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** A day kept within the chosen month: 31 March becomes 30 April, 29 February 28 in 2001. */
export const clampDay = (year: number, month: number, day: number) =>
  Math.min(Math.max(day, 1), daysInMonth(year, month))

/** YYYY-MM-DD, the form the API takes. */
export const toIsoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The error is a text for the caller to word (`word(t, error)`). */
export type ChipResult = { ok: true; list: string[] } | { ok: false; error: Wording }

/** Adds a nationality chip, or says why not (docs/product.md § 4). */
export function addNationality(list: readonly string[], name: string): ChipResult {
  if (list.includes(name)) return { ok: false, error: { key: 'notices.nationalityDuplicate' } }
  if (list.length >= NATIONALITIES_MAX) return { ok: false, error: { key: 'notices.nationalityTooMany' } }
  if (!isCountryName(name)) return { ok: false, error: { key: 'notices.nationalityUnknown' } }
  return { ok: true, list: [...list, name] }
}

/** Removes a chip; on the edit screen the last one stays ("You must have at least 1 nationality"). */
export function removeNationality(
  list: readonly string[],
  name: string,
  { keepLast }: { keepLast: boolean },
): ChipResult {
  if (keepLast && list.length <= 1) return { ok: false, error: { key: 'notices.nationalityLastOnEdit' } }
  return { ok: true, list: list.filter((n) => n !== name) }
}

/** What the picture checks need of a browser File. */
export interface PictureCandidate {
  name: string
  size: number
  type: string
}

/**
 * The client-side checks of a picture selection, before anything is uploaded (the server checks
 * again, from the bytes). A selection that would go past 5 pictures is refused whole, so nobody
 * has to guess which of their files were dropped; otherwise each bad file is refused with its
 * own message and the good ones are kept.
 */
export function checkPictureSelection<F extends PictureCandidate>(
  currentCount: number,
  files: readonly F[],
): { accepted: F[]; errors: Wording[] } {
  if (currentCount + files.length > PICTURES_MAX) {
    return { accepted: [], errors: [{ key: 'notices.picturesTooMany', values: { current: currentCount } }] }
  }
  const accepted: F[] = []
  const errors: Wording[] = []
  for (const file of files) {
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      errors.push({ key: 'notices.pictureUnsupported', values: { file: file.name } })
    } else if (file.size > PICTURE_MAX_BYTES) {
      errors.push({ key: 'notices.pictureTooLarge', values: { file: file.name } })
    } else {
      accepted.push(file)
    }
  }
  return { accepted, errors }
}
