import type { MatchListItem, UnmatchedListItem } from '@mithaq/domain'
import { pictureUrlsByProfile } from '../profiles'
import { toLastMessage, toMatchListItem, toProfileSummary, toUnmatchedListItem } from './match.mapper'
import type { DetailDeps } from './match-detail'
import { type MatchTxDeps, settleDueFor } from './match-transaction'
import { listActiveMatches, listUnmatchedMatches } from './matches.repository'
import { lastMessages, unreadCounts } from './message-reads'

export type ListDeps = MatchTxDeps & DetailDeps

/**
 * What each line of a match list shows besides the match: the other person's summary, the last
 * message and (for active matches) how many of theirs are unread.
 */
async function listLines(
  { db, clock, sign }: ListDeps,
  viewerId: string,
  rows: Awaited<ReturnType<typeof listActiveMatches>>,
  { unread }: { unread: boolean },
) {
  const ids = rows.map((r) => r.match.id)
  const [last, unreadCount, pictures] = await Promise.all([
    lastMessages(db, ids),
    unread ? unreadCounts(db, viewerId, ids) : new Map<string, number>(),
    pictureUrlsByProfile(
      db,
      viewerId,
      rows.map((r) => r.other.id),
      sign,
    ),
  ])
  const today = clock.now()
  return rows.map(({ match, other }) => ({
    match,
    other: toProfileSummary(other, pictures.get(other.id), today),
    last: toLastMessage(last.get(match.id), viewerId),
    unread: unreadCount.get(match.id) ?? 0,
  }))
}

/** The viewer's active matches, as the Matches list shows them. */
export async function listActive(deps: ListDeps, viewerId: string): Promise<MatchListItem[]> {
  await settleDueFor(deps, viewerId)
  const lines = await listLines(deps, viewerId, await listActiveMatches(deps.db, viewerId), { unread: true })
  return lines.map((l) => toMatchListItem(l.match, viewerId, l.other, l.last, l.unread))
}

/** The viewer's ended matches (the Unmatched tab). */
export async function listUnmatched(deps: ListDeps, viewerId: string): Promise<UnmatchedListItem[]> {
  await settleDueFor(deps, viewerId)
  const lines = await listLines(deps, viewerId, await listUnmatchedMatches(deps.db, viewerId), {
    unread: false,
  })
  return lines.map((l) => toUnmatchedListItem(l.match, viewerId, l.other, l.last))
}
