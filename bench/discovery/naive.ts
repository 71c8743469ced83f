import { birthdayRangeForAges, type DiscoverFilters } from '@mithaq/domain'
import { and, between, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/db/client'
import { blockedProfiles, favoritedProfiles, profileActions, profiles } from '../../apps/server/src/db/schema'
import type { Viewer } from '../../apps/server/src/modules/discover'
import { oppositeSex } from '../../apps/server/src/modules/profiles'

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
