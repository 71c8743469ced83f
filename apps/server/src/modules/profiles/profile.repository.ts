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
 * THE issuer of picture links to other people (decisions 210, 260): per profile, for `viewerId`,
 * main picture first. Profiles without pictures, and profiles the viewer may not see (the
 * visibility rule, or their own), are absent: a link is only ever issued to a viewer allowed to
 * see the picture. Each link names the exact file the viewer may have: the original for the
 * owner, for pictures that are not private and for a match they were revealed to; the blurred
 * rendition for everyone else. A private picture with no blurred rendition gets no link at all.
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
    .select({
      profileId: profilePictures.profileId,
      storagePath: profilePictures.storagePath,
      blurredPath: profilePictures.blurredPath,
      clear: sql<boolean>`${picturesClearTo(viewerId)}`,
    })
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
    const links = byProfile.get(row.profileId) ?? { urls: [], blurred: !row.clear }
    const file = row.clear ? row.storagePath : row.blurredPath
    if (file) links.urls.push(sign(file, viewerId))
    byProfile.set(row.profileId, links)
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
 * The pictures pictureUrlsByProfile would give, as a column of a query over `profiles` (a page of
 * the feed): a subquery per row instead of a round trip of its own. Like pictureUrlsByProfile it
 * holds the visibility rule itself, whatever the query around it forgot: null for a profile the
 * viewer may not see. Turn the value into links with linksFromCardPictures.
 */
export function cardPictureFiles(viewerId: string): SQL<CardPictureFiles | null> {
  const files = sql`(select json_build_object('clear', c.clear, 'files', coalesce((select json_agg(case when c.clear then pp.storage_path else pp.blurred_path end order by pp.position) from ${profilePictures} pp where pp.profile_id = "profiles"."id"), '[]'::json)) from (select ${picturesClearTo(viewerId)} as clear) c)`
  return sql<CardPictureFiles | null>`(case when "profiles"."id" = ${viewerId} or ${visibleToViewerId(viewerId)} then ${files} end)`
}

/** The signed links of cardPictureFiles' value, exactly as pictureUrlsByProfile gives them. */
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
