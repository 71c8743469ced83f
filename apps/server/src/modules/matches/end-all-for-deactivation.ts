import type { TokenRules } from '@mithaq/domain'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { endMatch } from './end-match'
import { type Effects, newEffects } from './match-economy'
import { lockActiveMatchIds } from './matches.repository'

/** Ends every active match of a deactivated or deleted account inside the caller's transaction. */
export async function endAllForDeactivation(
  { clock, rules }: { clock: Clock; rules: TokenRules },
  tx: Db,
  userId: string,
): Promise<Effects> {
  const now = clock.now()
  const all = newEffects()
  for (const matchId of await lockActiveMatchIds(tx, userId)) {
    const effects = await endMatch(tx, matchId, userId, now, 'deactivate', rules)
    all.emits.push(...effects.emits)
    all.notifications.push(...effects.notifications)
  }
  return all
}
