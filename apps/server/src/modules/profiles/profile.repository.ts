import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profilePictures, profiles } from '../../db/schema'
import { type PictureRow, pictureUrl } from './profile.mapper'
import type { Viewer } from './profile-view'
import { visibleTo } from './visibility'

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

/**
 * The picture stored as `storagePath` when the viewer may see it: their own, or one of a profile
 * the visibility rule shows them (active, opposite sex, no block either way). Undefined otherwise,
 * and once the row is gone, whatever is left in the storage.
 */
export async function findViewablePicture(db: Db, viewer: Viewer, storagePath: string) {
  const [row] = await db
    .select({ id: profilePictures.id })
    .from(profilePictures)
    .innerJoin(profiles, eq(profiles.id, profilePictures.profileId))
    .where(
      and(eq(profilePictures.storagePath, storagePath), or(eq(profiles.id, viewer.id), visibleTo(viewer))),
    )
  return row
}
