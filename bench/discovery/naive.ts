import { birthdayRangeForAges, type DiscoverFilters, type FaithAnswers } from '@mithaq/domain'
import { and, between, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../apps/server/src/db/client'
import {
  blockedProfiles,
  discoveryFilters,
  favoritedProfiles,
  profileActions,
  profileFaith,
  profiles,
} from '../../apps/server/src/db/schema'
import type { Viewer } from '../../apps/server/src/modules/discover'
import { oppositeSex, visibleTo } from '../../apps/server/src/modules/profiles'
import { mutualMusts, mutualMustsScore, sharedWishesScore } from './naive-fit-sql'

/**
 * The naive approach a first version would take (decision 028), for comparison only: fetch the ids to leave out
 * (acted on, blocked, blockers), then send them back in `id NOT IN (...)`. Same filters, order,
 * page size and columns as the real feed, so both return the same cards.
 */
export async function naiveFeed(
  db: Db,
  viewer: Viewer,
  filters: DiscoverFilters,
  today: Date,
  limit: number,
) {
  const acted = await db
    .select({ id: profileActions.toProfileId })
    .from(profileActions)
    .where(eq(profileActions.fromProfileId, viewer.id))
  const blocked = await db
    .select({ id: blockedProfiles.blockedId })
    .from(blockedProfiles)
    .where(eq(blockedProfiles.blockerId, viewer.id))
  const blockers = await db
    .select({ id: blockedProfiles.blockerId })
    .from(blockedProfiles)
    .where(eq(blockedProfiles.blockedId, viewer.id))
  const excluded = [
    viewer.id,
    ...acted.map((r) => r.id),
    ...blocked.map((r) => r.id),
    ...blockers.map((r) => r.id),
  ]

  const { earliest, latest } = birthdayRangeForAges(filters.ageRange[0], filters.ageRange[1], today)
  const conditions: SQL[] = [
    eq(profiles.isActive, true),
    eq(profiles.sex, oppositeSex(viewer.sex)),
    notInArray(profiles.id, excluded),
    between(profiles.birthday, earliest, latest),
    between(profiles.height, filters.heightRange[0], filters.heightRange[1]),
    // Someone who said nothing meets no must (decision 410): the JSON read for every candidate.
    sql`not exists (select 1 from ${discoveryFilters} where ${discoveryFilters.profileId} = ${profiles.id} and jsonb_path_exists(${discoveryFilters.faith}, '$.* ? (@.must == true)'))`,
  ]
  if (filters.countries.length > 0) conditions.push(inArray(profiles.country, filters.countries))
  return db
    .select({
      profile: profiles,
      cursorAt: sql<string>`"profiles"."created_at"::text`,
      isFavorited: sql<boolean>`exists (select 1 from ${favoritedProfiles} where ${favoritedProfiles.userId} = ${viewer.id} and ${favoritedProfiles.favoritedId} = "profiles"."id")`,
    })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limit)
}

const pf = alias(profileFaith, 'pf')
const df = alias(discoveryFilters, 'df')

/**
 * The fit-ordered feed the straightforward way (decision 410 as first built): join every
 * candidate's answers and filters, test them as JSON, score, sort. Same cards as the real feed.
 */
export function naiveFitFeed(
  db: Db,
  viewer: Viewer,
  filters: DiscoverFilters,
  faithAnswers: FaithAnswers,
  today: Date,
  limit: number,
) {
  const faith = { answers: faithAnswers, filters: filters.faith ?? {} }
  const mm = mutualMustsScore(faith)
  const sw = sharedWishesScore(faith)
  const { earliest, latest } = birthdayRangeForAges(filters.ageRange[0], filters.ageRange[1], today)
  const conditions: SQL[] = [
    visibleTo(viewer),
    sql`not exists (select 1 from ${profileActions} where ${profileActions.fromProfileId} = ${viewer.id} and ${profileActions.toProfileId} = ${profiles.id})`,
    between(profiles.birthday, earliest, latest),
    between(profiles.height, filters.heightRange[0], filters.heightRange[1]),
    ...mutualMusts(faith),
  ]
  if (filters.countries.length > 0) conditions.push(inArray(profiles.country, filters.countries))
  return db
    .select({ profile: profiles })
    .from(profiles)
    .leftJoin(pf, eq(pf.profileId, profiles.id))
    .leftJoin(df, eq(df.profileId, profiles.id))
    .where(and(...conditions))
    .orderBy(sql`${mm} desc`, sql`${sw} desc`, desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit)
}
