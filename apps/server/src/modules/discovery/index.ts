import type { FastifyInstance } from 'fastify'
import { discoveryRoutes } from './discovery.routes'

/** The discovery feed and its saved filters. */
export default async function discoveryModule(app: FastifyInstance) {
  await app.register(discoveryRoutes)
}
