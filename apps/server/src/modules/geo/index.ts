import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { geoRoutes } from './geo.routes'

export { warmCityIndex } from './reverse-geocoder'

/** Where a member lives: the offline reverse geocoder behind location detection. */
export default fp(
  async function geoModule(app: FastifyInstance) {
    await app.register(geoRoutes)
  },
  { name: 'geo' },
)
