import { dueTimer, type Refusal, type TokenRules } from '@mithaq/domain'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { type Announcement, type Announcer, newAnnouncement } from '../notifications'
import {
  type LockedMatch,
  lockParties,
  matchNotFound,
  refusalError,
  settleExpiries,
  toLockedMatch,
} from './match-economy'
import {
  hiddenBy,
  isParticipant,
  isUuid,
  listDueMatchIdsFor,
  lockMatch,
  lockMatchAndProfiles,
} from './matches.repository'

/** What every use case that changes a match needs: the database, the time, the announcer, the rules. */
export interface MatchTxDeps {
  db: Db
  clock: Clock
  /** Announces what a transaction committed, after the commit (app.announcer). */
  announcer: Announcer
  rules: TokenRules
}

/** Returned from a transaction that must commit (due expiries) but answer with an error. */
export class Refused {
  constructor(readonly refusal: Refusal) {}
}

const NOT_FOUND = Symbol('not found')

export interface TransactOptions {
  /** Unmatch and Remove Forever: allowed when the other side is deactivated. */
  allowIneligible?: boolean
}

/**
 * Runs `work` on a match the viewer may see: locked, with both profiles locked and due expiries
 * applied, in one transaction. Announces after the commit; a `Refused` result still commits
 * the expiries, then answers with the refusal.
 */
export async function transact<T>(
  { db, clock, announcer, rules }: MatchTxDeps,
  matchId: string,
  viewerId: string,
  work: (tx: Db, locked: LockedMatch, now: Date, announcement: Announcement) => Promise<T | Refused>,
  options: TransactOptions = {},
): Promise<T> {
  if (!isUuid(matchId)) throw matchNotFound()
  const now = clock.now()
  const announcement = newAnnouncement()
  const result = await db.transaction(async (tx) => {
    const found = await lockMatchAndProfiles(tx, matchId)
    const row = found?.row
    if (!row || found.blocked || !isParticipant(row, viewerId) || hiddenBy(row, viewerId)) return NOT_FOUND
    const locked = toLockedMatch(row, found.profile1, found.profile2)
    await settleExpiries(tx, locked, now, announcement, rules)
    // Paying, rematching and messaging need both sides active and of opposite sex; ending or
    // removing a match does not, so nobody is stuck with a match they cannot leave.
    if (!found.eligible && !options.allowIneligible) return NOT_FOUND
    return work(tx, locked, now, announcement)
  })
  announcer.announce(announcement)
  if (result === NOT_FOUND) throw matchNotFound()
  if (result instanceof Refused) throw refusalError(result.refusal)
  return result as T
}

/** Applies a due expiry to one match in its own transaction (reads come here before answering). */
export async function settle({ db, clock, announcer, rules }: MatchTxDeps, matchId: string): Promise<void> {
  const now = clock.now()
  const announcement = newAnnouncement()
  await db.transaction(async (tx) => {
    const row = await lockMatch(tx, matchId)
    if (row && dueTimer(row, now))
      await settleExpiries(tx, await lockParties(tx, row), now, announcement, rules)
  })
  announcer.announce(announcement)
}

/** Every due timer of the user's matches counts before a list is read, even before the scheduler runs. */
export async function settleDueFor(deps: MatchTxDeps, userId: string): Promise<void> {
  for (const id of await listDueMatchIdsFor(deps.db, userId, deps.clock.now())) await settle(deps, id)
}

/** The viewer's balance as locked in this transaction. */
export const balanceOf = (locked: LockedMatch, userId: string) =>
  locked.state.parties.find((p) => p.id === userId)!.balance
