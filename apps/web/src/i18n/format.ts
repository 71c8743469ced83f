import { currentLocale, intlTag } from './locale-store'

// Formats are cached per language and options: building one loads locale data (a few ms).
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  options: object,
  make: (tag: string) => T,
  tag = intlTag(),
): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`
  let format = cache.get(key) as T | undefined
  if (!format) {
    format = make(tag)
    cache.set(key, format)
  }
  return format
}

/**
 * The browser's region (`navigator.language` 'en-GB' → 'GB'; the first of `navigator.languages`
 * that names one otherwise), or undefined when the browser names none.
 */
export function browserRegion(): string | undefined {
  if (typeof navigator === 'undefined') return undefined
  for (const tag of [navigator.language, ...(navigator.languages ?? [])]) {
    try {
      const region = tag ? new Intl.Locale(tag).region : undefined
      if (region) return region
    } catch {
      // a malformed tag names no region
    }
  }
  return undefined
}

/**
 * The tag for dates and times: the app's language with the browser's region, so an English app
 * in an en-GB browser says '00:09' and 'Friday 4 December', while its words stay the app's. The
 * digits stay the language's own (Arabic-Indic in Arabic), whatever the region.
 */
function dateTag(): string {
  const fallback = intlTag()
  const region = browserRegion()
  if (!region) return fallback
  try {
    const digits = new Intl.NumberFormat(fallback).resolvedOptions().numberingSystem
    const [tag] = Intl.getCanonicalLocales(`${currentLocale()}-${region}-u-nu-${digits}`)
    return tag ?? fallback
  } catch {
    return fallback
  }
}

/** A date or time in the current language, laid out as the browser's region writes it. */
export const formatDate = (date: Date | string | number, options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (tag) => new Intl.DateTimeFormat(tag, options), dateTag()).format(new Date(date))

/** A number in the current language. */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) =>
  cached('number', options, (tag) => new Intl.NumberFormat(tag, options)).format(value)

/**
 * A signed amount in the current language, its sign where the language writes it: '+10' and
 * '-3' in English; in Arabic and Urdu with the direction mark Intl adds, so a right-to-left line
 * never shows '10+' or '3-'. Zero has no sign.
 */
export const formatSigned = (value: number) => formatNumber(value, { signDisplay: 'exceptZero' })

/** 'a, b and c' in the current language (British English's 'and', without the Oxford comma, for English). */
export const formatList = (labels: readonly string[]) =>
  new Intl.ListFormat(currentLocale() === 'en' ? 'en-GB' : intlTag(), {
    style: 'long',
    type: 'conjunction',
  }).format(labels)
