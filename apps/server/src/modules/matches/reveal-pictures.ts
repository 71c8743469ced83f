import { englishTranslator, type MatchDetail } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import { pictureReveals, profiles } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { buildDetail, type DetailDeps } from './match-detail'
import { type MatchTxDeps, transact } from './match-transaction'
import { otherOf } from './matches.repository'

const english = englishTranslator()

/**
 * Shows (or hides again) the viewer's private pictures to the other person of an active
 * match (decision 260). Both are told to refetch the match after the commit, so the other
 * screen swaps the blurred renditions for the originals, or back.
 */
export async function setPicturesRevealed(
  deps: MatchTxDeps & DetailDeps,
  viewerId: string,
  matchId: string,
  revealed: boolean,
): Promise<MatchDetail> {
  const outcome = await transact(deps, matchId, viewerId, async (tx, locked, now, announcement) => {
    if (locked.row.unmatchedAt) return 'ended' as const
    const otherId = otherOf(locked.row, viewerId)
    if (revealed) {
      const [me] = await tx
        .select({ isPrivate: profiles.picturesPrivate })
        .from(profiles)
        .where(eq(profiles.id, viewerId))
      if (!me?.isPrivate) return 'not private' as const
      await tx
        .insert(pictureReveals)
        .values({ matchId, revealerId: viewerId, viewerId: otherId, createdAt: now })
        .onConflictDoNothing()
    } else {
      await tx
        .delete(pictureReveals)
        .where(and(eq(pictureReveals.matchId, matchId), eq(pictureReveals.revealerId, viewerId)))
    }
    for (const userId of [viewerId, otherId]) {
      announcement.emits.push({ userId, event: { type: 'match.updated', matchId } })
    }
    return locked.row
  })
  if (outcome === 'ended') throw new AppError('CONFLICT', english('notices.picturesRevealMatchEnded'))
  if (outcome === 'not private') throw new AppError('CONFLICT', english('notices.picturesRevealNotPrivate'))
  return buildDetail(deps, outcome, viewerId)
}
