import type { TokenRules } from '@mithaq/domain'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { type Announcement, newAnnouncement } from '../notifications'
import { endMatch } from './end-match'
import { lockActiveMatchIds } from './matches.repository'

/** Ends every active match of a deactivated or deleted account inside the caller's transaction. */
export async function endAllForDeactivation(
  { clock, rules }: { clock: Clock; rules: TokenRules },
  tx: Db,
  userId: string,
): Promise<Announcement> {
  const now = clock.now()
  const all = newAnnouncement()
  for (const matchId of await lockActiveMatchIds(tx, userId)) {
    const announcement = await endMatch(tx, matchId, userId, now, 'deactivate', rules)
    all.emits.push(...announcement.emits)
    all.notifications.push(...announcement.notifications)
  }
  return all
}
