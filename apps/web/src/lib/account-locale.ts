import { accountLocaleSchema } from '@mithaq/domain'
import type { Locale } from '@mithaq/i18n'
import { changeLocale, currentLocale } from '../i18n'
import { errorCode, request } from './api-client'
import { mightBeSignedIn } from './session-hint'

/** Keeps the language on the account, so mails, pushes and other devices follow (decision 281). */
export const saveAccountLocale = (locale: Locale) =>
  request(accountLocaleSchema, '/account/locale', { method: 'PUT', body: { locale } })

/**
 * A language picked in a picker: saved on the account when someone is signed in (a visitor has
 * none: the 401 of a stale hint is not a failure), then the app switches to it. A save that fails
 * otherwise throws, and the app stays in its language, so the picker can say so.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  if (mightBeSignedIn()) {
    try {
      await saveAccountLocale(locale)
    } catch (error) {
      if (errorCode(error) !== 'UNAUTHENTICATED') throw error
    }
  }
  await changeLocale(locale)
}

/**
 * The account's language wins over the device's (decision 281): a member who signs in on
 * another device, or again after signing out, finds Mithaq in the language they chose. Called
 * with every fresh answer of /api/me.
 */
export async function followAccountLocale(locale: Locale | undefined): Promise<void> {
  if (locale && locale !== currentLocale()) await changeLocale(locale).catch(() => undefined)
}
