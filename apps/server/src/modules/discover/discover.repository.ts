import {
  birthdayRangeForAges,
  DEFAULT_DISCOVER_FILTERS,
  type DiscoverFilters,
  type FaithAnswers,
} from '@mithaq/domain'
import { and, between, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { discoveryFilters, favoritedProfiles, profileActions, profiles } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import {
  cardPictureFiles,
  faithOfRow,
  oppositeSex,
  type Viewer,
  visibleTo,
  writeFaithFilterVector,
} from '../profiles'
import {
  hasFaith,
  mutualMusts,
  mutualMustsScore,
  sharedWishesScore,
  type ViewerFaith,
  viewerMeetsTheirMusts,
} from './faith-sql'
import type { FeedRun } from './feed-run'
import { isPgTimestamp } from './pg-timestamp'

export async function getFilters(db: Db, profileId: string): Promise<DiscoverFilters> {
  const [row] = await db.select().from(discoveryFilters).where(eq(discoveryFilters.profileId, profileId))
  if (!row) return DEFAULT_DISCOVER_FILTERS
  return {
    ageRange: [row.ageMin, row.ageMax],
    heightRange: [row.heightMin, row.heightMax],
    countries: row.countries,
    verifiedOnly: row.verifiedOnly,
    ...(Object.keys(row.faith).length > 0 ? { faith: row.faith } : {}),
  }
}

export async function saveFilters(db: Db, profileId: string, filters: DiscoverFilters, now: Date) {
  const values = {
    ageMin: filters.ageRange[0],
    ageMax: filters.ageRange[1],
    heightMin: filters.heightRange[0],
    heightMax: filters.heightRange[1],
    countries: [...new Set(filters.countries)],
    verifiedOnly: filters.verifiedOnly ?? false,
    faith: filters.faith ?? {},
    updatedAt: now,
  }
  // The filters and their compact copy on the profile row (decision 480) change together.
  await db.transaction(async (tx) => {
    await tx
      .insert(discoveryFilters)
      .values({ profileId, ...values })
      .onConflictDoUpdate({ target: discoveryFilters.profileId, set: values })
    await writeFaithFilterVector(tx, profileId, values.faith)
  })
}

/**
 * Keyset position in the feed: the last card's created_at exactly as PostgreSQL prints it
 * (microseconds; a JS Date would round them and skip or repeat cards) and its id.
 */
export interface FeedCursor {
  /** created_at in the plain feed; last_active_at in the feed ordered by fit (decision 481). */
  createdAt: string
  id: string
  /** In the feed ordered by fit (decision 410): the last card's mutual musts (0/1) and shared wishes. */
  fit?: [number, number]
}

export const encodeCursor = (c: FeedCursor) =>
  Buffer.from(JSON.stringify(c.fit ? [c.createdAt, c.id, ...c.fit] : [c.createdAt, c.id])).toString(
    'base64url',
  )

const isScore = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 100

export function decodeCursor(value: string): FeedCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (
      Array.isArray(parsed) &&
      (parsed.length === 2 || (parsed.length === 4 && isScore(parsed[2]) && isScore(parsed[3]))) &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      parsed[1].length <= 100 &&
      isPgTimestamp(parsed[0])
    ) {
      const fit = parsed.length === 4 ? { fit: [parsed[2], parsed[3]] as [number, number] } : {}
      return { createdAt: parsed[0], id: parsed[1], ...fit }
    }
  } catch {
    // falls through to the same answer as a well-formed but wrong cursor
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }])
}

export interface FeedParams {
  viewer: Viewer
  filters: DiscoverFilters
  /** The day ages are computed on (app.clock). */
  today: Date
  cursor?: FeedCursor
  limit: number
  /** The viewer's run of decisions (readRun): a range the walk jumps over. */
  run?: FeedRun
  /** The viewer's own faith answers (their filters are in `filters.faith`). */
  faithAnswers?: FaithAnswers
  /** Fit-ordered feed only: the cards chosen by the in-memory copy (decision 550), checked again here. */
  onlyIds?: readonly string[]
}

/** Whether the profile in the row has liked the viewer: a primary-key probe on (from, to). */
export const likedViewer = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${profileActions} where ${profileActions.fromProfileId} = "profiles"."id" and ${profileActions.toProfileId} = ${viewerId} and ${profileActions.action} = 'like')`

/**
 * What a card shows beside the profile row, read in the page's own query rather than in a round
 * trip each: the pictures as the viewer may see them, and the member's faith answers (the hidden
 * ones stay on the server: discover.routes.ts keeps only the shown ones).
 */
const cardExtras = (viewerId: string) => ({ pictures: cardPictureFiles(viewerId), faith: faithOfRow() })

/**
 * The discovery feed as ONE query: who the viewer may see (visibleTo), minus everyone the viewer
 * already acted on (like, pass or seen) through a NOT EXISTS anti-join on the (from, to) primary
 * key, narrowed by the filters on indexed columns, newest profiles first, keyset-paginated.
 *
 * The page is chosen by ids alone, so PostgreSQL walks `profiles_feed_idx` index-only (every
 * column it tests is in the index) and reads the table only for the cards it returns; cards
 * skipped because they were acted on then cost one index probe each (decision 020), except inside
 * the viewer's run of decisions, which the walk jumps over (decision 105).
 * Returned unexecuted so the benchmark runs exactly this SQL.
 */
export function feedQuery(db: Db, params: FeedParams) {
  const faith = viewerFaithOf(params)
  return hasFaith(faith) ? fitFeedQuery(db, params, faith) : plainFeedQuery(db, params, faith)
}

export const viewerFaithOf = (
  params: Pick<FeedParams, 'viewer' | 'filters' | 'faithAnswers'>,
): ViewerFaith => ({
  answers: params.faithAnswers ?? {},
  filters: params.filters.faith ?? {},
  candidateSex: oppositeSex(params.viewer.sex),
})

function plainFeedQuery(
  db: Db,
  { viewer, filters, today, cursor, limit, run }: FeedParams,
  faith: ViewerFaith,
) {
  const conditions: SQL[] = [
    visibleTo(viewer),
    sql`not exists (select 1 from ${profileActions} where ${profileActions.fromProfileId} = ${viewer.id} and ${profileActions.toProfileId} = ${profiles.id})`,
    ...matchingFilters(filters, today),
    // A viewer who said nothing meets no must: profiles with one never show (decision 410). The
    // bits are in profiles_feed_idx, so the walk stays index-only (decision 480).
    viewerMeetsTheirMusts(faith),
  ]
  if (cursor) {
    conditions.push(
      sql`(${profiles.createdAt}, ${profiles.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`,
    )
  }
  const walk = (range?: SQL) =>
    db
      .select({ id: profiles.id, createdAt: profiles.createdAt })
      .from(profiles)
      .where(and(...conditions, range))
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(limit)
  // With a run (decision 105) the walk is two walks, above it and below it, each stopping after a
  // page: everything inside is excluded anyway, so the cards are the same, minus the probes.
  const pageIds = run
    ? sql`(select page.id from ((${walk(sql`(${profiles.createdAt}, ${profiles.id}) > (${run.high.at}::timestamptz, ${run.high.id})`)}) union all (${walk(sql`(${profiles.createdAt}, ${profiles.id}) <= (${run.low.at}::timestamptz, ${run.low.id})`)})) page order by page.created_at desc, page.id desc limit ${limit})`
    : db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(...conditions))
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(limit)
  return db
    .select({
      profile: profiles,
      cursorAt: sql<string>`"profiles"."created_at"::text`,
      isFavorited: sql<boolean>`exists (select 1 from ${favoritedProfiles} where ${favoritedProfiles.userId} = ${viewer.id} and ${favoritedProfiles.favoritedId} = "profiles"."id")`,
      likedMe: likedViewer(viewer.id),
      ...cardExtras(viewer.id),
      mutualMusts: sql<number>`0`,
      sharedWishes: sql<number>`0`,
      fitOrdered: sql<boolean>`false`,
    })
    .from(profiles)
    .where(inArray(profiles.id, pageIds))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
}

/**
 * The feed when the viewer said or wished something (decision 410): outside a must on either side
 * never shows; then both set musts, then wishes met both ways, then the most recently active
 * (decision 481), keyset-paginated on all four. The scores are the SQL copy of `faithFit`
 * (faith-sql.ts) over the profile row's faith vector (decision 480): no join, and the viewer's
 * musts narrow the rows through the GIN index on the answer codes.
 */
function fitFeedQuery(
  db: Db,
  { viewer, filters, today, cursor, limit, onlyIds }: FeedParams,
  faith: ViewerFaith,
) {
  const mm = mutualMustsScore(faith)
  const sw = sharedWishesScore(faith)
  const conditions: SQL[] = [
    visibleTo(viewer),
    sql`not exists (select 1 from ${profileActions} where ${profileActions.fromProfileId} = ${viewer.id} and ${profileActions.toProfileId} = ${profiles.id})`,
    ...matchingFilters(filters, today),
    ...mutualMusts(faith),
  ]
  if (onlyIds) conditions.push(inArray(profiles.id, [...onlyIds]))
  // Ids compare byte by byte whatever the database's locale, as the in-memory copy compares them.
  if (cursor) {
    const [cmm, csw] = cursor.fit ?? [1, 1000]
    conditions.push(
      sql`(${mm}, ${sw}, ${profiles.lastActiveAt}, "profiles"."id" collate "C") < (${cmm}::int, ${csw}::int, ${cursor.createdAt}::timestamptz, ${cursor.id} collate "C")`,
    )
  }
  return db
    .select({
      profile: profiles,
      cursorAt: sql<string>`"profiles"."last_active_at"::text`,
      isFavorited: sql<boolean>`exists (select 1 from ${favoritedProfiles} where ${favoritedProfiles.userId} = ${viewer.id} and ${favoritedProfiles.favoritedId} = "profiles"."id")`,
      likedMe: likedViewer(viewer.id),
      ...cardExtras(viewer.id),
      mutualMusts: sql<number>`${mm}::int`,
      sharedWishes: sql<number>`${sw}::int`,
      fitOrdered: sql<boolean>`true`,
    })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(
      sql`${mm} desc`,
      sql`${sw} desc`,
      desc(profiles.lastActiveAt),
      sql`"profiles"."id" collate "C" desc`,
    )
    .limit(limit)
}

/** The saved filters as conditions on indexed profile columns (decision 027). */
function matchingFilters(filters: DiscoverFilters, today: Date): SQL[] {
  const { earliest, latest } = birthdayRangeForAges(filters.ageRange[0], filters.ageRange[1], today)
  const conditions: SQL[] = [
    between(profiles.birthday, earliest, latest),
    between(profiles.height, filters.heightRange[0], filters.heightRange[1]),
  ]
  if (filters.countries.length > 0) conditions.push(inArray(profiles.country, filters.countries))
  if (filters.verifiedOnly) conditions.push(isNotNull(profiles.verifiedAt))
  return conditions
}

/**
 * Whether Start Over would bring back at least one profile that matches the viewer's filters: a
 * profile the viewer passed, may still see, meets the musts both ways (the feed would never show
 * anyone else), and has never matched with (the same passes `startOver` deletes). Asked only when
 * the feed has run out, so an empty feed under a filter can offer Start Over instead of only
 * widening the filters.
 */
export async function passedWaiting(
  db: Db,
  { viewer, filters, today, faithAnswers }: Pick<FeedParams, 'viewer' | 'filters' | 'today' | 'faithAnswers'>,
): Promise<boolean> {
  const faith: ViewerFaith = {
    answers: faithAnswers ?? {},
    filters: filters.faith ?? {},
    candidateSex: oppositeSex(viewer.sex),
  }
  const [row] = await db
    .select({ id: profiles.id })
    .from(profileActions)
    .innerJoin(profiles, eq(profiles.id, profileActions.toProfileId))
    .where(
      and(
        eq(profileActions.fromProfileId, viewer.id),
        eq(profileActions.action, 'pass'),
        visibleTo(viewer),
        ...matchingFilters(filters, today),
        ...mutualMusts(faith),
        sql`not exists (select 1 from matches m
          where (m.profile1_id = ${viewer.id} and m.profile2_id = ${profiles.id})
             or (m.profile2_id = ${viewer.id} and m.profile1_id = ${profiles.id}))`,
      ),
    )
    .limit(1)
  return Boolean(row)
}
