import { inArray, sql } from 'drizzle-orm'
import { type Db, rowsOf } from '../../db/client'
import { profiles } from '../../db/schema'
import { type FeedParams, feedQuery, viewerFaithOf } from './discover.repository'
import { hasFaith } from './faith-sql'
import type { FitCopy } from './fit-copy'

type FeedRows = Awaited<ReturnType<typeof feedQuery>>

/**
 * One page of the feed. The fit-ordered feed is chosen by this instance's in-memory copy once it
 * has loaded (decision 550), and its cards are then read with every rule applied again; when
 * that check drops a card (something changed since the copy's read), the query chooses instead.
 * The plain feed walks its index and needs no copy.
 */
export async function feedPage(db: Db, copy: FitCopy, params: FeedParams): Promise<FeedRows> {
  if (hasFaith(viewerFaithOf(params))) {
    if (!copy.ready) copy.loadInBackground(db)
    else {
      const rows = await pageFromCopy(db, copy, params)
      if (rows) return rows
    }
  }
  return feedQuery(db, params)
}

async function pageFromCopy(db: Db, copy: FitCopy, params: FeedParams): Promise<FeedRows | undefined> {
  const [, skip] = await Promise.all([copy.refresh(db), excludedFor(db, params.viewer.id)])
  const ids = copy.rank({
    candidateSex: viewerFaithOf(params).candidateSex,
    filters: params.filters,
    answers: params.faithAnswers ?? {},
    today: params.today,
    limit: params.limit,
    ...(params.cursor
      ? {
          after: {
            activeAt: params.cursor.createdAt,
            id: params.cursor.id,
            ...(params.cursor.fit ? { fit: params.cursor.fit } : {}),
          },
        }
      : {}),
    skip,
  })
  if (ids.length === 0) {
    copy.stats.served++
    return []
  }
  const rows = await feedQuery(db, { ...params, onlyIds: ids })
  if (rows.length === ids.length) {
    copy.stats.served++
    return rows
  }
  // A card changed after the copy's read, or its account was deleted (which leaves no row to read).
  copy.stats.fellBack++
  const kept = new Set(
    (await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, ids))).map((r) => r.id),
  )
  copy.forget(ids.filter((id) => !kept.has(id)))
  return undefined
}

/** Whom the viewer acted on, blocked or is blocked by, in one statement: never on their feed. */
async function excludedFor(db: Db, viewerId: string): Promise<Set<string>> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select to_profile_id as id from profile_actions where from_profile_id = ${viewerId}
      union all select blocked_id from blocked_profiles where blocker_id = ${viewerId}
      union all select blocker_id from blocked_profiles where blocked_id = ${viewerId}`),
  )
  return new Set(rows.map((r) => r.id))
}
