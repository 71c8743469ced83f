import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { favoritedProfiles, matches, profileActions, profiles } from '../../db/schema'
import { type Viewer, visibleTo } from '../discover'

const tileColumns = (viewerId: string, at: PgColumn) => ({
  id: profiles.id,
  name: profiles.name,
  sex: profiles.sex,
  birthday: profiles.birthday,
  occupation: profiles.occupation,
  country: profiles.country,
  city: profiles.city,
  isDemo: profiles.isDemo,
  /** Our active match, if any: the tile opens its chat. */
  matchId: sql<
    string | null
  >`(select m.id from ${matches} m where m.unmatched_at is null and ((m.profile1_id = ${viewerId} and m.profile2_id = "profiles"."id") or (m.profile2_id = ${viewerId} and m.profile1_id = "profiles"."id")) limit 1)`,
  /** My standing action toward them is a pass: a Liked Me tile shows 'You passed'. */
  passedByMe: sql<boolean>`exists (select 1 from ${profileActions} mine where mine.from_profile_id = ${viewerId} and mine.to_profile_id = "profiles"."id" and mine.action = 'pass')`,
  /** The row's place in the order, as PostgreSQL prints it (microseconds), for the next cursor. */
  cursorAt: sql<string>`${at}::text`,
})

/**
 * Where a page ends: the last tile's time in its list (liked or favorited at) and its profile id.
 * Opaque to clients: base64url of JSON.
 */
export interface TileCursor {
  at: string
  id: string
}

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/

export const encodeTileCursor = (cursor: TileCursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url')

/** The cursor, or undefined when it is not one of ours. */
export function decodeTileCursor(text: string): TileCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return undefined
    const [at, id] = value
    if (typeof at !== 'string' || typeof id !== 'string' || id.length > 100) return undefined
    return PG_TIMESTAMP.test(at) ? { at, id } : undefined
  } catch {
    return undefined
  }
}

export interface TilePageParams {
  cursor?: TileCursor
  limit: number
}

/**
 * One page of a tab, newest first by `at` then profile id (keyset, so a like arriving meanwhile
 * neither repeats nor skips a tile), and the whole tab's count for its title.
 */
async function tilePage(
  db: Db,
  viewer: Viewer,
  tab: {
    from: typeof profileActions | typeof favoritedProfiles
    personId: PgColumn
    at: PgColumn
    where: SQL
  },
  { cursor, limit }: TilePageParams,
) {
  const after = cursor
    ? sql`(${tab.at}, ${profiles.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select(tileColumns(viewer.id, tab.at))
      .from(tab.from)
      .innerJoin(profiles, eq(profiles.id, tab.personId))
      .where(and(tab.where, after))
      .orderBy(desc(tab.at), desc(profiles.id))
      .limit(limit + 1),
    db
      .select({ total: count() })
      .from(tab.from)
      .innerJoin(profiles, eq(profiles.id, tab.personId))
      .where(tab.where),
  ])
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    rows: page,
    total: counted?.total ?? 0,
    nextCursor: rows.length > limit && last ? encodeTileCursor({ at: last.cursorAt, id: last.id }) : null,
  }
}

/**
 * 'Liked Me': liked me, visible to me, and I have not liked back. Someone I passed stays here
 * (with `passedByMe`), so a pass on Discover never hides a person who likes me; a like from the
 * tile still replaces the pass and makes the match.
 */
export function listLikedMe(db: Db, viewer: Viewer, page: TilePageParams) {
  return tilePage(
    db,
    viewer,
    {
      from: profileActions,
      personId: profileActions.fromProfileId,
      at: profileActions.createdAt,
      where: and(
        eq(profileActions.toProfileId, viewer.id),
        eq(profileActions.action, 'like'),
        visibleTo(viewer),
        sql`not exists (select 1 from ${profileActions} mine where mine.from_profile_id = ${viewer.id} and mine.to_profile_id = "profiles"."id" and mine.action = 'like')`,
      ) as SQL,
    },
    page,
  )
}

/** 'I Liked': my standing likes of profiles I may still see. */
export function listLikedByMe(db: Db, viewer: Viewer, page: TilePageParams) {
  return tilePage(
    db,
    viewer,
    {
      from: profileActions,
      personId: profileActions.toProfileId,
      at: profileActions.createdAt,
      where: and(
        eq(profileActions.fromProfileId, viewer.id),
        eq(profileActions.action, 'like'),
        visibleTo(viewer),
      ) as SQL,
    },
    page,
  )
}

/** 'Favorited': my favorites I may still see. */
export function listFavorites(db: Db, viewer: Viewer, page: TilePageParams) {
  return tilePage(
    db,
    viewer,
    {
      from: favoritedProfiles,
      personId: favoritedProfiles.favoritedId,
      at: favoritedProfiles.createdAt,
      where: and(eq(favoritedProfiles.userId, viewer.id), visibleTo(viewer)) as SQL,
    },
    page,
  )
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

export type TilePage = Awaited<ReturnType<typeof listLikedMe>>
