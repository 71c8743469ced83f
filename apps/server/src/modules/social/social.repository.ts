import { LIKED_LIST_MAX } from '@mithaq/domain'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { favoritedProfiles, profileActions, profilePictures, profiles } from '../../db/schema'
import type { Viewer } from '../discovery/profile-view'
import { visibleTo } from '../discovery/visibility'

const tileColumns = {
  id: profiles.id,
  name: profiles.name,
  birthday: profiles.birthday,
  occupation: profiles.occupation,
  country: profiles.country,
  city: profiles.city,
  isDemo: profiles.isDemo,
  firstPicture: sql<
    string | null
  >`(select pp.storage_path from ${profilePictures} pp where pp.profile_id = "profiles"."id" order by pp.position limit 1)`,
  /** Every matching row before the limit: the count in the tab title. */
  total: sql<number>`(count(*) over ())::int`,
}

/** 'Liked Me': liked me, visible to me, and I have neither liked back nor passed. */
export function listLikedMe(db: Db, viewer: Viewer) {
  return db
    .select(tileColumns)
    .from(profileActions)
    .innerJoin(profiles, eq(profiles.id, profileActions.fromProfileId))
    .where(
      and(
        eq(profileActions.toProfileId, viewer.id),
        eq(profileActions.action, 'like'),
        visibleTo(viewer),
        sql`not exists (select 1 from ${profileActions} mine where mine.from_profile_id = ${viewer.id} and mine.to_profile_id = "profiles"."id" and mine.action in ('like', 'pass'))`,
      ),
    )
    .orderBy(desc(profileActions.createdAt), desc(profiles.id))
    .limit(LIKED_LIST_MAX)
}

/** 'I Liked': my standing likes of profiles I may still see. */
export function listLikedByMe(db: Db, viewer: Viewer) {
  return db
    .select(tileColumns)
    .from(profileActions)
    .innerJoin(profiles, eq(profiles.id, profileActions.toProfileId))
    .where(
      and(eq(profileActions.fromProfileId, viewer.id), eq(profileActions.action, 'like'), visibleTo(viewer)),
    )
    .orderBy(desc(profileActions.createdAt), desc(profiles.id))
    .limit(LIKED_LIST_MAX)
}

/** 'Favorited': my favorites I may still see. */
export function listFavorites(db: Db, viewer: Viewer) {
  return db
    .select(tileColumns)
    .from(favoritedProfiles)
    .innerJoin(profiles, eq(profiles.id, favoritedProfiles.favoritedId))
    .where(and(eq(favoritedProfiles.userId, viewer.id), visibleTo(viewer)))
    .orderBy(desc(favoritedProfiles.createdAt), desc(profiles.id))
    .limit(LIKED_LIST_MAX)
}

/** Where the viewer stands with another profile: what the profile dialog's buttons show. */
export async function findRelation(db: Db, viewerId: string, otherId: string) {
  const mine: SQL = sql`(select a.action from ${profileActions} a where a.from_profile_id = ${viewerId} and a.to_profile_id = ${otherId})`
  const [row] = await db
    .select({
      myAction: sql<'like' | 'pass' | 'seen' | null>`${mine}`,
      likedMe: sql<boolean>`exists (select 1 from ${profileActions} a where a.from_profile_id = ${otherId} and a.to_profile_id = ${viewerId} and a.action = 'like')`,
      isFavorited: sql<boolean>`exists (select 1 from ${favoritedProfiles} f where f.user_id = ${viewerId} and f.favorited_id = ${otherId})`,
    })
    .from(sql`(select 1) as one`)
  return {
    myAction: row?.myAction === 'like' || row?.myAction === 'pass' ? row.myAction : null,
    likedMe: row?.likedMe ?? false,
    isFavorited: row?.isFavorited ?? false,
  }
}

export type TileRow = Awaited<ReturnType<typeof listLikedMe>>[number]
