import { ageFromBirthday, type OwnPicture, type OwnProfile, type PublicProfile } from '@mithaq/domain'
import type { profilePictures } from '../../db/schema'
import type { ProfileRow } from '../../plugins/profile'

export type PictureRow = typeof profilePictures.$inferSelect

/** Signs a link to a name under /media for a viewer (app.mediaUrls.sign, decision 210). */
export type SignMediaUrl = (file: string, viewerId: string) => string

/** The thumbnail is stored beside the picture: `<uuid>.webp` has `<uuid>.thumb.webp`. */
export const thumbnailName = (storagePath: string) => storagePath.replace(/\.webp$/, '.thumb.webp')

/** What one viewer gets of one profile's pictures (pictureUrlsByProfile, decision 260). */
export interface PictureLinks {
  /** Signed links, main picture first: the originals, or the blurred renditions. */
  urls: string[]
  /** The links are the blurred renditions: the pictures are private and not revealed to this viewer. */
  blurred: boolean
}

/** A profile as another user sees it; age from the birthday on `today`. */
export function toPublicProfile(
  row: ProfileRow,
  pictures: PictureLinks | undefined,
  today: Date,
): PublicProfile {
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
    pictures: pictures?.urls ?? [],
    isDemo: row.isDemo,
    isVerified: row.verifiedAt !== null,
    picturesBlurred: pictures?.blurred ?? false,
  }
}

/** The owner's own picture, with links signed for the owner. */
export function toOwnPicture(row: PictureRow, sign: SignMediaUrl): OwnPicture {
  return {
    id: row.id,
    url: sign(row.storagePath, row.profileId),
    thumbnailUrl: sign(thumbnailName(row.storagePath), row.profileId),
    position: row.position,
  }
}

/** `pictures` in position order. */
export function toOwnProfile(
  row: ProfileRow,
  pictures: PictureRow[],
  today: Date,
  sign: SignMediaUrl,
): OwnProfile {
  const {
    pictures: _urls,
    isDemo: _demo,
    picturesBlurred: _blurred,
    ...publicFields
  } = toPublicProfile(row, undefined, today)
  return {
    ...publicFields,
    picturesPrivate: row.picturesPrivate,
    birthday: row.birthday,
    tokenBalance: row.tokenBalance,
    isActive: row.isActive,
    pictures: pictures.map((p) => toOwnPicture(p, sign)),
    faithOfferAnswered: row.faithOfferAnsweredAt !== null,
  }
}
