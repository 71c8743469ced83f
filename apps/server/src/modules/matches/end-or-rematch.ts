import type { MatchActionResult } from '@mithaq/domain'
import { buildDetail, type DetailDeps } from './match-detail'
import { applyMatchAction } from './match-economy'
import { balanceOf, type MatchTxDeps, Refused, transact } from './match-transaction'

export type EndOrRematchDeps = MatchTxDeps & DetailDeps

/** Unmatch, Rematch and Remove Forever: one action of the economy on the viewer's match. */
async function runAction(
  deps: MatchTxDeps,
  viewerId: string,
  matchId: string,
  type: 'unmatch' | 'rematch' | 'removeForever',
) {
  return transact(
    deps,
    matchId,
    viewerId,
    async (tx, locked, now, announcement) => {
      const result = await applyMatchAction(tx, locked, { type, userId: viewerId }, now, announcement, {
        rules: deps.rules,
      })
      if (!result.ok) return new Refused(result)
      return { balance: balanceOf(locked, viewerId), row: locked.row }
    },
    { allowIneligible: type !== 'rematch' },
  )
}

/** Ends the match (or, after an unmatch, pays to open it again), answering it and the balance. */
export async function endOrRematch(
  deps: EndOrRematchDeps,
  viewerId: string,
  matchId: string,
  type: 'unmatch' | 'rematch',
): Promise<MatchActionResult> {
  const { balance, row } = await runAction(deps, viewerId, matchId, type)
  return { balance, match: await buildDetail(deps, row, viewerId) }
}

/** Removes an ended match from the viewer's lists for good. */
export async function removeForever(
  deps: MatchTxDeps,
  viewerId: string,
  matchId: string,
): Promise<MatchActionResult> {
  const { balance } = await runAction(deps, viewerId, matchId, 'removeForever')
  return { match: null, balance }
}
