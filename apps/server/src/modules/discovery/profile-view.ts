import { ageFromBirthday, MESSAGES, type PublicProfile } from '@mithaq/domain'
import { asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { profilePictures, profiles } from '../../db/schema'
import { AppError } from '../../lib/app-error'

// Stand-ins until the profiles module exports its shared mapper and `app.requireProfile`:
// everything that turns profile rows into what other users see stays in this one file,
// so swapping in the shared versions touches nothing else.

export type ProfileRow = typeof profiles.$inferSelect

/** The fields discovery needs about the person asking. */
export type Viewer = Pick<ProfileRow, 'id' | 'sex' | 'name'>

/** The signed-in user's own profile; 403 while the profile is not finished. */
export async function requireOwnProfile(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const user = await app.requireUser(request)
  const [row] = await app.db
    .select({ id: profiles.id, sex: profiles.sex, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, user.id))
  if (!row) throw new AppError('FORBIDDEN', MESSAGES.completeProfileFirst)
  return row
}

/** Pictures are served by the media route under their random storage name. */
export const pictureUrl = (storagePath: string) => `/media/${storagePath}`

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

/** A profile as another user sees it; age from the birthday on `today`. */
export function toPublicProfile(row: ProfileRow, pictureUrls: string[], today: Date): PublicProfile {
  return {
    id: row.id,
    name: row.name,
    sex: row.sex,
    age: ageFromBirthday(row.birthday, today),
    location: { country: row.country, city: row.city },
    aboutMe: row.aboutMe,
    education: row.education,
    occupation: row.occupation,
    nationality: row.nationality,
    height: row.height,
    maritalStatus: row.maritalStatus,
    pictures: pictureUrls,
  }
}
