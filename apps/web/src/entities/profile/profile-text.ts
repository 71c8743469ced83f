import { MARITAL_STATUSES, type MaritalStatus, type Sex } from '@mithaq/domain'
import { directionOf, type TextKey } from '@mithaq/i18n'
import { currentLocale, currentTranslator, isolateText, t } from '../../i18n'
import { localCountryName, useCountryNames } from './country-names'

// How a profile's stored values read in the member's language, apart from the card, so the
// sign-up and edit fields use them without loading the card.

/**
 * How a location reads everywhere: "City, Country" (the country in the member's language), or
 * 'Unknown' when we have neither. A screen that shows it calls `useCountryNames()` so it renders
 * again when the country names of its language arrive.
 */
export function formatLocation(location: { city: string; country: string }): string {
  const city = location.city && location.city !== 'Unknown' ? location.city : ''
  const country = location.country && location.country !== 'Unknown' ? localCountryName(location.country) : ''
  // The city is isolated (a Latin one in Arabic), so "London، المملكة المتحدة" still reads city
  // first, from the right.
  if (city && country) return currentTranslator()('profile.location', { city: isolateText(city), country })
  return city || country || t('notices.unknownLocation')
}

/**
 * `formatLocation` for a component: it renders again when the country names of the member's
 * language arrive, so the place never stays in English after the first moment.
 */
export function useFormatLocation(): typeof formatLocation {
  useCountryNames()
  return formatLocation
}

const MARITAL_KEYS: Record<MaritalStatus, TextKey> = {
  'Never Married': 'profile.marital.neverMarried',
  Separated: 'profile.marital.separated',
  Divorced: 'profile.marital.divorced',
  Married: 'profile.marital.married',
  Widowed: 'profile.marital.widowed',
}

/**
 * A marital status (stored in English, one of the fixed list) in the member's language, agreeing
 * with the sex of the person it describes where the language's words do ('Marié', 'Mariée');
 * `null` (a sex not chosen yet) gives the form for either.
 */
export function maritalStatusLabel(status: string, sex: Sex | null): string {
  return (MARITAL_STATUSES as readonly string[]).includes(status)
    ? currentTranslator()(MARITAL_KEYS[status as MaritalStatus], { sex })
    : status
}

/**
 * A list of names ("Egypt, Pakistan"; "مصر، باكستان" right to left). Not Intl.ListFormat: its
 * shortest style joins with spaces in English and Turkish, and its others add 'and'.
 */
export const formatList = (items: readonly string[]) =>
  items.join(directionOf(currentLocale()) === 'rtl' ? '، ' : ', ')
