import { dueTimer } from '@mithaq/domain'
import type { Db } from '../../db/client'
import { matchNotFound } from './match-economy'
import { type MatchTxDeps, settle } from './match-transaction'
import {
  findMatch,
  hiddenBy,
  isBlockedPair,
  isEligiblePair,
  isParticipant,
  isUuid,
  type MatchRow,
} from './matches.repository'

/** May the viewer see this match at all? Participants only; not after Remove Forever; never across a block. */
export async function visibleOrUndefined(
  db: Db,
  row: MatchRow | undefined,
  viewerId: string,
): Promise<MatchRow | undefined> {
  if (!row || !isParticipant(row, viewerId) || hiddenBy(row, viewerId)) return undefined
  if (await isBlockedPair(db, row.profile1Id, row.profile2Id)) return undefined
  // A deactivated (or no longer eligible) other side is hidden: their profile is never answered.
  return (await isEligiblePair(db, row.profile1Id, row.profile2Id)) ? row : undefined
}

/** The match as the viewer may see it, with a due expiry applied; 404 otherwise. */
export async function getVisibleMatch(
  deps: MatchTxDeps,
  viewerId: string,
  matchId: string,
): Promise<MatchRow> {
  const { db, clock } = deps
  if (!isUuid(matchId)) throw matchNotFound()
  const row = await visibleOrUndefined(db, await findMatch(db, matchId), viewerId)
  if (!row) throw matchNotFound()
  if (!dueTimer(row, clock.now())) return row
  await settle(deps, matchId)
  return (await findMatch(db, matchId))!
}
