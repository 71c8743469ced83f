import { uploadPicturesResultSchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/**
 * Sends one or more files in one multipart request. The server saves them in order and stops at
 * the first refusal, keeping the ones before it; callers refetch the profile to see which.
 */
export function uploadPictures(files: readonly File[]) {
  const body = new FormData()
  for (const file of files) body.append('pictures', file, file.name)
  return request(uploadPicturesResultSchema, '/profile/pictures', { method: 'POST', body })
}
