import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profilePictures } from '../../db/schema'
import { type PictureRow, pictureUrl } from './profile.mapper'

/** `db` may be a transaction. In position order, main picture first. */
export function listPictures(db: Db, profileId: string): Promise<PictureRow[]> {
  return db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.profileId, profileId))
    .orderBy(asc(profilePictures.position), asc(profilePictures.createdAt))
}

/** Picture URLs per profile, main picture first; profiles without pictures are absent. */
export async function pictureUrlsByProfile(db: Db, profileIds: string[]): Promise<Map<string, string[]>> {
  const byProfile = new Map<string, string[]>()
  if (profileIds.length === 0) return byProfile
  const rows = await db
    .select({ profileId: profilePictures.profileId, storagePath: profilePictures.storagePath })
    .from(profilePictures)
    .where(inArray(profilePictures.profileId, profileIds))
    .orderBy(asc(profilePictures.profileId), asc(profilePictures.position))
  for (const row of rows) {
    const urls = byProfile.get(row.profileId) ?? []
    urls.push(pictureUrl(row.storagePath))
    byProfile.set(row.profileId, urls)
  }
  return byProfile
}
