import {
  dueTimer,
  type EconomyEvent,
  type MatchActionResult,
  type MatchDetail,
  type MatchListItem,
  type PaymentOutcome,
  type PaymentResult,
  type Refusal,
  TOKEN_RULES,
  type TokenRules,
  type UnmatchedListItem,
} from '@mithaq/domain'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { pictureUrlsByProfile } from '../profiles/profile.repository'
import {
  toLastMessage,
  toMatchDetail,
  toMatchListItem,
  toProfileSummary,
  toUnmatchedListItem,
} from './match.mapper'
import {
  type Announcer,
  announce,
  applyMatchAction,
  type Effects,
  type LockedMatch,
  lockParties,
  matchNotFound,
  newEffects,
  refusalError,
  settleExpiries,
  toLockedMatch,
} from './match-economy'
import {
  findMatch,
  findProfile,
  hiddenBy,
  isBlockedPair,
  isEligiblePair,
  isParticipant,
  isUuid,
  lastMessages,
  listActiveMatches,
  listDueMatchIdsFor,
  listUnmatchedMatches,
  lockMatch,
  lockMatchAndProfiles,
  type MatchRow,
  otherOf,
  unreadCounts,
} from './matches.repository'

export interface MatchServiceDeps {
  db: Db
  clock: Clock
  announcer: Announcer
  rules?: TokenRules
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

/** May the viewer see this match at all? Participants only; not after Remove Forever; never across a block. */
async function visibleOrUndefined(
  db: Db,
  row: MatchRow | undefined,
  viewerId: string,
): Promise<MatchRow | undefined> {
  if (!row || !isParticipant(row, viewerId) || hiddenBy(row, viewerId)) return undefined
  if (await isBlockedPair(db, row.profile1Id, row.profile2Id)) return undefined
  // A deactivated (or no longer eligible) other side is hidden: their profile is never answered.
  return (await isEligiblePair(db, row.profile1Id, row.profile2Id)) ? row : undefined
}

function paymentOutcome(events: EconomyEvent[]): PaymentOutcome {
  const unlocked = events.find((e) => e.type === 'unlocked')
  if (!unlocked) return 'waiting'
  return unlocked.by === 'express' ? 'express_unlocked' : 'unlocked'
}

export type MatchService = ReturnType<typeof createMatchService>

export function createMatchService(deps: MatchServiceDeps) {
  const { db, clock } = deps
  const rules = deps.rules ?? TOKEN_RULES

  /**
   * Runs `work` on a match the viewer may see: locked, with both profiles locked and due expiries
   * applied, in one transaction. Announces after the commit; a `Refused` result still commits
   * the expiries, then answers with the refusal.
   */
  async function transact<T>(
    matchId: string,
    viewerId: string,
    work: (tx: Db, locked: LockedMatch, now: Date, effects: Effects) => Promise<T | Refused>,
    options: TransactOptions = {},
  ): Promise<T> {
    if (!isUuid(matchId)) throw matchNotFound()
    const now = clock.now()
    const effects = newEffects()
    const result = await db.transaction(async (tx) => {
      const found = await lockMatchAndProfiles(tx, matchId)
      const row = found?.row
      if (!row || found.blocked || !isParticipant(row, viewerId) || hiddenBy(row, viewerId)) return NOT_FOUND
      const locked = toLockedMatch(row, found.profile1, found.profile2)
      await settleExpiries(tx, locked, now, effects, rules)
      // Paying, rematching and messaging need both sides active and of opposite sex; ending or
      // removing a match does not, so nobody is stuck with a match they cannot leave.
      if (!found.eligible && !options.allowIneligible) return NOT_FOUND
      return work(tx, locked, now, effects)
    })
    announce(deps.announcer, effects)
    if (result === NOT_FOUND) throw matchNotFound()
    if (result instanceof Refused) throw refusalError(result.refusal)
    return result as T
  }

  /** Applies a due expiry to one match in its own transaction (reads come here before answering). */
  async function settle(matchId: string): Promise<void> {
    const now = clock.now()
    const effects = newEffects()
    await db.transaction(async (tx) => {
      const row = await lockMatch(tx, matchId)
      if (row && dueTimer(row, now)) await settleExpiries(tx, await lockParties(tx, row), now, effects, rules)
    })
    announce(deps.announcer, effects)
  }

  /** Every due timer of the user's matches counts before a list is read, even before the scheduler runs. */
  async function settleDueFor(userId: string): Promise<void> {
    for (const id of await listDueMatchIdsFor(db, userId, clock.now())) await settle(id)
  }

  /** The match as the viewer may see it, with a due expiry applied; 404 otherwise. */
  async function getVisibleMatch(viewerId: string, matchId: string): Promise<MatchRow> {
    if (!isUuid(matchId)) throw matchNotFound()
    const row = await visibleOrUndefined(db, await findMatch(db, matchId), viewerId)
    if (!row) throw matchNotFound()
    if (!dueTimer(row, clock.now())) return row
    await settle(matchId)
    return (await findMatch(db, matchId))!
  }

  async function buildDetail(row: MatchRow, viewerId: string): Promise<MatchDetail> {
    const other = await findProfile(db, otherOf(row, viewerId))
    if (!other) throw matchNotFound()
    const [pictures, unread] = await Promise.all([
      pictureUrlsByProfile(db, [other.id]),
      unreadCounts(db, viewerId, [row.id]),
    ])
    return toMatchDetail(
      row,
      viewerId,
      other,
      pictures.get(other.id) ?? [],
      unread.get(row.id) ?? 0,
      clock.now(),
    )
  }

  const balanceOf = (locked: LockedMatch, userId: string) =>
    locked.state.parties.find((p) => p.id === userId)!.balance

  return {
    transact,
    settleDueFor,
    getVisibleMatch,

    async listActive(viewerId: string): Promise<MatchListItem[]> {
      await settleDueFor(viewerId)
      const rows = await listActiveMatches(db, viewerId)
      const ids = rows.map((r) => r.match.id)
      const [last, unread, pictures] = await Promise.all([
        lastMessages(db, ids),
        unreadCounts(db, viewerId, ids),
        pictureUrlsByProfile(
          db,
          rows.map((r) => r.other.id),
        ),
      ])
      const today = clock.now()
      return rows.map(({ match, other }) =>
        toMatchListItem(
          match,
          viewerId,
          toProfileSummary(other, pictures.get(other.id) ?? [], today),
          toLastMessage(last.get(match.id), viewerId),
          unread.get(match.id) ?? 0,
        ),
      )
    },

    async listUnmatched(viewerId: string): Promise<UnmatchedListItem[]> {
      await settleDueFor(viewerId)
      const rows = await listUnmatchedMatches(db, viewerId)
      const ids = rows.map((r) => r.match.id)
      const [last, pictures] = await Promise.all([
        lastMessages(db, ids),
        pictureUrlsByProfile(
          db,
          rows.map((r) => r.other.id),
        ),
      ])
      const today = clock.now()
      return rows.map(({ match, other }) =>
        toUnmatchedListItem(
          match,
          viewerId,
          toProfileSummary(other, pictures.get(other.id) ?? [], today),
          toLastMessage(last.get(match.id), viewerId),
        ),
      )
    },

    async getDetail(viewerId: string, matchId: string): Promise<MatchDetail> {
      return buildDetail(await getVisibleMatch(viewerId, matchId), viewerId)
    },

    async pay(viewerId: string, matchId: string, express: boolean): Promise<PaymentResult> {
      const { outcome, balance, row } = await transact(
        matchId,
        viewerId,
        async (tx, locked, now, effects) => {
          const result = await applyMatchAction(
            tx,
            locked,
            { type: 'pay', userId: viewerId, express },
            now,
            effects,
            {
              rules,
            },
          )
          if (!result.ok) return new Refused(result)
          return {
            outcome: paymentOutcome(result.events),
            balance: balanceOf(locked, viewerId),
            row: locked.row,
          }
        },
      )
      return { outcome, balance, match: await buildDetail(row, viewerId) }
    },

    async unmatch(viewerId: string, matchId: string): Promise<MatchActionResult> {
      return actionResult(viewerId, matchId, 'unmatch')
    },

    async rematch(viewerId: string, matchId: string): Promise<MatchActionResult> {
      return actionResult(viewerId, matchId, 'rematch')
    },

    async removeForever(viewerId: string, matchId: string): Promise<MatchActionResult> {
      const { balance } = await runSimple(viewerId, matchId, 'removeForever')
      return { match: null, balance }
    },
  }

  async function runSimple(viewerId: string, matchId: string, type: 'unmatch' | 'rematch' | 'removeForever') {
    return transact(
      matchId,
      viewerId,
      async (tx, locked, now, effects) => {
        const result = await applyMatchAction(tx, locked, { type, userId: viewerId }, now, effects, { rules })
        if (!result.ok) return new Refused(result)
        return { balance: balanceOf(locked, viewerId), row: locked.row }
      },
      { allowIneligible: type !== 'rematch' },
    )
  }

  async function actionResult(viewerId: string, matchId: string, type: 'unmatch' | 'rematch') {
    const { balance, row } = await runSimple(viewerId, matchId, type)
    return { balance, match: await buildDetail(row, viewerId) }
  }
}
