import {
  discoverFiltersSchema,
  discoverQuerySchema,
  profileIdParamsSchema,
  reportInputSchema,
} from '@mithaq/domain'
import { describeFuzzedRoutes } from './fuzz-fixtures'

describeFuzzedRoutes('fuzzing the discover and liked routes', (world) => {
  const params = profileIdParamsSchema
  const valid = () => ({ id: world().target })
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
})
