import {
  FAITH_FIELD_NAMES,
  type FaithAnswers,
  type FaithField,
  type FaithFilters,
  PREFER_NOT_TO_SAY,
} from '@mithaq/domain'
import { type SQL, sql } from 'drizzle-orm'

/**
 * The fit as the feed computed it before decision 480, kept for the benchmark's comparison only:
 * over a candidate row whose answers are `pf.answers` (profile_faith) and whose filters are
 * `df.faith` (discovery_filters), both left-joined and read as JSON for every candidate.
 */
export interface ViewerFaith {
  answers: FaithAnswers
  filters: FaithFilters
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

/** Whether the candidate's answer to `field` meets `values` (never null). */
function candidateMeets(field: FaithField, values: readonly string[]): SQL {
  if (field === 'languages')
    return sql`coalesce(jsonb_typeof(pf.answers->'languages') = 'array' and jsonb_exists_any(pf.answers->'languages', ${textArray(values)}), false)`
  return sql`coalesce(pf.answers->>${field} = any(${textArray(values)}), false)`
}

/** The viewer's answer as the codes or the one value a candidate's filter may list; [] when unsaid. */
function viewerValues(answers: FaithAnswers, field: FaithField): string[] {
  const answer = answers[field]
  if (answer === undefined || answer === PREFER_NOT_TO_SAY) return []
  return Array.isArray(answer) ? answer : [answer]
}

/** Whether the viewer meets the candidate's filter on `field` (never null; false without one). */
function viewerMeets(answers: FaithAnswers, field: FaithField): SQL {
  const mine = viewerValues(answers, field)
  if (mine.length === 0) return sql`false`
  return sql`coalesce(jsonb_exists_any(df.faith->${field}->'values', ${textArray(mine)}), false)`
}

const candidateMust = (field: FaithField) => sql`coalesce((df.faith->${field}->>'must')::boolean, false)`
const candidateWish = (field: FaithField) => sql`coalesce(not (df.faith->${field}->>'must')::boolean, false)`

/** Conditions: the candidate meets every must of the viewer, and the viewer every must of theirs. */
export function mutualMusts(viewer: ViewerFaith): SQL[] {
  const conditions: SQL[] = []
  for (const [field, filter] of Object.entries(viewer.filters) as [
    FaithField,
    { values: string[]; must: boolean },
  ][])
    if (filter.must) conditions.push(candidateMeets(field, filter.values))
  for (const field of FAITH_FIELD_NAMES)
    conditions.push(sql`(not ${candidateMust(field)} or ${viewerMeets(viewer.answers, field)})`)
  return conditions
}

/** 1 when both set a must (all met, given the conditions above), else 0. */
export function mutualMustsScore(viewer: ViewerFaith): SQL<number> {
  const viewerHasMust = Object.values(viewer.filters).some((f) => f?.must)
  // `0::int`, not `0`: ORDER BY reads a bare integer as a column position.
  if (!viewerHasMust) return sql<number>`0::int`
  return sql<number>`(case when coalesce(jsonb_path_exists(df.faith, '$.* ? (@.must == true)'), false) then 1 else 0 end)`
}

/** The viewer's wishes the candidate meets plus the candidate's wishes the viewer meets. */
export function sharedWishesScore(viewer: ViewerFaith): SQL<number> {
  const terms: SQL[] = [sql`0::int`]
  for (const [field, filter] of Object.entries(viewer.filters) as [
    FaithField,
    { values: string[]; must: boolean },
  ][])
    if (!filter.must) terms.push(sql`(case when ${candidateMeets(field, filter.values)} then 1 else 0 end)`)
  for (const field of FAITH_FIELD_NAMES)
    if (viewerValues(viewer.answers, field).length > 0)
      terms.push(
        sql`(case when ${candidateWish(field)} and ${viewerMeets(viewer.answers, field)} then 1 else 0 end)`,
      )
  return sql<number>`(${sql.join(terms, sql` + `)})`
}

/** Whether the viewer said or wished anything: otherwise every fit ties and the plain feed order holds. */
export const hasFaith = (viewer: ViewerFaith) =>
  Object.keys(viewer.filters).length > 0 ||
  FAITH_FIELD_NAMES.some((f) => viewerValues(viewer.answers, f).length > 0)
