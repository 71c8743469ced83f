import { intlTag } from './locale-store'

// Formats are cached per language and options: building one loads locale data (a few ms).
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  options: object,
  make: (tag: string) => T,
): T {
  const tag = intlTag()
  const key = `${kind}|${tag}|${JSON.stringify(options)}`
  let format = cache.get(key) as T | undefined
  if (!format) {
    format = make(tag)
    cache.set(key, format)
  }
  return format
}

/** A date or time in the current language (Arabic-Indic digits in Arabic). */
export const formatDate = (date: Date | string | number, options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (tag) => new Intl.DateTimeFormat(tag, options)).format(new Date(date))

/** A number in the current language. */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) =>
  cached('number', options, (tag) => new Intl.NumberFormat(tag, options)).format(value)
