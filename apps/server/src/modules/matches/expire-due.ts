import type { TokenRules } from '@mithaq/domain'
import type { Db } from '../../db/client'
import type { Announcer } from '../notifications'
import { expireNextDueMatch } from './match-economy'

export interface ExpireDueDeps {
  db: Db
  announcer: Announcer
  rules: TokenRules
}

/** The scheduler's work: expires due matches one transaction each, announcing each; answers how many. */
export async function expireDue(
  { db, announcer, rules }: ExpireDueDeps,
  now: Date,
  max: number,
): Promise<number> {
  let expired = 0
  while (expired < max) {
    const result = await expireNextDueMatch(db, now, rules)
    if (!result.expired) break
    announcer.announce(result.announcement)
    expired += 1
  }
  return expired
}
