import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Listener } from '../../db/listen'
import type { EncodedBody } from '../../lib/encoded-body'
import { discoverRoutes } from './discover.routes'
import { faithRoutes } from './faith.routes'
import { FitCopy } from './fit-copy'
import { announcedIds, PageCache } from './page-cache'

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

/** A minute: what announcements do not cover (decision 600) is never older than that. */
const PAGE_KEPT_MS = 60_000
/** About 10 KB each: at most some 20 MB of pages an instance. */
const PAGES_KEPT = 2000

export interface DiscoverPages {
  cache: PageCache<EncodedBody>
  /** Resolves true once every announcement committed before the call has been heard. */
  caughtUp(): Promise<boolean>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The fit order's in-memory copy (decision 550); its load starts when the app is ready. */
    fitCopy: FitCopy
    /** Pages sent, kept until a change to their profiles is announced (decision 600). */
    discoverPages: DiscoverPages
  }
}

/** Discover: the feed of profiles and its saved filters. */
export default fp(
  async function discoverModule(app: FastifyInstance) {
    const copy = new FitCopy((error) => app.log.error({ err: error }, 'fit copy: load failed'))
    app.decorate('fitCopy', copy)
    // Not awaited: reading a million profiles takes seconds, and the query answers meanwhile.
    app.addHook('onReady', async () => copy.loadInBackground(app.db))
    const pages = new PageCache<EncodedBody>({
      ttlMs: PAGE_KEPT_MS,
      maxEntries: PAGES_KEPT,
      now: () => app.clock.now().getTime(),
    })
    let listener: Listener | undefined
    app.decorate('discoverPages', {
      cache: pages,
      // Nothing is kept before the app is ready: until then no announcement is heard.
      caughtUp: () => listener?.caughtUp() ?? Promise.resolve(false),
    })
    app.addHook('onReady', async () => {
      listener = await app.listenToDatabase('page_changes', {
        onMessage: (payload) => pages.changed(announcedIds(payload)),
        onListening: (listening) => pages.setListening(listening),
      })
    })
    app.addHook('preClose', async () => listener?.stop())
    await app.register(discoverRoutes)
    await app.register(faithRoutes)
  },
  { name: 'discover', dependencies: ['profiles'] },
)
export { discoverExport } from './discover.export'
