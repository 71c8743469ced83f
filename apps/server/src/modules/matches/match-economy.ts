import {
  applyAction,
  applyDueExpiries,
  cutPreview,
  type EconomyState,
  englishTranslator,
  type MatchAction,
  type MatchState,
  type NotificationIntent,
  type Outcome,
  REMATCH_CONTENT,
  type Refusal,
  TOKEN_RULES,
  type TokenRules,
  type Transition,
} from '@mithaq/domain'
import { eq, sql } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { Db } from '../../db/client'
import { matches, pictureReveals } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import {
  type Announcement,
  insertNotificationsSql,
  type NotificationInput,
  type NotificationRow,
  newAnnouncement,
  toNotificationRows,
} from '../notifications'
import { applyLedger, type LockedProfile, lockProfiles } from '../tokens'
import { lockNextDueMatch, type MatchRow } from './matches.repository'

const english = englishTranslator()

/**
 * Applying the token economy to the database. Every change to a match goes through here, inside
 * one transaction: the match row is locked first, then both profiles in id order (the same order
 * everywhere, so transactions queue instead of deadlocking), then due expiries are applied, then
 * the action. What must be announced is collected in `Announcement` and sent only after the commit.
 */

export const matchNotFound = () => new AppError('NOT_FOUND', english('notices.matchNotFound'))
export const refusalError = (r: Refusal) => new AppError(r.code, r.message, undefined, r.reason)

/** A locked match with its two locked profiles and the state the economy sees. */
export interface LockedMatch {
  row: MatchRow
  parties: [LockedProfile, LockedProfile]
  state: EconomyState
}

const MATCH_STATE_KEYS = [
  'profile1Id',
  'profile2Id',
  'unmatchedAt',
  'unmatchInitiatorId',
  'unmatchKind',
  'user1Paid',
  'user2Paid',
  'user1PaidAmount',
  'user2PaidAmount',
  'chatUnlocked',
  'paymentExpiresAt',
  'initialTimerExpiresAt',
  'responseTimerExpiresAt',
  'awaitingResponseFrom',
  'hiddenByProfile1',
  'hiddenByProfile2',
  'lastMessageAt',
] as const satisfies readonly (keyof MatchState)[]

/** Only what a transition changed is written (a message touches 4 of the 17 columns). */
function changedColumns(before: MatchState, after: MatchState): Partial<MatchState> {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b
  return Object.fromEntries(
    MATCH_STATE_KEYS.filter((k) => !same(before[k], after[k])).map((k) => [k, after[k]]),
  )
}

function toMatchState(row: MatchRow): MatchState {
  return Object.fromEntries(MATCH_STATE_KEYS.map((k) => [k, row[k]])) as unknown as MatchState
}

/** Locks both profiles of a locked match row (id order) and builds the economy's view. */
export async function lockParties(tx: Db, row: MatchRow): Promise<LockedMatch> {
  const locked = await lockProfiles(tx, [row.profile1Id, row.profile2Id])
  const p1 = locked.find((p) => p.id === row.profile1Id)
  const p2 = locked.find((p) => p.id === row.profile2Id)
  // The foreign keys cascade: a match never outlives its profiles.
  if (!p1 || !p2) throw new Error(`match ${row.id} has a missing profile`)
  return toLockedMatch(row, p1, p2)
}

/** The economy's view of a match whose row and profiles are locked. */
export function toLockedMatch(row: MatchRow, p1: LockedProfile, p2: LockedProfile): LockedMatch {
  return {
    row,
    parties: [p1, p2],
    state: {
      match: toMatchState(row),
      parties: [
        { id: p1.id, name: p1.name, sex: p1.sex, balance: p1.tokenBalance },
        { id: p2.id, name: p2.name, sex: p2.sex, balance: p2.tokenBalance },
      ],
    },
  }
}

const PREVIEW_LENGTH = 100

function notificationContent(n: NotificationIntent, senderName: string, messageContent?: string) {
  switch (n.type) {
    case 'payment_required':
      return `${senderName} paid to unlock your chat. Pay too, and you can start talking.`
    case 'chat_unlocked':
      return `Your chat with ${senderName} is unlocked.`
    case 'match':
      return n.rematch ? REMATCH_CONTENT : english('notices.newMatchNotification')
    case 'message':
      return messageContent === undefined ? null : cutPreview(messageContent, PREVIEW_LENGTH)
  }
}

/** Writes a transition: the match row, the ledger with the balances, the notifications. */
export async function persist(
  tx: Db,
  locked: LockedMatch,
  t: Transition,
  now: Date,
  announcement: Announcement,
  messageContent?: string,
) {
  const matchId = locked.row.id
  const balances = await applyLedger(tx, t.ledger, { referenceId: matchId, now })
  for (const [userId, balance] of balances) {
    announcement.emits.push({ userId, event: { type: 'wallet.updated', balance } })
  }
  const nameOf = (id: string) => t.state.parties.find((p) => p.id === id)?.name ?? 'Someone'
  const notifications = t.notifications.map((n) => ({
    userId: n.userId,
    type: n.type,
    senderId: n.senderId,
    referenceId: matchId,
    content: notificationContent(n, nameOf(n.senderId), messageContent),
    createdAt: now,
  }))
  const changed = changedColumns(locked.state.match, t.state.match)
  // However the match ends (unmatch, expiry, block, deactivation), revealed private pictures
  // are hidden again in the same transaction (decision 260); a rematch starts without them.
  if (changed.unmatchedAt) await tx.delete(pictureReveals).where(eq(pictureReveals.matchId, matchId))
  announcement.notifications.push(...(await writeMatchAndNotifications(tx, matchId, changed, notifications)))
  for (const userId of [locked.row.profile1Id, locked.row.profile2Id]) {
    announcement.emits.push({ userId, event: { type: 'match.updated', matchId } })
  }
  locked.state = t.state
  locked.row = { ...locked.row, ...t.state.match }
}

/**
 * The match's changed columns and the transition's notifications in ONE statement: a message
 * writes both, and each statement is a round trip to the database (decision 035).
 */
async function writeMatchAndNotifications(
  tx: Db,
  matchId: string,
  changed: Partial<MatchState>,
  notifications: NotificationInput[],
): Promise<NotificationRow[]> {
  const columns = Object.entries(changed) as [keyof MatchState, unknown][]
  const update =
    columns.length > 0
      ? sql`update matches set ${sql.join(
          columns.map(
            ([key, value]) => sql`${sql.identifier(toSnakeCase(key))} = ${sql.param(value, matches[key])}`,
          ),
          sql`, `,
        )} where id = ${matchId}`
      : undefined
  if (notifications.length === 0) {
    if (update) await tx.execute(update)
    return []
  }
  const insert = insertNotificationsSql(notifications)
  return toNotificationRows(await tx.execute(update ? sql`with changed as (${update}) ${insert}` : insert))
}

/** Applies the expiry due at `now`, if any. The scheduler, every read and every write come here first. */
export async function settleExpiries(
  tx: Db,
  locked: LockedMatch,
  now: Date,
  announcement: Announcement,
  rules: TokenRules = TOKEN_RULES,
): Promise<Transition | null> {
  const expired = applyDueExpiries(locked.state, now, rules)
  if (expired) await persist(tx, locked, expired, now, announcement)
  return expired
}

/** Decides an action on a settled match and, when accepted, writes it. */
export async function applyMatchAction(
  tx: Db,
  locked: LockedMatch,
  action: MatchAction,
  now: Date,
  announcement: Announcement,
  options: { rules?: TokenRules; messageContent?: string } = {},
): Promise<Outcome> {
  const outcome = applyAction(locked.state, action, now, options.rules ?? TOKEN_RULES)
  if (outcome.ok) await persist(tx, locked, outcome, now, announcement, options.messageContent)
  return outcome
}

/**
 * The scheduler's unit of work: one due match nobody else holds, expired in its own transaction.
 * Returns false when nothing is due. Several instances can run it at once: SKIP LOCKED hands each
 * a different row, and a row a user is paying on right now is simply taken on the next tick.
 */
export async function expireNextDueMatch(
  db: Db,
  now: Date,
  rules: TokenRules = TOKEN_RULES,
): Promise<{ expired: boolean; announcement: Announcement }> {
  const announcement = newAnnouncement()
  const expired = await db.transaction(async (tx) => {
    const row = await lockNextDueMatch(tx, now)
    if (!row) return false
    // The SQL that found it and the state machine agree on "due"; if they ever did not, stop
    // rather than pick the same row forever.
    return (await settleExpiries(tx, await lockParties(tx, row), now, announcement, rules)) !== null
  })
  return { expired, announcement }
}
