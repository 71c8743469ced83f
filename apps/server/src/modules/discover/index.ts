import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { discoverRoutes } from './discover.routes'

export { cutRunsAt, extendRun } from './feed-run'
export type { ProfileRow, Viewer } from './profile-view'
export { findBlockableProfile, findVisibleProfile, visibleTo, visibleToViewerId } from './visibility'

/** Discover: the feed of profiles and its saved filters. */
export default fp(
  async function discoverModule(app: FastifyInstance) {
    await app.register(discoverRoutes)
  },
  { name: 'discover' },
)
