import { z } from 'zod'
import { LOCATION_NAME_MAX_LENGTH } from './limits'

const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^-?\d{1,3}(\.\d+)?$/, `${name} format is invalid`)
    .transform(Number)
    .pipe(z.number().min(-limit, `${name} format is invalid`).max(limit, `${name} format is invalid`))

/** GET /api/geo/reverse: the device position, sent once, never stored or logged. */
export const reverseGeocodeQuerySchema = z.object({
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
})
export type ReverseGeocodeQuery = z.input<typeof reverseGeocodeQuerySchema>

/** A city-level place: all a profile ever keeps of where someone lives. */
export const placeSchema = z.object({ country: z.string(), city: z.string() })
export type Place = z.infer<typeof placeSchema>

/** GET /api/geo/cities: the manual picker after a failed detection. */
export const citySearchQuerySchema = z.object({
  country: z.string({ error: 'Country is required' }).trim().min(1, 'Country is required'),
  q: z.string().trim().max(LOCATION_NAME_MAX_LENGTH).default(''),
})
export type CitySearchQuery = z.input<typeof citySearchQuerySchema>

/** The most populous matching cities first. */
export const citySearchResultSchema = z.object({ cities: z.array(z.string()) })
export type CitySearchResult = z.infer<typeof citySearchResultSchema>
