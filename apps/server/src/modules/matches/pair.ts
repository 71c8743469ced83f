import { and, eq } from 'drizzle-orm'
import { matches } from '../../db/schema'

/** Profile ids are lowercase uuids, so JS order equals the database's under any collation. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a])

/** The one match row of a pair, whoever is named first. */
export function pairCondition(a: string, b: string) {
  const [p1, p2] = orderedPair(a, b)
  return and(eq(matches.profile1Id, p1), eq(matches.profile2Id, p2))
}
