import {
  FAITH_FIELD_NAMES,
  type FaithAnswers,
  type FaithField,
  type FaithFilter,
  type FaithFilters,
  faithAnswerBits,
  faithValueCodes,
  PREFER_NOT_TO_SAY,
  type Sex,
} from '@mithaq/domain'
import { type SQL, sql } from 'drizzle-orm'

/**
 * The SQL copy of the domain's mutual fit (`faithFit`, decision 410), over the compact faith
 * vector on the candidate's profile row (decision 480: `faith_codes` for the answers, the four
 * `faith_*` bit sets for the filters), so the feed reads one table and a must finds its people
 * through the GIN index on the codes. faith.test.ts pins it to `rankByFit` with random members.
 */
export interface ViewerFaith {
  answers: FaithAnswers
  filters: FaithFilters
  /** The sex of the people the viewer is shown: the codes a must looks for are theirs. */
  candidateSex: Sex
}

const smallints = (codes: readonly number[]) => sql.raw(`'{${codes.join(',')}}'::smallint[]`)
const bigintOf = (n: bigint) => sql.raw(`${BigInt.asIntN(64, n)}::bigint`)
const filterEntries = (filters: FaithFilters) =>
  Object.entries(filters).filter(([, f]) => f) as [FaithField, FaithFilter][]

/** Whether the candidate's answer to `field` meets `values` (never null): one array overlap. */
function candidateMeets(viewer: ViewerFaith, field: FaithField, values: readonly string[]): SQL {
  const codes = faithValueCodes(viewer.candidateSex, field, values)
  if (codes.length === 0) return sql`false`
  return sql`coalesce("profiles"."faith_codes" && ${smallints(codes)}, false)`
}

function viewerBits(viewer: ViewerFaith) {
  const { bits, languages } = faithAnswerBits(viewer.answers)
  return { bits: bigintOf(bits), languages: bigintOf(languages) }
}

/**
 * Whether the viewer meets every must of the candidate: no excluded bit, and a must language spoken.
 * `faith_must_excluded = 0 or` changes nothing it admits, but tells the planner the truth (decision
 * 560): PostgreSQL guesses a bitwise test keeps 0.5 % of rows, where most members have no must;
 * from that guess it gave up the feed's index walk for narrow filters (156 ms instead of 3).
 */
export function viewerMeetsTheirMusts(viewer: ViewerFaith): SQL {
  const mine = viewerBits(viewer)
  return sql`(("profiles"."faith_must_excluded" = 0 or "profiles"."faith_must_excluded" & ${mine.bits} = 0) and ("profiles"."faith_must_languages" = 0 or "profiles"."faith_must_languages" & ${mine.languages} <> 0))`
}

/** Conditions: the candidate meets every must of the viewer, and the viewer every must of theirs. */
export function mutualMusts(viewer: ViewerFaith): SQL[] {
  const conditions: SQL[] = []
  for (const [field, filter] of filterEntries(viewer.filters))
    if (filter.must) conditions.push(candidateMeets(viewer, field, filter.values))
  conditions.push(viewerMeetsTheirMusts(viewer))
  return conditions
}

/** 1 when both set a must (all met, given the conditions above), else 0. */
export function mutualMustsScore(viewer: ViewerFaith): SQL<number> {
  const viewerHasMust = filterEntries(viewer.filters).some(([, f]) => f.must)
  // `0::int`, not `0`: ORDER BY reads a bare integer as a column position.
  if (!viewerHasMust) return sql<number>`0::int`
  return sql<number>`(case when "profiles"."faith_must_excluded" <> 0 or "profiles"."faith_must_languages" <> 0 then 1 else 0 end)`
}

/** The viewer's wishes the candidate meets plus the candidate's wishes the viewer meets. */
export function sharedWishesScore(viewer: ViewerFaith): SQL<number> {
  const terms: SQL[] = [sql`0::int`]
  for (const [field, filter] of filterEntries(viewer.filters))
    if (!filter.must) terms.push(sql`(${candidateMeets(viewer, field, filter.values)})::int`)
  const mine = viewerBits(viewer)
  // The viewer has one bit per single field, so the shared bits count the candidate's wishes met.
  terms.push(sql`bit_count(("profiles"."faith_wish_values" & ${mine.bits})::bit(64))::int`)
  terms.push(sql`("profiles"."faith_wish_languages" & ${mine.languages} <> 0)::int`)
  return sql<number>`(${sql.join(terms, sql` + `)})`
}

/** Whether the viewer said or wished anything: otherwise every fit ties and the plain feed order holds. */
export const hasFaith = (viewer: Pick<ViewerFaith, 'answers' | 'filters'>) =>
  filterEntries(viewer.filters).length > 0 ||
  FAITH_FIELD_NAMES.some((f) => {
    const answer = viewer.answers[f]
    return (
      answer !== undefined && answer !== PREFER_NOT_TO_SAY && !(Array.isArray(answer) && answer.length === 0)
    )
  })
