import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { discoverRoutes } from './discover.routes'
import { faithRoutes } from './faith.routes'
import { FitCopy } from './fit-copy'

// Who may see whom is the profiles module's rule; discover passes it on to its callers.
export {
  findBlockableProfile,
  findVisibleProfile,
  type ProfileRow,
  type Viewer,
  visibleTo,
} from '../profiles'
export { feedQuery, getFilters } from './discover.repository'
export { feedPage } from './feed-page'
export { cutRunsAt, extendRun, readRun, rebuildRun } from './feed-run'

declare module 'fastify' {
  interface FastifyInstance {
    /** The fit order's in-memory copy (decision 550); its load starts when the app is ready. */
    fitCopy: FitCopy
  }
}

/** Discover: the feed of profiles and its saved filters. */
export default fp(
  async function discoverModule(app: FastifyInstance) {
    const copy = new FitCopy((error) => app.log.error({ err: error }, 'fit copy: load failed'))
    app.decorate('fitCopy', copy)
    // Not awaited: reading a million profiles takes seconds, and the query answers meanwhile.
    app.addHook('onReady', async () => copy.loadInBackground(app.db))
    await app.register(discoverRoutes)
    await app.register(faithRoutes)
  },
  { name: 'discover', dependencies: ['profiles'] },
)
export { discoverExport } from './discover.export'
