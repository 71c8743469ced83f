import {
  applyAction,
  dueTimer,
  type EconomyEvent,
  englishTranslator,
  type MatchActionResult,
  type MatchDetail,
  type MatchListItem,
  type MatchNews,
  newMatchState,
  type PaymentOutcome,
  type PaymentResult,
  type Refusal,
  type ServerEvent,
  TOKEN_RULES,
  type TokenRules,
  type UnmatchedListItem,
} from '@mithaq/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { matches, pictureReveals, profiles } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import {
  type Announcement,
  type Announcer,
  createNotification,
  markMatchNotificationsRead,
  newAnnouncement,
} from '../notifications'
import { pictureUrlsByProfile, type SignMediaUrl } from '../profiles'
import { endMatch } from './end-match'
import {
  toLastMessage,
  toMatchDetail,
  toMatchListItem,
  toProfileSummary,
  toUnmatchedListItem,
} from './match.mapper'
import {
  applyMatchAction,
  expireNextDueMatch,
  type LockedMatch,
  lockParties,
  matchNotFound,
  persist,
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
  listActiveMatches,
  listDueMatchIdsFor,
  listUnmatchedMatches,
  lockActiveMatchIds,
  lockMatch,
  lockMatchAndProfiles,
  type MatchRow,
  myPicturesState,
  otherOf,
} from './matches.repository'
import { lastMessages, unreadCounts } from './message-reads'

const english = englishTranslator()

export interface MatchServiceDeps {
  db: Db
  clock: Clock
  announcer: Announcer
  /** Signs picture links for the viewer (app.mediaUrls.sign). */
  sign: SignMediaUrl
  rules?: TokenRules
}

/** Returned from a transaction that must commit (due expiries) but answer with an error. */
class Refused {
  constructor(readonly refusal: Refusal) {}
}

const NOT_FOUND = Symbol('not found')

interface TransactOptions {
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

/**
 * Chat's part of sending a message, run inside the match's transaction once the economy has
 * decided (`accepted`). It answers `inserted` when it wrote the message (the match's transition is
 * then written, and `event` goes to both participants after the commit), `answer` when it needs
 * nothing new (a retry of a message saved before), or `refused` to let the economy's refusal
 * answer. It may throw (a rate limit).
 */
export type MessageInsert<T> = (
  tx: Db,
  step: { sentAt: Date; accepted: boolean; recipientId: string },
) => Promise<
  | { inserted: T; content: string; event: ServerEvent }
  /** A retry answered from the saved row; its event, when given, is announced again to both. */
  | { answer: T; event?: ServerEvent }
  | { refused: true }
>

/** Profile ids are lowercase uuids, so JS order equals the database's under any collation. */
const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a])

function pairCondition(a: string, b: string) {
  const [p1, p2] = orderedPair(a, b)
  return and(eq(matches.profile1Id, p1), eq(matches.profile2Id, p2))
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
    deps.announcer.announce(announcement)
    if (result === NOT_FOUND) throw matchNotFound()
    if (result instanceof Refused) throw refusalError(result.refusal)
    return result as T
  }

  /** Applies a due expiry to one match in its own transaction (reads come here before answering). */
  async function settle(matchId: string): Promise<void> {
    const now = clock.now()
    const announcement = newAnnouncement()
    await db.transaction(async (tx) => {
      const row = await lockMatch(tx, matchId)
      if (row && dueTimer(row, now))
        await settleExpiries(tx, await lockParties(tx, row), now, announcement, rules)
    })
    deps.announcer.announce(announcement)
  }

  /** Every due timer of the user's matches counts before a list is read, even before the scheduler runs. */
  /**
   * What each line of a match list shows besides the match: the other person's summary, the last
   * message and (for active matches) how many of theirs are unread.
   */
  async function listLines(
    viewerId: string,
    rows: Awaited<ReturnType<typeof listActiveMatches>>,
    { unread }: { unread: boolean },
  ) {
    const ids = rows.map((r) => r.match.id)
    const [last, unreadCount, pictures] = await Promise.all([
      lastMessages(db, ids),
      unread ? unreadCounts(db, viewerId, ids) : new Map<string, number>(),
      pictureUrlsByProfile(
        db,
        viewerId,
        rows.map((r) => r.other.id),
        deps.sign,
      ),
    ])
    const today = clock.now()
    return rows.map(({ match, other }) => ({
      match,
      other: toProfileSummary(other, pictures.get(other.id), today),
      last: toLastMessage(last.get(match.id), viewerId),
      unread: unreadCount.get(match.id) ?? 0,
    }))
  }

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
    const [pictures, unread, myPictures] = await Promise.all([
      pictureUrlsByProfile(db, viewerId, [other.id], deps.sign),
      unreadCounts(db, viewerId, [row.id]),
      myPicturesState(db, row, viewerId),
    ])
    return toMatchDetail(
      row,
      viewerId,
      other,
      pictures.get(other.id),
      unread.get(row.id) ?? 0,
      clock.now(),
      myPictures,
    )
  }

  const balanceOf = (locked: LockedMatch, userId: string) =>
    locked.state.parties.find((p) => p.id === userId)!.balance

  return {
    settleDueFor,
    getVisibleMatch,

    /**
     * The pair's match after a mutual like, inside the caller's transaction: a new one (locked,
     * payment window running) with a 'match' notification for both, or the active one again.
     * Null when the pair's match has ended: a like does not restart it (rematch is its own, paid
     * action).
     */
    async openForMutualLike(
      tx: Db,
      likerId: string,
      likedId: string,
      now: Date,
    ): Promise<{ matchId: string; announcement: Announcement } | null> {
      const [p1, p2] = orderedPair(likerId, likedId)
      const [created] = await tx
        .insert(matches)
        .values({
          ...newMatchState(p1, p2, now, rules),
          createdAt: now,
          // The liker's own like answered 'matched' and showed the moment there (decision 350).
          ...(likerId === p1 ? { user1MomentShownAt: now } : { user2MomentShownAt: now }),
        })
        .onConflictDoNothing()
        .returning({ id: matches.id })
      if (created) {
        const notice = (userId: string, senderId: string) =>
          createNotification(tx, {
            userId,
            type: 'match',
            senderId,
            referenceId: created.id,
            content: english('messages.newMatchNotification'),
            createdAt: now,
          })
        return {
          matchId: created.id,
          announcement: {
            emits: [likerId, likedId].map((userId) => ({
              userId,
              event: { type: 'match.created' as const, matchId: created.id },
            })),
            notifications: [await notice(likerId, likedId), await notice(likedId, likerId)],
          },
        }
      }
      const [existing] = await tx
        .select({ id: matches.id, unmatchedAt: matches.unmatchedAt })
        .from(matches)
        .where(pairCondition(likerId, likedId))
      return existing && existing.unmatchedAt === null
        ? { matchId: existing.id, announcement: newAnnouncement() }
        : null
    },

    /**
     * Ends the pair's match (if any) because `blockerId` blocked or reported the other, inside the
     * caller's transaction: no fee, unspent unlock payments refunded, no rematch ever. The match is
     * locked before anything else the caller locks (decision 031). Announce the result after the commit.
     */
    async endForBlock(tx: Db, blockerId: string, blockedId: string, now: Date): Promise<Announcement> {
      const [match] = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(pairCondition(blockerId, blockedId))
      return match ? endMatch(tx, match.id, blockerId, now, 'block', rules) : newAnnouncement()
    },

    /** Ends every active match of a deactivated or deleted account inside the caller's transaction. */
    async endAllForDeactivation(tx: Db, userId: string): Promise<Announcement> {
      const now = clock.now()
      const all = newAnnouncement()
      for (const matchId of await lockActiveMatchIds(tx, userId)) {
        const announcement = await endMatch(tx, matchId, userId, now, 'deactivate', rules)
        all.emits.push(...announcement.emits)
        all.notifications.push(...announcement.notifications)
      }
      return all
    },

    /** The scheduler's work: expires due matches one transaction each, announcing each; answers how many. */
    async expireDue(now: Date, max: number): Promise<number> {
      let expired = 0
      while (expired < max) {
        const result = await expireNextDueMatch(db, now, rules)
        if (!result.expired) break
        deps.announcer.announce(result.announcement)
        expired += 1
      }
      return expired
    },

    /**
     * Sends a message in one transaction with the match locked: due timers first (a message sent
     * the instant the response timer runs out is refused), then the economy's decision, then chat's
     * insert, then the match's transition. Times are strictly increasing within a chat, so "oldest
     * first" is one order for everyone even when two messages land in the same millisecond.
     */
    async sendMessage<T>(senderId: string, matchId: string, insert: MessageInsert<T>): Promise<T> {
      return transact(matchId, senderId, async (tx, locked, now, announcement) => {
        const last = locked.row.lastMessageAt?.getTime() ?? 0
        const sentAt = new Date(Math.max(now.getTime(), last + 1))
        // The decision is pure, so it is taken before anything is written.
        const decision = applyAction(locked.state, { type: 'sendMessage', userId: senderId }, sentAt, rules)
        const recipientId = otherOf(locked.row, senderId)
        const step = await insert(tx, { sentAt, accepted: decision.ok, recipientId })
        if ('answer' in step) {
          // The first send's announcement may never have gone out (its instance died between the
          // commit and the publish): a retry announces the saved message again; screens upsert by id.
          if (step.event)
            for (const userId of [senderId, recipientId])
              announcement.emits.push({ userId, event: step.event })
          return step.answer
        }
        if ('refused' in step) {
          if (!decision.ok) return new Refused(decision)
          throw new Error('an accepted message was neither saved nor found')
        }
        if (!decision.ok) throw new Error('a refused message was saved')
        await persist(tx, locked, decision, sentAt, announcement, step.content)
        for (const userId of [senderId, recipientId]) announcement.emits.push({ userId, event: step.event })
        // Writing in the chat answers what the sender was told about it ('Chat Unlocked!', messages).
        const answered = await markMatchNotificationsRead(tx, senderId, matchId, 'messages_read', sentAt)
        if (answered.length > 0)
          announcement.emits.push({ userId: senderId, event: { type: 'notifications.read', ids: answered } })
        return step.inserted
      })
    },

    /**
     * What is new for the viewer (decision 350): the matches whose "It's a Match!" they have not
     * been shown yet, oldest first, and how many active matches they have not seen in Matches.
     */
    async news(viewerId: string): Promise<MatchNews> {
      await settleDueFor(viewerId)
      const rows = (await listActiveMatches(db, viewerId)).filter(({ other }) => other.isActive)
      const mine = (row: MatchRow) => (row.profile1Id === viewerId ? 1 : 2)
      const unshown = rows
        .filter(
          ({ match }) => (mine(match) === 1 ? match.user1MomentShownAt : match.user2MomentShownAt) === null,
        )
        .sort((a, b) => a.match.createdAt.getTime() - b.match.createdAt.getTime())
      return {
        moments: unshown.map(({ match }) => match.id),
        newMatches: rows.filter(
          ({ match }) => (mine(match) === 1 ? match.user1ListSeenAt : match.user2ListSeenAt) === null,
        ).length,
      }
    },

    /** The viewer was shown this match's moment: never again, on any device. Idempotent. */
    async markMomentShown(viewerId: string, matchId: string): Promise<void> {
      if (!isUuid(matchId)) throw matchNotFound()
      const row = await visibleOrUndefined(db, await findMatch(db, matchId), viewerId)
      if (!row) throw matchNotFound()
      const now = clock.now()
      const [updated] = await db
        .update(matches)
        .set(row.profile1Id === viewerId ? { user1MomentShownAt: now } : { user2MomentShownAt: now })
        .where(
          and(
            eq(matches.id, matchId),
            isNull(row.profile1Id === viewerId ? matches.user1MomentShownAt : matches.user2MomentShownAt),
          ),
        )
        .returning({ id: matches.id })
      // The viewer's other screens drop it from what they would still show.
      if (updated)
        deps.announcer.announce({ emits: [{ userId: viewerId, event: { type: 'match.updated', matchId } }] })
    },

    /** The viewer opened Matches: none of their active matches is new any more. */
    async markListSeen(viewerId: string): Promise<void> {
      const now = clock.now()
      const [a, b] = await Promise.all([
        db
          .update(matches)
          .set({ user1ListSeenAt: now })
          .where(
            and(
              eq(matches.profile1Id, viewerId),
              isNull(matches.unmatchedAt),
              isNull(matches.user1ListSeenAt),
            ),
          )
          .returning({ id: matches.id }),
        db
          .update(matches)
          .set({ user2ListSeenAt: now })
          .where(
            and(
              eq(matches.profile2Id, viewerId),
              isNull(matches.unmatchedAt),
              isNull(matches.user2ListSeenAt),
            ),
          )
          .returning({ id: matches.id }),
      ])
      const first = a[0] ?? b[0]
      if (first) {
        deps.announcer.announce({
          emits: [{ userId: viewerId, event: { type: 'match.updated', matchId: first.id } }],
        })
      }
    },

    async listActive(viewerId: string): Promise<MatchListItem[]> {
      await settleDueFor(viewerId)
      const lines = await listLines(viewerId, await listActiveMatches(db, viewerId), { unread: true })
      return lines.map((l) => toMatchListItem(l.match, viewerId, l.other, l.last, l.unread))
    },

    async listUnmatched(viewerId: string): Promise<UnmatchedListItem[]> {
      await settleDueFor(viewerId)
      const lines = await listLines(viewerId, await listUnmatchedMatches(db, viewerId), { unread: false })
      return lines.map((l) => toUnmatchedListItem(l.match, viewerId, l.other, l.last))
    },

    async getDetail(viewerId: string, matchId: string): Promise<MatchDetail> {
      return buildDetail(await getVisibleMatch(viewerId, matchId), viewerId)
    },

    async pay(viewerId: string, matchId: string, express: boolean): Promise<PaymentResult> {
      const { outcome, balance, row } = await transact(
        matchId,
        viewerId,
        async (tx, locked, now, announcement) => {
          const result = await applyMatchAction(
            tx,
            locked,
            { type: 'pay', userId: viewerId, express },
            now,
            announcement,
            {
              rules,
            },
          )
          if (!result.ok) return new Refused(result)
          // Paid: the match and every request to pay it are answered, in the same transaction.
          const answered = await markMatchNotificationsRead(tx, viewerId, matchId, 'paid', now)
          if (answered.length > 0) {
            announcement.emits.push({
              userId: viewerId,
              event: { type: 'notifications.read', ids: answered },
            })
          }
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

    /**
     * Shows (or hides again) the viewer's private pictures to the other person of an active
     * match (decision 260). Both are told to refetch the match after the commit, so the other
     * screen swaps the blurred renditions for the originals, or back.
     */
    async setPicturesRevealed(viewerId: string, matchId: string, revealed: boolean): Promise<MatchDetail> {
      const outcome = await transact(matchId, viewerId, async (tx, locked, now, announcement) => {
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
      if (outcome === 'ended') throw new AppError('CONFLICT', english('messages.picturesRevealMatchEnded'))
      if (outcome === 'not private')
        throw new AppError('CONFLICT', english('messages.picturesRevealNotPrivate'))
      return buildDetail(outcome, viewerId)
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
      async (tx, locked, now, announcement) => {
        const result = await applyMatchAction(tx, locked, { type, userId: viewerId }, now, announcement, {
          rules,
        })
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
