import {
  citySearchQuerySchema,
  createProfileSchema,
  reorderPicturesSchema,
  reverseGeocodeQuerySchema,
  updateProfileSchema,
} from '@mithaq/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  describeStats,
  FUZZ_ROUTE_TIMEOUT_MS,
  FUZZ_RUNS,
  type FuzzRoute,
  type FuzzStats,
  fuzzRoute,
} from '../test/fuzz'
import { fuzzWorld } from './fuzz-fixtures'

const validProfile = {
  name: 'Amina',
  sex: 'female',
  birthday: '1996-04-12',
  location: { country: 'Egypt', city: 'Cairo' },
  aboutMe: 'I love reading and long walks.',
  education: 'Cairo University',
  occupation: 'Engineer',
  nationality: ['Egypt'],
  height: 165,
  maritalStatus: 'Never Married',
}

describe('fuzzing the profile, picture, wallet and geo routes', () => {
  let world: Awaited<ReturnType<typeof fuzzWorld>>
  const stats: FuzzStats[] = []
  beforeAll(async () => {
    world = await fuzzWorld()
  }, 180_000)
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) console.info(describeStats(stats))
    await world?.app.close()
  })

  const routes: FuzzRoute[] = [
    { method: 'GET', path: '/api/me' },
    { method: 'GET', path: '/api/config' },
    { method: 'GET', path: '/api/profile' },
    { method: 'POST', path: '/api/profile', body: createProfileSchema, valid: { body: validProfile } },
    { method: 'PATCH', path: '/api/profile', body: updateProfileSchema, valid: { body: validProfile } },
    { method: 'POST', path: '/api/profile/pictures', multipart: true },
    {
      method: 'PUT',
      path: '/api/profile/pictures/order',
      body: reorderPicturesSchema,
      valid: () => ({ body: { ids: [world.pictureId] } }),
    },
    {
      method: 'DELETE',
      path: '/api/profile/pictures/:id',
      params: z.object({ id: z.string() }),
      valid: () => ({ id: world.pictureId }),
    },
    { method: 'GET', path: '/api/wallet' },
    {
      method: 'GET',
      path: '/api/geo/reverse',
      query: reverseGeocodeQuerySchema,
      valid: { query: { lat: '30.04', lng: '31.24' } },
    },
    {
      method: 'GET',
      path: '/api/geo/cities',
      query: citySearchQuerySchema,
      valid: { query: { country: 'Egypt', q: 'Cai' } },
    },
  ]

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
