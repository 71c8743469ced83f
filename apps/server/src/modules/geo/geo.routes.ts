import {
  citySearchQuerySchema,
  citySearchResultSchema,
  englishTranslator,
  placeSchema,
  reverseGeocodeQuerySchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { countryCode, reverseGeocode, searchCities } from './reverse-geocoder'

const english = englishTranslator()

/**
 * Offline geocoding for the location step: no third party hears where anyone is, and no
 * coordinate is stored. Signed-in users only (sign-up runs before the profile exists).
 */
export async function geoRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/geo/reverse',
    {
      schema: { querystring: reverseGeocodeQuerySchema, response: { 200: placeSchema } },
      // The query string holds the coordinates: keep this route out of the request log.
      logLevel: 'warn',
    },
    async (request) => {
      await app.requireUser(request)
      const place = reverseGeocode(request.query.lat, request.query.lng)
      if (!place) throw new AppError('NOT_FOUND', english('notices.locationDetailsFailed'))
      return place
    },
  )

  routes.get(
    '/api/geo/cities',
    { schema: { querystring: citySearchQuerySchema, response: { 200: citySearchResultSchema } } },
    async (request) => {
      await app.requireUser(request)
      const code = countryCode(request.query.country)
      if (!code) throw new AppError('VALIDATION_FAILED', english('notices.locationCountryUnknown'))
      return { cities: searchCities(code, request.query.q) }
    },
  )
}
