import {
  markNotificationsReadSchema,
  matchIdParamsSchema,
  notificationPageQuerySchema,
  payMatchSchema,
  sendMessageSchema,
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

describe('fuzzing the match, chat and notification routes', () => {
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
    const params = matchIdParamsSchema
    const valid = () => ({ id: world.matchId })
    return [
      { method: 'GET', path: '/api/matches' },
      { method: 'GET', path: '/api/matches/unmatched' },
      { method: 'GET', path: '/api/matches/:id', params, valid },
      {
        method: 'POST',
        path: '/api/matches/:id/pay',
        params,
        body: payMatchSchema,
        valid: () => ({ ...valid(), body: { express: false } }),
      },
      { method: 'GET', path: '/api/matches/:id/messages', params, valid },
      {
        method: 'POST',
        path: '/api/matches/:id/messages',
        params,
        body: sendMessageSchema,
        valid: () => ({
          ...valid(),
          body: { content: 'Salam, how are you?', clientId: '0190a0b0-0000-7000-8000-000000000001' },
        }),
      },
      { method: 'POST', path: '/api/matches/:id/read', params, valid },
      { method: 'GET', path: '/api/unread-count' },
      { method: 'GET', path: '/api/notifications', query: notificationPageQuerySchema, valid: { query: {} } },
      {
        method: 'POST',
        path: '/api/notifications/read',
        body: markNotificationsReadSchema,
        valid: { body: {} },
      },
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
