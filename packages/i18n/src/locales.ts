/** The languages Mithaq speaks. English is the default and the source of every other catalogue. */
export const LOCALES = ['en', 'ar', 'ur', 'fr', 'id', 'tr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language named in itself, for the language pickers. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  ur: 'اردو',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  tr: 'Türkçe',
}

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'ur'])

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr')

/**
 * The tag handed to Intl for dates and numbers. English keeps the formats the app always had
 * (US month names and order); Arabic uses Arabic-Indic digits (Egypt's conventions), as most of
 * our Arabic-speaking members read them.
 */
export const INTL_TAGS: Record<Locale, string> = {
  en: 'en-US',
  ar: 'ar-EG',
  ur: 'ur-PK',
  fr: 'fr-FR',
  id: 'id-ID',
  tr: 'tr-TR',
}

/**
 * The best of our languages for a list of preferences, as browsers send them (`navigator.languages`)
 * or as an Accept-Language header lists them ('ar-EG,ar;q=0.9,en;q=0.8'). Falls back to English.
 */
export function negotiateLocale(preferences: readonly string[] | string | null | undefined): Locale {
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => {
            const [tag = '', ...params] = part.trim().split(';')
            const q = params.find((p) => p.trim().startsWith('q='))
            return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : (preferences ?? [])
  for (const tag of list) {
    const language = tag.toLowerCase().split(/[-_]/)[0]
    // 'in' is the old code for Indonesian that some Android versions still send.
    const locale = language === 'in' ? 'id' : language
    if (isLocale(locale)) return locale
  }
  return DEFAULT_LOCALE
}
