import type { Place } from '@mithaq/domain'
import { t } from '../../../i18n'
import { ApiError, errorCode } from '../../../lib/api-client'
import { isNativeShell } from '../../../lib/transport'
import { reverseGeocode } from '../api/reverse-geocode'

/** docs/product.md § 12: high accuracy, 15 s timeout, a position up to 60 s old is fine. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 60_000,
}

export type DetectOutcome = { ok: true; place: Place } | { ok: false; message: string }

type Coordinates = { latitude: number; longitude: number }

/**
 * The device's position. On the web, the browser's geolocation. In the native shell,
 * `@capacitor/geolocation` (decision 255): it asks the phone's location permission itself, the
 * first time the user presses detect; in a browser running the shell's build it falls back to
 * the browser's, so both fail with the errors `locationFailure` reads.
 */
async function currentPosition(): Promise<Coordinates> {
  if (isNativeShell) {
    const { Geolocation } = await import('@capacitor/geolocation')
    return (await Geolocation.getCurrentPosition(GEOLOCATION_OPTIONS)).coords
  }
  const position = await new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS),
  )
  return position.coords
}

export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'other'

/** The plugin's error codes on Android and iOS (its README), by what they mean to the user. */
const PLUGIN_FAILURES: Record<string, LocationFailure> = {
  'OS-PLUG-GLOC-0002': 'unavailable', // the position could not be obtained
  'OS-PLUG-GLOC-0003': 'denied', // the permission request was denied
  'OS-PLUG-GLOC-0007': 'unavailable', // location services are off
  'OS-PLUG-GLOC-0008': 'denied', // iOS: location is restricted for the app
  'OS-PLUG-GLOC-0009': 'unavailable', // Android: the user would not turn location on
  'OS-PLUG-GLOC-0010': 'timeout',
  'OS-PLUG-GLOC-0014': 'unavailable', // Google Play Services problems
  'OS-PLUG-GLOC-0015': 'unavailable',
  'OS-PLUG-GLOC-0016': 'unavailable', // location settings error
}

/**
 * What went wrong, from either source: the browser's GeolocationPositionError (numeric codes 1
 * denied, 2 unavailable, 3 timeout) or the plugin's error (an `OS-PLUG-GLOC-…` code).
 */
export function locationFailure(error: unknown): LocationFailure {
  if (typeof error !== 'object' || error === null || !('code' in error)) return 'other'
  const { code } = error as { code: unknown }
  if (typeof code === 'number') {
    return code === 1 ? 'denied' : code === 2 ? 'unavailable' : code === 3 ? 'timeout' : 'other'
  }
  return (typeof code === 'string' && PLUGIN_FAILURES[code]) || 'other'
}

/**
 * Asks the device where it is, then our server which city that is; never throws.
 * `isRetry`: a denial on 'Detect Again' gets the wording that says to change the setting first.
 */
export async function detectLocation({ isRetry = false } = {}): Promise<DetectOutcome> {
  if (!isNativeShell && !('geolocation' in navigator))
    return { ok: false, message: t('notices.geolocationUnsupported') }
  let position: Coordinates
  try {
    position = await currentPosition()
  } catch (error) {
    return { ok: false, message: positionErrorMessage(error, isRetry) }
  }
  try {
    const place = await reverseGeocode(position.latitude, position.longitude)
    return { ok: true, place }
  } catch (error) {
    // Our geocoder names no city for the point (the open sea): its own message says so.
    if (error instanceof ApiError && errorCode(error) === 'NOT_FOUND')
      return { ok: false, message: error.message }
    return { ok: false, message: t('notices.geocodingFailed') }
  }
}

/** The specification's message for each failure (docs/product.md § 4), the same on web and phone. */
function positionErrorMessage(error: unknown, isRetry: boolean): string {
  switch (locationFailure(error)) {
    case 'denied':
      return isRetry ? t('notices.locationPermissionDeniedTryAgain') : t('notices.locationPermissionDenied')
    case 'timeout':
      return t('notices.locationTimedOut')
    case 'unavailable':
      return t('notices.locationUnavailable')
    default:
      return t('notices.failedToDetectLocation')
  }
}
