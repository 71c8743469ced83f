import type { MatchDetail } from '@mithaq/domain'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { pictureUrlsByProfile, type SignMediaUrl } from '../profiles'
import { toMatchDetail } from './match.mapper'
import { matchNotFound } from './match-economy'
import type { MatchTxDeps } from './match-transaction'
import { findProfile, type MatchRow, myPicturesState, otherOf } from './matches.repository'
import { unreadCounts } from './message-reads'
import { getVisibleMatch } from './visible-match'

export interface DetailDeps {
  db: Db
  clock: Clock
  /** Signs picture links for the viewer (app.mediaUrls.sign). */
  sign: SignMediaUrl
}

/** One match as its viewer sees it: the other person, unread count, pictures and their reveal. */
export async function buildDetail(
  { db, clock, sign }: DetailDeps,
  row: MatchRow,
  viewerId: string,
): Promise<MatchDetail> {
  const other = await findProfile(db, otherOf(row, viewerId))
  if (!other) throw matchNotFound()
  const [pictures, unread, myPictures] = await Promise.all([
    pictureUrlsByProfile(db, viewerId, [other.id], sign),
    unreadCounts(db, viewerId, [row.id]),
    myPicturesState(db, row, viewerId),
  ])
  return toMatchDetail(
    row,
    viewerId,
    other,
    pictures.get(other.id),
    unread.get(row.id) ?? 0,
    clock.now(),
    myPictures,
  )
}

/** The match page: the viewer's match with due timers applied; 404 when they may not see it. */
export async function getDetail(
  deps: MatchTxDeps & DetailDeps,
  viewerId: string,
  matchId: string,
): Promise<MatchDetail> {
  return buildDetail(deps, await getVisibleMatch(deps, viewerId, matchId), viewerId)
}
