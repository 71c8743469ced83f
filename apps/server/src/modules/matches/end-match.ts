import type { TokenRules } from '@mithaq/domain'
import type { Db } from '../../db/client'
import { type Announcement, newAnnouncement } from '../notifications'
import { applyMatchAction, lockParties, settleExpiries } from './match-economy'
import { isParticipant, lockMatch } from './matches.repository'

/**
 * Ends a match inside the caller's transaction because `userId` blocked (or reported) the other,
 * or deactivated their account (docs/product.md § 11): no fee for anyone, payments toward an
 * unlock that never happened are refunded, and after a block a rematch is ruled out for good.
 * Works on an already ended match too (it then only rules out the rematch). The caller announces
 * the returned announcement after its commit.
 */
export async function endMatch(
  tx: Db,
  matchId: string,
  userId: string,
  now: Date,
  type: 'block' | 'deactivate',
  rules: TokenRules,
): Promise<Announcement> {
  const announcement = newAnnouncement()
  const row = await lockMatch(tx, matchId)
  if (!row || !isParticipant(row, userId)) return announcement
  const locked = await lockParties(tx, row)
  await settleExpiries(tx, locked, now, announcement, rules)
  await applyMatchAction(tx, locked, { type, userId }, now, announcement, { rules })
  return announcement
}
