import { picturesSchema, type ReorderPicturesInput } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/** Every own picture id once, main picture first. */
export const reorderPictures = (input: ReorderPicturesInput) =>
  request(picturesSchema, '/profile/pictures/order', { method: 'PUT', body: input })
