import { profileViewSchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/**
 * One card's pictures as the server links them now: fresh signed links, blurred renditions when
 * the owner has made them private or taken back a reveal (decision 260).
 */
export async function getCardPictures(id: string) {
  const { profile } = await request(profileViewSchema, `/profiles/${encodeURIComponent(id)}`)
  return { pictures: profile.pictures, picturesBlurred: profile.picturesBlurred }
}
