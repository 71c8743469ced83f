import { COUNTRIES, type CountryName, countryCodeByName, searchCountries } from '@mithaq/domain'
import type { Locale } from '@mithaq/i18n'
import { useSyncExternalStore } from 'react'
import { currentLocale, useLocale } from '../../i18n'

/**
 * Countries named in the member's language (decision 276). Profiles store the short English name
 * (`COUNTRIES`); screens show the name `i18n-iso-countries` gives in the current language. English
 * needs nothing more. Another language's names (2.3 to 2.6 KB gzip) come in a chunk of their own,
 * fetched the first time a screen names a country, so English screens never download them.
 */
type IsoNames = Readonly<Record<string, string | readonly string[]>>

async function importNames(locale: Exclude<Locale, 'en'>): Promise<IsoNames> {
  switch (locale) {
    case 'ar':
      return (await import('i18n-iso-countries/langs/ar.json')).default.countries
    case 'ur':
      return (await import('i18n-iso-countries/langs/ur.json')).default.countries
    case 'fr':
      return (await import('i18n-iso-countries/langs/fr.json')).default.countries
    case 'id':
      return (await import('i18n-iso-countries/langs/id.json')).default.countries
    case 'tr':
      return (await import('i18n-iso-countries/langs/tr.json')).default.countries
  }
}

interface LocalNames {
  /** English name to the name in this language. */
  byEnglish: ReadonlyMap<string, string>
  /** Every name in this language (several for some countries) to the English name. */
  toEnglish: ReadonlyMap<string, CountryName>
}

const loaded = new Map<Locale, LocalNames>()
const pending = new Set<Locale>()
const listeners = new Set<() => void>()
let version = 0

function build(iso: IsoNames): LocalNames {
  const byEnglish = new Map<string, string>()
  const toEnglish = new Map<string, CountryName>()
  for (const { code, name } of COUNTRIES) {
    const local = iso[code]
    const all = local === undefined ? [] : typeof local === 'string' ? [local] : local
    byEnglish.set(name, all[0] ?? name)
    for (const alias of all) toEnglish.set(alias, name)
    toEnglish.set(all[0] ?? name, name)
  }
  return { byEnglish, toEnglish }
}

/** Starts fetching the current language's names (once); screens render again when they arrive. */
export function loadCountryNames(locale: Locale = currentLocale()): void {
  if (locale === 'en' || loaded.has(locale) || pending.has(locale)) return
  pending.add(locale)
  importNames(locale)
    .then((iso) => {
      loaded.set(locale, build(iso))
      version += 1
      for (const listener of listeners) listener()
    })
    .catch(() => {
      // Offline or a failed chunk: the English names stay; the next screen tries again.
    })
    .finally(() => pending.delete(locale))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getVersion = () => version

/** The name of a country (given by its English name) in `locale`; English until the names arrive. */
export function countryNameIn(locale: Locale, english: string): string {
  return loaded.get(locale)?.byEnglish.get(english) ?? english
}

/** The name of a country in the current language, for plain functions (`formatLocation`). */
export const localCountryName = (english: string) => countryNameIn(currentLocale(), english)

/** Lower case without accents or Arabic vowel marks, so "cote" finds "Côte" and "turkiye" "Türkiye". */
export const foldName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()

export interface CountryNaming {
  locale: Locale
  /** The country's name in the current language. */
  name: (english: string) => string
  /** The English name of a name shown in the current language (what is stored). */
  english: (shown: string) => string | undefined
  /** Every country, sorted as the current language sorts its names. */
  all: () => CountryName[]
  /**
   * The countries a query finds: by their name in the current language (names that start with
   * it first), then by their English name or what their people are called in English.
   */
  search: (query: string) => CountryName[]
}

/** Country names in the current language, for components; fetches them on first use. */
export function useCountryNames(): CountryNaming {
  const locale = useLocale()
  useSyncExternalStore(subscribe, getVersion, getVersion)
  loadCountryNames(locale)
  const local = loaded.get(locale)
  const name = (english: string) => local?.byEnglish.get(english) ?? english
  const all = () => {
    const names = COUNTRIES.map((c) => c.name as CountryName)
    if (!local) return names
    const collator = new Intl.Collator(locale)
    return names.sort((a, b) => collator.compare(name(a), name(b)))
  }
  return {
    locale,
    name,
    english: (shown) => local?.toEnglish.get(shown) ?? (countryCodeByName(shown) ? shown : undefined),
    all,
    search: (query) => {
      const q = foldName(query.trim())
      if (!local) return searchCountries(query)
      if (!q) return all()
      const starts: CountryName[] = []
      const contains: CountryName[] = []
      for (const country of all()) {
        const folded = foldName(name(country))
        if (folded.startsWith(q)) starts.push(country)
        else if (folded.includes(q)) contains.push(country)
      }
      const found = new Set([...starts, ...contains])
      return [...starts, ...contains, ...searchCountries(query).filter((c) => !found.has(c))]
    },
  }
}
