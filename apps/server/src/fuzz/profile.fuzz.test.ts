import {
  citySearchQuerySchema,
  createProfileSchema,
  reorderPicturesSchema,
  reverseGeocodeQuerySchema,
  updateProfileSchema,
} from '@mithaq/domain'
import { z } from 'zod'
import type { FuzzRoute } from '../test/fuzz'
import { describeFuzzedRoutes } from './fuzz-fixtures'

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

describeFuzzedRoutes('fuzzing the profile, picture, wallet and geo routes', (world): FuzzRoute[] => [
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
    valid: () => ({ body: { ids: [world().pictureId] } }),
  },
  {
    method: 'DELETE',
    path: '/api/profile/pictures/:id',
    params: z.object({ id: z.string() }),
    valid: () => ({ id: world().pictureId }),
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
])
