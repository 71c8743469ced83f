import {
  ageFromBirthday,
  englishTranslator,
  type ModerationProfile,
  REPORT_CATEGORY_KEYS,
  type ReportCategory,
} from '@mithaq/domain'
import { asc, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profilePictures, type profiles } from '../../db/schema'

const english = englishTranslator()

/** How the console shows people and what was said about them; shared by its use cases. */

/** A report's category as the server words it (English); one this version does not know, as stored. */
export function categoryText(category: string): string {
  const key = REPORT_CATEGORY_KEYS[category as ReportCategory]
  return key ? english(key) : category
}

/** Pictures reach the console through its own route, not /media (whose rule is visibility). */
export const moderationPictureUrl = (storagePath: string) => `/api/moderation/media/${storagePath}`

export const QUEUE_SIZE = 50

export const iso = (d: Date) => d.toISOString()

type ProfileRow = typeof profiles.$inferSelect

/** The pictures of several profiles, in position order, keyed by profile. */
export async function picturesOf(db: Db, ids: string[]) {
  const byProfile = new Map<string, { id: string; url: string; storagePath: string }[]>()
  if (ids.length === 0) return byProfile
  const rows = await db
    .select()
    .from(profilePictures)
    .where(inArray(profilePictures.profileId, ids))
    .orderBy(asc(profilePictures.profileId), asc(profilePictures.position))
  for (const row of rows) {
    const list = byProfile.get(row.profileId) ?? []
    list.push({ id: row.id, url: moderationPictureUrl(row.storagePath), storagePath: row.storagePath })
    byProfile.set(row.profileId, list)
  }
  return byProfile
}

/**
 * The console's picture links signed for the moderator reading them (decision 256), so an `<img>`
 * opens them without a cookie, in the native shell too.
 */
export function withSignedPictures(
  profile: ModerationProfile,
  sign: (path: string) => string,
): ModerationProfile {
  return { ...profile, pictures: profile.pictures.map((p) => ({ ...p, url: sign(p.url) })) }
}

export function toModerationProfile(
  row: ProfileRow,
  pictures: { id: string; url: string }[],
  today: Date,
): ModerationProfile {
  return {
    id: row.id,
    name: row.name,
    age: ageFromBirthday(row.birthday, today),
    city: row.city,
    country: row.country,
    aboutMe: row.aboutMe,
    occupation: row.occupation,
    pictures: pictures.map(({ id, url }) => ({ id, url })),
    isVerified: row.verifiedAt !== null,
  }
}
