import { picturesSchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/** Answers the remaining pictures, renumbered. The last picture cannot be deleted. */
export const deletePicture = (id: string) =>
  request(picturesSchema, `/profile/pictures/${encodeURIComponent(id)}`, { method: 'DELETE' })
