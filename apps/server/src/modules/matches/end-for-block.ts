import type { TokenRules } from '@mithaq/domain'
import type { Db } from '../../db/client'
import { matches } from '../../db/schema'
import { type Announcement, newAnnouncement } from '../notifications'
import { endMatch } from './end-match'
import { pairCondition } from './pair'

/**
 * Ends the pair's match (if any) because `blockerId` blocked or reported the other, inside the
 * caller's transaction: no fee, unspent unlock payments refunded, no rematch ever. The match is
 * locked before anything else the caller locks (decision 031). Announce the result after the commit.
 */
export async function endForBlock(
  { rules }: { rules: TokenRules },
  tx: Db,
  blockerId: string,
  blockedId: string,
  now: Date,
): Promise<Announcement> {
  const [match] = await tx.select({ id: matches.id }).from(matches).where(pairCondition(blockerId, blockedId))
  return match ? endMatch(tx, match.id, blockerId, now, 'block', rules) : newAnnouncement()
}
