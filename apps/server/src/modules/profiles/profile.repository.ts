import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profilePictures, profiles } from '../../db/schema'
import type { PictureLinks, PictureRow } from './profile.mapper'
import { picturesClearTo, visibleToViewerId } from './visibility'

/** `db` may be a transaction. In position order, main picture first. */
export function listPictures(db: Db, profileId: string): Promise<PictureRow[]> {
  return db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.profileId, profileId))
    .orderBy(asc(profilePictures.position), asc(profilePictures.createdAt))
}

/**
 * Picture links to other people (decisions 210, 260) for a few profiles at once, in their own
 * round trip: per profile, for `viewerId`, main picture first. Profiles without pictures, and
 * profiles the viewer may not see, are absent. The rule is cardPictureFiles', the one place that
 * decides which file of which picture a viewer gets; this reads it for the given ids.
 */
export async function pictureUrlsByProfile(
  db: Db,
  viewerId: string,
  profileIds: string[],
  sign: (file: string, viewerId: string) => string,
): Promise<Map<string, PictureLinks>> {
  const byProfile = new Map<string, PictureLinks>()
  if (profileIds.length === 0) return byProfile
  const rows = await db
    .select({ id: profiles.id, pictures: cardPictureFiles(viewerId) })
    .from(profiles)
    .where(inArray(profiles.id, profileIds))
  for (const row of rows) {
    const links = linksFromCardPictures(row.pictures, viewerId, sign)
    if (links) byProfile.set(row.id, links)
  }
  return byProfile
}

/**
 * The picture stored as `name` (an original or a blurred rendition, without `.thumb`) when the
 * viewer may have that file: the blurred rendition to anyone the visibility rule shows the
 * profile to, the original only when picturesClearTo allows it as well. Undefined otherwise, and
 * once the row is gone, whatever is left in the storage.
 */
export async function findViewablePicture(db: Db, viewerId: string, name: string) {
  const [row] = await db
    .select({ id: profilePictures.id, isPrivate: profiles.picturesPrivate })
    .from(profilePictures)
    .innerJoin(profiles, eq(profiles.id, profilePictures.profileId))
    .where(
      and(
        or(eq(profiles.id, viewerId), visibleToViewerId(viewerId)),
        or(
          and(eq(profilePictures.storagePath, name), picturesClearTo(viewerId)),
          eq(profilePictures.blurredPath, name),
        ),
      ),
    )
  return row
}

/** A profile's picture files as one viewer may see them, read inside a query (cardPictureFiles). */
export interface CardPictureFiles {
  clear: boolean
  /** In position order; null where a blurred rendition is not made yet. */
  files: (string | null)[]
}

/**
 * THE rule for picture links to other people (decisions 210, 260), as a column of a query over
 * `profiles`: what `viewerId` may have of the row's pictures, in position order. The original for
 * the owner, for pictures that are not private and for a match they were revealed to; the blurred
 * rendition for everyone else; nothing for a blurred rendition not made yet. It holds the
 * visibility rule itself, whatever the query around it forgot: null for a profile the viewer may
 * not see, so a link is only ever issued to a viewer allowed to see the picture. A page of the
 * feed reads it inside its own query; pictureUrlsByProfile reads it for a few ids. Turn the value
 * into links with linksFromCardPictures.
 */
export function cardPictureFiles(viewerId: string): SQL<CardPictureFiles | null> {
  const files = sql`(select json_build_object('clear', c.clear, 'files', coalesce((select json_agg(case when c.clear then pp.storage_path else pp.blurred_path end order by pp.position) from ${profilePictures} pp where pp.profile_id = "profiles"."id"), '[]'::json)) from (select ${picturesClearTo(viewerId)} as clear) c)`
  return sql<CardPictureFiles | null>`(case when "profiles"."id" = ${viewerId} or ${visibleToViewerId(viewerId)} then ${files} end)`
}

/** The signed links of cardPictureFiles' value; undefined when there is no picture to link. */
export function linksFromCardPictures(
  value: CardPictureFiles | null,
  viewerId: string,
  sign: (file: string, viewerId: string) => string,
): PictureLinks | undefined {
  if (!value || value.files.length === 0) return undefined
  return {
    urls: value.files.filter((file): file is string => file !== null).map((file) => sign(file, viewerId)),
    blurred: !value.clear,
  }
}
