import type { Sex } from '@mithaq/domain'
import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blockedProfiles, matches, pictureReveals, profiles } from '../../db/schema'
import type { ProfileRow, Viewer } from './profile-view'

export const oppositeSex = (sex: Sex): Sex => (sex === 'male' ? 'female' : 'male')

const notBlockedByViewer = (viewerId: string) =>
  sql`not exists (select 1 from ${blockedProfiles} where ${blockedProfiles.blockerId} = ${viewerId} and ${blockedProfiles.blockedId} = ${profiles.id})`

const notBlockingViewer = (viewerId: string) =>
  sql`not exists (select 1 from ${blockedProfiles} where ${blockedProfiles.blockerId} = ${profiles.id} and ${blockedProfiles.blockedId} = ${viewerId})`

/** Active, of the opposite sex, never oneself, and not someone who blocked the viewer. */
const reachableBy = (viewer: Viewer) => [
  eq(profiles.isActive, true),
  eq(profiles.sex, oppositeSex(viewer.sex)),
  ne(profiles.id, viewer.id),
  notBlockingViewer(viewer.id),
]

/**
 * The one rule of who may see whom (docs/product.md § 5, § 10): active, of the opposite sex, never oneself,
 * and no block in either direction. A condition on `profiles`, for every query that shows or acts
 * on another profile. Discovery adds "not acted on yet" on top.
 */
export function visibleTo(viewer: Viewer): SQL {
  return and(...reachableBy(viewer), notBlockedByViewer(viewer.id)) as SQL
}

/**
 * visibleTo for a viewer known only by id (a signed picture link, a match's side): the viewer's
 * sex is read in the same query. False when the viewer's profile does not exist.
 */
export function visibleToViewerId(viewerId: string): SQL {
  return and(
    eq(profiles.isActive, true),
    ne(profiles.id, viewerId),
    sql`${profiles.sex} <> (select viewer_profile.sex from ${profiles} viewer_profile where viewer_profile.id = ${viewerId})`,
    notBlockingViewer(viewerId),
    notBlockedByViewer(viewerId),
  ) as SQL
}

async function findProfile(db: Db, id: string, rule: SQL): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), rule))
  return row
}

/** `db` may be a transaction. Undefined when the profile does not exist or is hidden from the viewer. */
export const findVisibleProfile = (db: Db, viewer: Viewer, id: string) =>
  findProfile(db, id, visibleTo(viewer))

/**
 * Like findVisibleProfile, but a profile the viewer already blocked still counts: blocking twice
 * or reporting someone already blocked is allowed; someone who blocked the viewer stays hidden.
 */
export const findBlockableProfile = (db: Db, viewer: Viewer, id: string) =>
  findProfile(db, id, and(...reachableBy(viewer)) as SQL)

/**
 * Whether the viewer gets the originals of the profile's pictures, not the blurred renditions
 * (decision 260): their own; a profile whose pictures are not private; or one whose owner revealed
 * them to the viewer in a match that is still active. A condition on `profiles`, used by the link
 * issuer and by /media, so the two cannot disagree. The match's state is checked here as well as
 * by deleting the reveal when the match ends: either alone hides the pictures again.
 */
export function picturesClearTo(viewerId: string): SQL {
  return sql`(${profiles.id} = ${viewerId} or ${profiles.picturesPrivate} = false or exists (select 1 from ${pictureReveals} reveal join ${matches} reveal_match on reveal_match.id = reveal.match_id where reveal.revealer_id = ${profiles.id} and reveal.viewer_id = ${viewerId} and reveal_match.unmatched_at is null))`
}
