import { placeSchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/**
 * City and country of a position, from our own offline geocoder. Coordinates are rounded to
 * about 100 m before they leave the device: plenty to name a city, too coarse to name a home.
 */
export const reverseGeocode = (latitude: number, longitude: number) =>
  request(placeSchema, '/geo/reverse', {
    query: { lat: latitude.toFixed(3), lng: longitude.toFixed(3) },
  })
