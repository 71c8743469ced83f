import { type CreateProfileInput, ownProfileSchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/** Sign-up step 4: the whole form, checked again by the server. */
export const createProfile = (input: CreateProfileInput) =>
  request(ownProfileSchema, '/profile', { method: 'POST', body: input })
