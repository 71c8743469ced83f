import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profilePictures, profiles } from '../../db/schema'
import type { PictureRow } from './profile.mapper'
import { visibleToViewerId } from './visibility'

/** `db` may be a transaction. In position order, main picture first. */
export function listPictures(db: Db, profileId: string): Promise<PictureRow[]> {
  return db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.profileId, profileId))
    .orderBy(asc(profilePictures.position), asc(profilePictures.createdAt))
}

/**
 * Signed picture links per profile for `viewerId`, main picture first; profiles without pictures,
 * and profiles the viewer may not see (the visibility rule, or their own), are absent: a link is
 * only ever issued to a viewer allowed to see the picture (decision 210).
 */
export async function pictureUrlsByProfile(
  db: Db,
  viewerId: string,
  profileIds: string[],
  sign: (file: string, viewerId: string) => string,
): Promise<Map<string, string[]>> {
  const byProfile = new Map<string, string[]>()
  if (profileIds.length === 0) return byProfile
  const rows = await db
    .select({ profileId: profilePictures.profileId, storagePath: profilePictures.storagePath })
    .from(profilePictures)
    .innerJoin(profiles, eq(profiles.id, profilePictures.profileId))
    .where(
      and(
        inArray(profilePictures.profileId, profileIds),
        or(eq(profiles.id, viewerId), visibleToViewerId(viewerId)),
      ),
    )
    .orderBy(asc(profilePictures.profileId), asc(profilePictures.position))
  for (const row of rows) {
    const urls = byProfile.get(row.profileId) ?? []
    urls.push(sign(row.storagePath, viewerId))
    byProfile.set(row.profileId, urls)
  }
  return byProfile
}

/**
 * The picture stored as `storagePath` when the viewer may see it: their own, or one of a profile
 * the visibility rule shows them (active, opposite sex, no block either way). Undefined otherwise,
 * and once the row is gone, whatever is left in the storage.
 */
export async function findViewablePicture(db: Db, viewerId: string, storagePath: string) {
  const [row] = await db
    .select({ id: profilePictures.id })
    .from(profilePictures)
    .innerJoin(profiles, eq(profiles.id, profilePictures.profileId))
    .where(
      and(
        eq(profilePictures.storagePath, storagePath),
        or(eq(profiles.id, viewerId), visibleToViewerId(viewerId)),
      ),
    )
  return row
}
