import {
  DEFAULT_DISCOVER_FILTERS,
  type DiscoverFilters,
  type FaithAnswers,
  type FaithField,
  type FaithFilters,
  type Sex,
} from '@mithaq/domain'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, rowsOf } from '../../db/client'
import { oppositeSex } from '../profiles'

/**
 * A member's run of decisions (decision 105): the feed range (low, high] in which every active
 * profile of the other sex is already excluded from their feed for good (acted on, blocked by
 * them, or blocking them). The feed jumps over it instead of probing each card; without it a
 * member who swiped through the newest N profiles paid N probes on every first page.
 *
 * Positions are a profile's (created_at, id), created_at as PostgreSQL prints it.
 */
export interface FeedRun {
  high: FeedPosition
  low: FeedPosition
}
export interface FeedPosition {
  at: string
  id: string
}

/**
 * Profiles younger than this never enter a run: a profile inserted by a transaction that started
 * earlier (or on an instance whose clock is behind) may commit with a created_at inside a range
 * someone just walked. Such cards are walked one by one instead, which costs a few probes.
 */
export const RUN_SETTLE_MS = 60_000
/** Cards examined per edge per action: enough to swallow a backlog over a few actions. */
const GROW_BATCH = 16
const GROW_BATCHES = 4

/**
 * Growing takes this lock shared; whatever makes a profile visible again takes it exclusively
 * before cutting the runs, so a run grown on a snapshot that still saw the profile hidden is
 * committed before the cut looks for it.
 */
const RUN_LOCK = 727_105

export async function readRun(db: Db, viewerId: string): Promise<FeedRun | undefined> {
  const [row] = rowsOf<{ high_at: string; high_id: string; low_at: string; low_id: string }>(
    await db.execute(
      sql`select high_at::text as high_at, high_id, low_at::text as low_at, low_id from discovery_runs where profile_id = ${viewerId}`,
    ),
  )
  if (!row) return undefined
  return { high: { at: row.high_at, id: row.high_id }, low: { at: row.low_at, id: row.low_id } }
}

/**
 * What the feed endpoint needs of the viewer beside the profile row, in one round trip: the saved
 * filters, the run and their own faith answers. On a busy machine every statement waits for a
 * core, so none of these costs a statement of its own.
 */
export async function readFeedSettings(
  db: Db,
  viewerId: string,
): Promise<{
  filters: DiscoverFilters
  run: FeedRun | undefined
  faith: { answers: FaithAnswers; shown: FaithField[] }
}> {
  const [row] = rowsOf<{
    age_min: number | null
    age_max: number | null
    height_min: number | null
    height_max: number | null
    countries: string[] | null
    verified_only: boolean | null
    faith: FaithFilters | null
    high_at: string | null
    high_id: string | null
    low_at: string | null
    low_id: string | null
    answers: FaithAnswers | null
    shown: FaithField[] | null
  }>(
    await db.execute(sql`select f.age_min, f.age_max, f.height_min, f.height_max, f.countries, f.verified_only, f.faith,
        r.high_at::text as high_at, r.high_id, r.low_at::text as low_at, r.low_id, pf.answers, pf.shown
      from (select 1) one
      left join discovery_filters f on f.profile_id = ${viewerId}
      left join discovery_runs r on r.profile_id = ${viewerId}
      left join profile_faith pf on pf.profile_id = ${viewerId}`),
  )
  const filters: DiscoverFilters =
    row && row.age_min !== null
      ? {
          ageRange: [row.age_min, row.age_max!],
          heightRange: [row.height_min!, row.height_max!],
          countries: row.countries ?? [],
          verifiedOnly: row.verified_only ?? false,
          ...(row.faith && Object.keys(row.faith).length > 0 ? { faith: row.faith } : {}),
        }
      : DEFAULT_DISCOVER_FILTERS
  const run =
    row && row.high_at !== null
      ? { high: { at: row.high_at, id: row.high_id! }, low: { at: row.low_at!, id: row.low_id! } }
      : undefined
  return { filters, run, faith: { answers: row?.answers ?? {}, shown: row?.shown ?? [] } }
}

/** Whether an active profile `p` is out of the viewer's feed for good. */
const excludedFor = (viewerId: string): SQL => sql`(
  exists (select 1 from profile_actions a where a.from_profile_id = ${viewerId} and a.to_profile_id = p.id)
  or exists (select 1 from blocked_profiles b where b.blocker_id = ${viewerId} and b.blocked_id = p.id)
  or exists (select 1 from blocked_profiles b where b.blocker_id = p.id and b.blocked_id = ${viewerId}))`

interface Scanned {
  at: string
  id: string
  excluded: boolean
}

/**
 * After the viewer acted on `targetId` (like, pass), inside the same transaction: start their run
 * there if they have none, then push both of its edges outward over cards that are now excluded,
 * at most GROW_BATCH × GROW_BATCHES per edge. A card acted on away from the run stays outside it
 * and is probed by the feed as before.
 */
export async function extendRun(
  tx: Db,
  viewer: { id: string; sex: Sex },
  targetId: string,
  now: Date,
  { batches = GROW_BATCHES, batchSize = GROW_BATCH } = {},
) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${RUN_LOCK})`)
  const settled = new Date(now.getTime() - RUN_SETTLE_MS).toISOString()
  let run = await lockRun(tx, viewer.id)
  if (!run) {
    const [target] = rowsOf<{ at: string; id: string }>(
      await tx.execute(
        sql`select created_at::text as at, id from profiles where id = ${targetId} and created_at < ${settled}::timestamptz`,
      ),
    )
    if (!target) return
    // (target, target]: empty; growing downwards takes the target in first.
    await tx.execute(sql`insert into discovery_runs (profile_id, high_at, high_id, low_at, low_id)
      values (${viewer.id}, ${target.at}::timestamptz, ${target.id}, ${target.at}::timestamptz, ${target.id})
      on conflict (profile_id) do nothing`)
    run = await lockRun(tx, viewer.id)
    if (!run) return
  }
  const sex = oppositeSex(viewer.sex)
  const excluded = excludedFor(viewer.id)

  // Downwards (older): (low, high] becomes (first open card at or below low, high].
  let low = run.low
  for (let batch = 0; batch < batches; batch++) {
    const rows = rowsOf<Scanned>(
      await tx.execute(sql`select p.created_at::text as at, p.id, ${excluded} as excluded
        from profiles p
        where p.sex = ${sex} and p.is_active and (p.created_at, p.id) <= (${low.at}::timestamptz, ${low.id})
        order by p.created_at desc, p.id desc limit ${batchSize}`),
    )
    const open = rows.findIndex((r) => !r.excluded)
    if (open >= 0) {
      low = rows[open]!
      break
    }
    const last = rows.at(-1)
    if (!last) break
    low = last
    if (rows.length < batchSize) break
  }

  // Upwards (newer): high moves onto the last settled card of an unbroken excluded stretch.
  let high = run.high
  for (let batch = 0; batch < batches; batch++) {
    const rows = rowsOf<Scanned>(
      await tx.execute(sql`select p.created_at::text as at, p.id, ${excluded} as excluded
        from profiles p
        where p.sex = ${sex} and p.is_active and (p.created_at, p.id) > (${high.at}::timestamptz, ${high.id})
          and p.created_at < ${settled}::timestamptz
        order by p.created_at, p.id limit ${batchSize}`),
    )
    const open = rows.findIndex((r) => !r.excluded)
    const through = open >= 0 ? rows.slice(0, open) : rows
    if (through.length > 0) high = through.at(-1)!
    if (open >= 0 || rows.length < batchSize) break
  }

  if (low.at !== run.low.at || low.id !== run.low.id || high.at !== run.high.at || high.id !== run.high.id) {
    await tx.execute(sql`update discovery_runs set
        high_at = ${high.at}::timestamptz, high_id = ${high.id},
        low_at = ${low.at}::timestamptz, low_id = ${low.id}, updated_at = ${now.toISOString()}::timestamptz
      where profile_id = ${viewer.id}`)
  }
}

async function lockRun(tx: Db, viewerId: string): Promise<FeedRun | undefined> {
  const [row] = rowsOf<{ high_at: string; high_id: string; low_at: string; low_id: string }>(
    await tx.execute(
      sql`select high_at::text as high_at, high_id, low_at::text as low_at, low_id from discovery_runs where profile_id = ${viewerId} for update`,
    ),
  )
  if (!row) return undefined
  return { high: { at: row.high_at, id: row.high_id }, low: { at: row.low_at, id: row.low_id } }
}

/**
 * `profileId` may have become visible to people whose runs cover it (it was reactivated, or its
 * sex changed): every run containing its position is cut just above it, inside the caller's
 * transaction, after the change itself. Rare, so a scan of the runs is fine.
 */
export async function cutRunsAt(tx: Db, profileId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK})`)
  await tx.execute(sql`update discovery_runs r set low_at = p.created_at, low_id = p.id
    from profiles p
    where p.id = ${profileId}
      and (r.low_at, r.low_id) < (p.created_at, p.id) and (r.high_at, r.high_id) >= (p.created_at, p.id)`)
}

/**
 * One member's decision on `profileId` was taken back (undo): their run, if it covers the profile,
 * is cut just above it so the card shows again. The run row's lock orders this after any growth
 * already under way for the same member.
 */
export async function cutOwnRunAt(tx: Db, viewerId: string, profileId: string) {
  await tx.execute(sql`update discovery_runs r set low_at = p.created_at, low_id = p.id
    from profiles p
    where r.profile_id = ${viewerId} and p.id = ${profileId}
      and (r.low_at, r.low_id) < (p.created_at, p.id) and (r.high_at, r.high_id) >= (p.created_at, p.id)`)
}

/** The member's own feed changed sides (their sex changed): their run means nothing any more. */
export async function forgetRun(tx: Db, profileId: string) {
  await tx.execute(sql`delete from discovery_runs where profile_id = ${profileId}`)
}

/**
 * Builds a member's run from their history in one go, starting at the newest settled profile
 * they acted on: for members whose actions were recorded before runs existed (and the benchmark,
 * which seeds actions with SQL). Unbounded, so it may walk a long history once.
 */
export async function rebuildRun(db: Db, viewer: { id: string; sex: Sex }, now: Date) {
  const settled = new Date(now.getTime() - RUN_SETTLE_MS).toISOString()
  await db.transaction(async (tx) => {
    await forgetRun(tx, viewer.id)
    const [newest] = rowsOf<{ id: string }>(
      await tx.execute(sql`select p.id from profile_actions a join profiles p on p.id = a.to_profile_id
        where a.from_profile_id = ${viewer.id} and p.created_at < ${settled}::timestamptz
        order by p.created_at desc, p.id desc limit 1`),
    )
    if (newest)
      await extendRun(tx, viewer, newest.id, now, { batches: Number.POSITIVE_INFINITY, batchSize: 1000 })
  })
}
