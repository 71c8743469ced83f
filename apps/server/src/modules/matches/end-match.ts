import type { Db } from '../../db/client'
import { applyMatchAction, type Effects, lockParties, newEffects, settleExpiries } from './match-economy'
import { isParticipant, lockMatch } from './matches.repository'

/**
 * Ends a match because `blockerId` blocked or reported the other user, inside the caller's
 * transaction (the social module's block): no fee for anyone, payments toward an unlock that never
 * happened are refunded, and a rematch is ruled out for good. Works on an already ended match too
 * (it then only rules out the rematch). The caller announces the returned effects after its
 * commit: `announce({ publish: app.hub.publish, notify: app.notify }, effects)`.
 */
export async function endMatchForBlock(
  tx: Db,
  matchId: string,
  blockerId: string,
  now: Date,
): Promise<Effects> {
  return endMatch(tx, matchId, blockerId, now, 'block')
}

/** The same for a deactivated account (docs/product.md § 11: no fee, refunds as for a block). */
export async function endMatchForDeactivation(
  tx: Db,
  matchId: string,
  userId: string,
  now: Date,
): Promise<Effects> {
  return endMatch(tx, matchId, userId, now, 'deactivate')
}

async function endMatch(tx: Db, matchId: string, userId: string, now: Date, type: 'block' | 'deactivate') {
  const effects = newEffects()
  const row = await lockMatch(tx, matchId)
  if (!row || !isParticipant(row, userId)) return effects
  const locked = await lockParties(tx, row)
  await settleExpiries(tx, locked, now, effects)
  await applyMatchAction(tx, locked, { type, userId }, now, effects)
  return effects
}
