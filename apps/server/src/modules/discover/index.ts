import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { discoverRoutes } from './discover.routes'
import { faithRoutes } from './faith.routes'

// Who may see whom is the profiles module's rule; discover passes it on to its callers.
export {
  findBlockableProfile,
  findVisibleProfile,
  type ProfileRow,
  type Viewer,
  visibleTo,
} from '../profiles'
export { feedQuery, getFilters } from './discover.repository'
export { cutRunsAt, extendRun, readRun, rebuildRun } from './feed-run'

/** Discover: the feed of profiles and its saved filters. */
export default fp(
  async function discoverModule(app: FastifyInstance) {
    await app.register(discoverRoutes)
    await app.register(faithRoutes)
  },
  { name: 'discover', dependencies: ['profiles'] },
)
export { discoverExport } from './discover.export'
