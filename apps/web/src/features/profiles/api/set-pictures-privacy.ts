import { type PicturesPrivacyInput, picturesPrivacySchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/** Private pictures on or off (decision 260): others see blurred renditions until a reveal. */
export const setPicturesPrivacy = (input: PicturesPrivacyInput) =>
  request(picturesPrivacySchema, '/profile/pictures/privacy', { method: 'PUT', body: input })
