import { MESSAGES, type Place } from '@mithaq/domain'
import { ApiError, errorCode } from '../../../lib/api-client'
import { reverseGeocode } from '../api/reverse-geocode'

/** docs/product.md § 12: high accuracy, 15 s timeout, a position up to 60 s old is fine. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 60_000,
}

export type DetectOutcome = { ok: true; place: Place } | { ok: false; message: string }

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS),
  )
}

const isPositionError = (error: unknown): error is GeolocationPositionError =>
  typeof error === 'object' && error !== null && 'code' in error && 'PERMISSION_DENIED' in error

/**
 * Asks the device where it is, then our server which city that is; never throws.
 * `isRetry`: a denial on 'Detect Again' gets the wording that says to change the setting first.
 */
export async function detectLocation({ isRetry = false } = {}): Promise<DetectOutcome> {
  if (!('geolocation' in navigator)) return { ok: false, message: MESSAGES.geolocationUnsupported }
  let position: GeolocationPosition
  try {
    position = await currentPosition()
  } catch (error) {
    return { ok: false, message: positionErrorMessage(error, isRetry) }
  }
  try {
    const place = await reverseGeocode(position.coords.latitude, position.coords.longitude)
    return { ok: true, place }
  } catch (error) {
    // Our geocoder names no city for the point (the open sea): its own message says so.
    if (error instanceof ApiError && errorCode(error) === 'NOT_FOUND')
      return { ok: false, message: error.message }
    return { ok: false, message: MESSAGES.geocodingFailed }
  }
}

function positionErrorMessage(error: unknown, isRetry: boolean): string {
  if (!isPositionError(error)) return MESSAGES.failedToDetectLocation
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return isRetry ? MESSAGES.locationPermissionDeniedTryAgain : MESSAGES.locationPermissionDenied
    case error.TIMEOUT:
      return MESSAGES.locationTimedOut
    case error.POSITION_UNAVAILABLE:
      return MESSAGES.locationUnavailable
    default:
      return MESSAGES.failedToDetectLocation
  }
}
