import {
  discoverFiltersSchema,
  discoverQuerySchema,
  profileIdParamsSchema,
  reportInputSchema,
} from '@mithaq/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  describeStats,
  FUZZ_ROUTE_TIMEOUT_MS,
  FUZZ_RUNS,
  type FuzzRoute,
  type FuzzStats,
  fuzzRoute,
} from '../test/fuzz'
import { fuzzWorld } from './fuzz-fixtures'

describe('fuzzing the discovery and social routes', () => {
  let world: Awaited<ReturnType<typeof fuzzWorld>>
  const stats: FuzzStats[] = []
  beforeAll(async () => {
    world = await fuzzWorld()
  }, 180_000)
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) console.info(describeStats(stats))
    await world?.app.close()
  })

  const routes: FuzzRoute[] = (() => {
    const params = profileIdParamsSchema
    const valid = () => ({ id: world.target })
    return [
      { method: 'GET', path: '/api/discover', query: discoverQuerySchema, valid: { query: {} } },
      { method: 'GET', path: '/api/discover/filters' },
      {
        method: 'PUT',
        path: '/api/discover/filters',
        body: discoverFiltersSchema,
        valid: { body: { ageRange: [20, 40], heightRange: [150, 190], countries: ['Egypt'] } },
      },
      { method: 'GET', path: '/api/profiles/:id', params, valid },
      { method: 'POST', path: '/api/profiles/:id/like', params, valid },
      { method: 'POST', path: '/api/profiles/:id/pass', params, valid },
      { method: 'PUT', path: '/api/profiles/:id/favorite', params, valid },
      { method: 'DELETE', path: '/api/profiles/:id/favorite', params, valid },
      {
        method: 'POST',
        path: '/api/profiles/:id/report',
        params,
        body: reportInputSchema,
        valid: () => ({ ...valid(), body: { category: 'scam', reason: 'Asked me for money twice' } }),
      },
      // Last: a successful block hides the target from every route above.
      { method: 'POST', path: '/api/profiles/:id/block', params, valid },
      { method: 'GET', path: '/api/liked/me' },
      { method: 'GET', path: '/api/liked/mine' },
      { method: 'GET', path: '/api/favorites' },
    ]
  })()

  for (const route of routes) {
    it(
      `${route.method} ${route.path}: ${FUZZ_RUNS} cases, none answered 500, none refused wrote`,
      async () => {
        stats.push(
          await fuzzRoute(world.app, world.db, route, { cookie: () => world.me.cookie, runs: FUZZ_RUNS }),
        )
        expect(stats.at(-1)?.cases).toBe(FUZZ_RUNS)
      },
      FUZZ_ROUTE_TIMEOUT_MS,
    )
  }
})
