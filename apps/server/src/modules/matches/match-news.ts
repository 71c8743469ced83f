import type { MatchNews } from '@mithaq/domain'
import { type MatchTxDeps, settleDueFor } from './match-transaction'
import { listActiveMatches, type MatchRow } from './matches.repository'

/**
 * What is new for the viewer (decision 350): the matches whose "It's a Match!" they have not
 * been shown yet, oldest first, and how many active matches they have not seen in Matches.
 */
export async function news(deps: MatchTxDeps, viewerId: string): Promise<MatchNews> {
  await settleDueFor(deps, viewerId)
  const rows = (await listActiveMatches(deps.db, viewerId)).filter(({ other }) => other.isActive)
  const mine = (row: MatchRow) => (row.profile1Id === viewerId ? 1 : 2)
  const unshown = rows
    .filter(({ match }) => (mine(match) === 1 ? match.user1MomentShownAt : match.user2MomentShownAt) === null)
    .sort((a, b) => a.match.createdAt.getTime() - b.match.createdAt.getTime())
  return {
    moments: unshown.map(({ match }) => match.id),
    newMatches: rows.filter(
      ({ match }) => (mine(match) === 1 ? match.user1ListSeenAt : match.user2ListSeenAt) === null,
    ).length,
  }
}
