import {
  DISCOVER_PAGE_SIZE,
  type DiscoverPage,
  type DiscoveryFilters,
  discoverPageSchema,
  discoverQuerySchema,
  discoveryFiltersSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { toPublicProfile } from '../profiles/profile.mapper'
import { pictureUrlsByProfile } from '../profiles/profile.repository'
import { decodeCursor, encodeCursor, feedQuery, getFilters, saveFilters } from './discovery.repository'
import { readFiltersAndRun } from './feed-run'

export async function discoveryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/discover',
    { schema: { querystring: discoverQuerySchema, response: { 200: discoverPageSchema } } },
    async (request): Promise<DiscoverPage> => {
      const viewer = await app.requireProfile(request)
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor) : undefined
      const today = app.clock.now()
      const { filters, run } = await readFiltersAndRun(app.db, viewer.id)
      // One row more than a page tells whether another page exists.
      const rows = await feedQuery(app.db, {
        viewer,
        filters,
        today,
        cursor,
        limit: DISCOVER_PAGE_SIZE + 1,
        run,
      })
      const page = rows.slice(0, DISCOVER_PAGE_SIZE)
      const pictures = await pictureUrlsByProfile(
        app.db,
        page.map((r) => r.profile.id),
      )
      const last = page.at(-1)
      return {
        profiles: page.map((r) => ({
          ...toPublicProfile(r.profile, pictures.get(r.profile.id) ?? [], today),
          isFavorited: r.isFavorited,
        })),
        nextCursor:
          rows.length > DISCOVER_PAGE_SIZE && last
            ? encodeCursor({ createdAt: last.cursorAt, id: last.profile.id })
            : null,
      }
    },
  )

  api.get(
    '/api/discover/filters',
    { schema: { response: { 200: discoveryFiltersSchema } } },
    async (request): Promise<DiscoveryFilters> => {
      const viewer = await app.requireProfile(request)
      return getFilters(app.db, viewer.id)
    },
  )

  api.put(
    '/api/discover/filters',
    { schema: { body: discoveryFiltersSchema, response: { 200: discoveryFiltersSchema } } },
    async (request): Promise<DiscoveryFilters> => {
      const viewer = await app.requireProfile(request)
      await saveFilters(app.db, viewer.id, request.body, app.clock.now())
      return getFilters(app.db, viewer.id)
    },
  )
}
