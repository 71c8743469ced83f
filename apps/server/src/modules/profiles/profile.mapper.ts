import { ageFromBirthday, type OwnPicture, type OwnProfile, type PublicProfile } from '@mithaq/domain'
import type { profilePictures } from '../../db/schema'
import type { ProfileRow } from '../../plugins/profile'

export type PictureRow = typeof profilePictures.$inferSelect

/** Pictures are served by the media route under their random storage name. */
export const pictureUrl = (storagePath: string) => `/media/${storagePath}`

/** The thumbnail is stored beside the picture: `<uuid>.webp` has `<uuid>.thumb.webp`. */
export const thumbnailName = (storagePath: string) => storagePath.replace(/\.webp$/, '.thumb.webp')

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
    isDemo: row.isDemo,
    isVerified: row.verifiedAt !== null,
  }
}

export function toOwnPicture(row: PictureRow): OwnPicture {
  return {
    id: row.id,
    url: pictureUrl(row.storagePath),
    thumbnailUrl: pictureUrl(thumbnailName(row.storagePath)),
    position: row.position,
  }
}

/** `pictures` in position order. */
export function toOwnProfile(row: ProfileRow, pictures: PictureRow[], today: Date): OwnProfile {
  const { pictures: _urls, isDemo: _demo, ...publicFields } = toPublicProfile(row, [], today)
  return {
    ...publicFields,
    birthday: row.birthday,
    tokenBalance: row.tokenBalance,
    isActive: row.isActive,
    pictures: pictures.map(toOwnPicture),
  }
}
