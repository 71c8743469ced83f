import { englishTranslator } from './english-words'
import type { ErrorCode, RefusalReason } from './errors'
import { LEDGER_LINES, type LedgerLine } from './ledger'
import type { TimerTranslator } from './match-timer'
import type { Sex } from './profile'
import { TOKEN_RULES, type TokenRules } from './tokens'

// Refusals are the server's answers, in English like the rest of them (decision 390). Read on
// refusal, so the web, which never refuses here, does not keep these texts in its bundle.
const english: TimerTranslator = (key, values) => englishTranslator()(key, values)

/**
 * The anti-ghosting token economy (docs/product.md § 7) as one pure state machine.
 * It decides; the server applies its answer in one transaction with both profile rows locked.
 * No I/O, no clock: `now` and the rules are arguments, so every transition is testable.
 */

export const UNMATCH_KINDS = ['manual', 'non_response', 'block', 'deactivation'] as const
export type UnmatchKind = (typeof UNMATCH_KINDS)[number]

export const LEDGER_TYPES = [
  'grant',
  'payment',
  'express_payment',
  'refund',
  'unmatch_fee',
  'rematch',
  'penalty',
  'purchase',
  'purchase_reversed',
] as const
export type LedgerType = (typeof LEDGER_TYPES)[number]

/** The columns of a `matches` row the economy reads and writes (same names as the Drizzle row). */
export interface MatchState {
  profile1Id: string
  profile2Id: string
  /** Null while the match is active. */
  unmatchedAt: Date | null
  /** Null with an unmatch means an automatic one ("Non-response auto-unmatch"). */
  unmatchInitiatorId: string | null
  unmatchKind: UnmatchKind | null
  user1Paid: boolean
  user2Paid: boolean
  /** What each side paid toward the current unlock, so a refund is exact. */
  user1PaidAmount: number
  user2PaidAmount: number
  /** Stays true after an unmatch: it records whether the payments were spent. */
  chatUnlocked: boolean
  paymentExpiresAt: Date | null
  initialTimerExpiresAt: Date | null
  responseTimerExpiresAt: Date | null
  awaitingResponseFrom: string | null
  hiddenByProfile1: boolean
  hiddenByProfile2: boolean
  lastMessageAt: Date | null
}

export interface Party {
  id: string
  /** Used in ledger lines and in the rematch refusal. */
  name: string
  /** Ledger lines and the rematch refusal name the person with their sex (decisions 300, 305). */
  sex: Sex
  balance: number
}

export interface EconomyState {
  match: MatchState
  /** Profile 1 then profile 2, with the balances read under lock. */
  parties: readonly [Party, Party]
}

export type MatchAction =
  | { type: 'pay'; userId: string; express: boolean }
  | { type: 'sendMessage'; userId: string }
  | { type: 'unmatch'; userId: string }
  /** Block or report: safety never costs. */
  | { type: 'block'; userId: string }
  /** The user deactivated their account: ends the match like a block, without hiding anyone. */
  | { type: 'deactivate'; userId: string }
  | { type: 'rematch'; userId: string }
  | { type: 'removeForever'; userId: string }

/** One ledger row: who, how much, and what it is (`kind`, `params`, English `description`). */
export type LedgerEntry = LedgerLine & {
  userId: string
  /** Signed: credits positive, charges negative. Never zero. */
  amount: number
  type: LedgerType
}

export type EconomyNotificationType = 'payment_required' | 'chat_unlocked' | 'match' | 'message'

export interface NotificationIntent {
  userId: string
  senderId: string
  type: EconomyNotificationType
  /** A 'match' that is a rematch: the other person is told who pulled them back in. */
  rematch?: true
}

export type ExpiredTimer = 'payment' | 'initial' | 'response'

export type EconomyEvent =
  | { type: 'paid'; userId: string; express: boolean; amount: number }
  | { type: 'unlocked'; by: 'both' | 'express' }
  | { type: 'expired'; timer: ExpiredTimer }
  | { type: 'unmatched'; kind: UnmatchKind; initiatorId: string | null }
  | { type: 'blocked'; userId: string }
  | { type: 'rematched'; userId: string }
  | { type: 'messageAccepted'; senderId: string; recipientId: string }
  | { type: 'removedForever'; userId: string }

export interface Transition {
  ok: true
  state: EconomyState
  ledger: LedgerEntry[]
  notifications: NotificationIntent[]
  events: EconomyEvent[]
}

export interface Refusal {
  ok: false
  reason: RefusalReason
  /** How the server answers it. */
  code: Extract<ErrorCode, 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN'>
  /** User-safe text, as docs/product.md words it where it gives one. */
  message: string
}

export type Outcome = Transition | Refusal

export const isMatchActive = (match: MatchState) => match.unmatchedAt === null

/** Which expiry is due at `now`, if any. Only one timer runs at a time: payment, initial, or response. */
export function dueTimer(match: MatchState, now: Date): ExpiredTimer | null {
  if (!isMatchActive(match)) return null
  const due = (at: Date | null) => at !== null && at.getTime() <= now.getTime()
  if (!match.chatUnlocked) return due(match.paymentExpiresAt) ? 'payment' : null
  if (due(match.initialTimerExpiresAt)) return 'initial'
  if (due(match.responseTimerExpiresAt)) return 'response'
  return null
}

/** Applies the expiry that is due at `now` (an expired timer counts even before the scheduler runs). */
export function applyDueExpiries(
  state: EconomyState,
  now: Date,
  rules: TokenRules = TOKEN_RULES,
): Transition | null {
  const timer = dueTimer(state.match, now)
  if (!timer) return null
  const d = new Draft(state)
  d.events.push({ type: 'expired', timer })
  if (timer === 'payment') {
    d.refundPayments()
    for (const side of [1, 2] as const) {
      if (!d.paid(side)) {
        d.chargeUpTo(
          d.id(side),
          rules.penalty,
          'penalty',
          LEDGER_LINES.named('payment_penalty', d.other(side)),
        )
      }
    }
  } else if (timer === 'response') {
    const awaited = d.match.awaitingResponseFrom
    if (awaited !== null && d.isParty(awaited)) {
      d.chargeUpTo(
        awaited,
        rules.penalty,
        'penalty',
        LEDGER_LINES.named('response_penalty', d.other(d.sideOf(awaited))),
      )
    }
  }
  d.end(now, 'non_response', null)
  return d.done()
}

/** Decides one action on a match whose due expiries have already been applied. */
export function applyAction(
  state: EconomyState,
  action: MatchAction,
  now: Date,
  rules: TokenRules = TOKEN_RULES,
): Outcome {
  const d = new Draft(state)
  if (!d.isParty(action.userId))
    return refuse('not_participant', 'NOT_FOUND', english('notices.matchNotFound'))
  const me = d.sideOf(action.userId)
  const other = me === 1 ? 2 : 1
  const m = d.match

  switch (action.type) {
    case 'pay': {
      if (!isMatchActive(m)) {
        return m.unmatchKind === 'non_response' && !m.chatUnlocked
          ? refuse('payment_window_closed', 'CONFLICT', english('notices.paymentWindowClosed'))
          : refuse('match_ended', 'CONFLICT', english('notices.matchEnded'))
      }
      if (m.chatUnlocked) return refuse('already_unlocked', 'CONFLICT', english('notices.alreadyUnlocked'))
      if (d.paid(me)) return refuse('already_paid', 'CONFLICT', english('notices.alreadyPaid'))
      // Express exists to skip the wait; once the other has paid, 3 tokens unlock at once.
      if (action.express && d.paid(other)) {
        return refuse('other_already_paid', 'CONFLICT', english('notices.otherAlreadyPaid'))
      }
      const cost = action.express ? rules.unlockExpress : rules.unlockStandard
      if (d.balance(me) < 0) return refuseBelowZero()
      if (d.balance(me) < cost) {
        return refuse(
          'insufficient_tokens',
          'CONFLICT',
          action.express
            ? english('notices.insufficientTokensForExpress')
            : english('notices.insufficientTokensToUnlock'),
        )
      }
      d.charge(
        action.userId,
        cost,
        action.express ? 'express_payment' : 'payment',
        LEDGER_LINES.named(action.express ? 'express_payment' : 'payment', d.other(me)),
      )
      d.setPaid(me, cost)
      d.events.push({ type: 'paid', userId: action.userId, express: action.express, amount: cost })
      if (action.express || d.paid(other)) {
        m.chatUnlocked = true
        m.paymentExpiresAt = null
        m.initialTimerExpiresAt = new Date(now.getTime() + rules.initialTimerMs)
        d.events.push({ type: 'unlocked', by: action.express ? 'express' : 'both' })
        d.notify(d.id(1), d.id(2), 'chat_unlocked')
        d.notify(d.id(2), d.id(1), 'chat_unlocked')
      } else {
        d.notify(d.id(other), action.userId, 'payment_required')
      }
      return d.done()
    }

    case 'sendMessage': {
      if (!isMatchActive(m)) return refuse('match_ended', 'CONFLICT', english('notices.cannotSendMessage'))
      if (!m.chatUnlocked) return refuse('chat_locked', 'CONFLICT', english('notices.chatLocked'))
      const recipient = d.id(other)
      m.awaitingResponseFrom = recipient
      m.responseTimerExpiresAt = new Date(now.getTime() + rules.responseTimerMs)
      m.initialTimerExpiresAt = null
      m.lastMessageAt = now
      d.events.push({ type: 'messageAccepted', senderId: action.userId, recipientId: recipient })
      d.notify(recipient, action.userId, 'message')
      return d.done()
    }

    case 'unmatch': {
      if (!isMatchActive(m))
        return refuse('already_unmatched', 'CONFLICT', english('notices.alreadyUnmatched'))
      const fee = m.chatUnlocked ? rules.unmatchFeeUnlocked : rules.unmatchFeeLocked
      // Refund first, so the fee is charged from what the initiator really holds.
      if (!m.chatUnlocked) d.refundPayments()
      d.chargeUpTo(action.userId, fee, 'unmatch_fee', LEDGER_LINES.named('unmatch_fee', d.other(me)))
      d.end(now, 'manual', action.userId)
      return d.done()
    }

    case 'block':
    case 'deactivate': {
      const kind: UnmatchKind = action.type === 'block' ? 'block' : 'deactivation'
      if (!isMatchActive(m)) {
        // A block after an unmatch still rules out any rematch; a deactivation changes nothing.
        if (kind === 'block' && m.unmatchKind !== 'block') {
          m.unmatchKind = 'block'
          m.unmatchInitiatorId = action.userId
          d.events.push({ type: 'blocked', userId: action.userId })
        }
        return d.done()
      }
      if (!m.chatUnlocked) d.refundPayments()
      d.end(now, kind, action.userId)
      if (kind === 'block') d.events.push({ type: 'blocked', userId: action.userId })
      return d.done()
    }

    case 'rematch': {
      const otherName = d.otherName(me)
      const otherSex = d.party(other).sex
      if (isMatchActive(m))
        return refuse(
          'still_matched',
          'CONFLICT',
          english('notices.stillMatched', { name: otherName, sex: otherSex }),
        )
      if (m.unmatchKind === 'block' || d.hidden(me) || d.hidden(other)) {
        return refuse(
          'rematch_impossible',
          'FORBIDDEN',
          english('notices.rematchNoLongerPossible', { name: otherName, sex: otherSex }),
        )
      }
      if (m.unmatchInitiatorId !== null && m.unmatchInitiatorId !== action.userId) {
        return refuse(
          'rematch_not_allowed',
          'FORBIDDEN',
          english('notices.cannotRematch', { name: otherName, sex: otherSex }),
        )
      }
      if (d.balance(me) < 0) return refuseBelowZero()
      if (d.balance(me) < rules.rematch) {
        return refuse('insufficient_tokens', 'CONFLICT', english('notices.insufficientTokensToRematch'))
      }
      d.charge(action.userId, rules.rematch, 'rematch', LEDGER_LINES.named('rematch', d.other(me)))
      m.unmatchedAt = null
      m.unmatchInitiatorId = null
      m.unmatchKind = null
      m.user1Paid = false
      m.user2Paid = false
      m.user1PaidAmount = 0
      m.user2PaidAmount = 0
      m.chatUnlocked = false
      m.paymentExpiresAt = new Date(now.getTime() + rules.paymentWindowMs)
      m.initialTimerExpiresAt = null
      m.responseTimerExpiresAt = null
      m.awaitingResponseFrom = null
      d.events.push({ type: 'rematched', userId: action.userId })
      d.notify(d.id(other), action.userId, 'match', true)
      return d.done()
    }

    case 'removeForever': {
      if (isMatchActive(m))
        return refuse('not_unmatched', 'CONFLICT', english('notices.unmatchBeforeRemoving'))
      if (d.hidden(me)) return refuse('already_removed', 'CONFLICT', english('notices.alreadyRemovedForever'))
      if (me === 1) m.hiddenByProfile1 = true
      else m.hiddenByProfile2 = true
      d.events.push({ type: 'removedForever', userId: action.userId })
      return d.done()
    }
  }
}

/** Due expiries first, then the action: what every request and the scheduler go through. */
export function stepMatch(
  state: EconomyState,
  action: MatchAction,
  now: Date,
  rules: TokenRules = TOKEN_RULES,
): { expired: Transition | null; outcome: Outcome } {
  const expired = applyDueExpiries(state, now, rules)
  return { expired, outcome: applyAction(expired?.state ?? state, action, now, rules) }
}

/** A new match: locked, with the payment window running. */
export function newMatchState(
  profile1Id: string,
  profile2Id: string,
  now: Date,
  rules: TokenRules = TOKEN_RULES,
): MatchState {
  return {
    profile1Id,
    profile2Id,
    unmatchedAt: null,
    unmatchInitiatorId: null,
    unmatchKind: null,
    user1Paid: false,
    user2Paid: false,
    user1PaidAmount: 0,
    user2PaidAmount: 0,
    chatUnlocked: false,
    paymentExpiresAt: new Date(now.getTime() + rules.paymentWindowMs),
    initialTimerExpiresAt: null,
    responseTimerExpiresAt: null,
    awaitingResponseFrom: null,
    hiddenByProfile1: false,
    hiddenByProfile2: false,
    lastMessageAt: null,
  }
}

/** Who may rematch: the initiator of a manual unmatch, or either user after an automatic one. */
export function canRematch(match: MatchState, userId: string): boolean {
  if (isMatchActive(match) || match.unmatchKind === 'block') return false
  if (match.hiddenByProfile1 || match.hiddenByProfile2) return false
  return match.unmatchInitiatorId === null || match.unmatchInitiatorId === userId
}

function refuse(reason: RefusalReason, code: Refusal['code'], message: string): Refusal {
  return { ok: false, reason, code, message }
}

/** A refunded or disputed purchase left the balance below zero: nothing is spent until it is above again. */
const refuseBelowZero = () => refuse('balance_below_zero', 'CONFLICT', english('notices.balanceBelowZero'))

type Side = 1 | 2

/** A working copy that keeps balances and the ledger in step: every balance change is one entry. */
class Draft {
  readonly match: MatchState
  readonly parties: [Party, Party]
  readonly ledger: LedgerEntry[] = []
  readonly notifications: NotificationIntent[] = []
  readonly events: EconomyEvent[] = []

  constructor(state: EconomyState) {
    this.match = { ...state.match }
    this.parties = [{ ...state.parties[0] }, { ...state.parties[1] }]
  }

  id(side: Side) {
    return side === 1 ? this.match.profile1Id : this.match.profile2Id
  }
  isParty(userId: string) {
    return userId === this.match.profile1Id || userId === this.match.profile2Id
  }
  sideOf(userId: string): Side {
    return userId === this.match.profile1Id ? 1 : 2
  }
  party(side: Side) {
    return this.parties[side - 1] as Party
  }
  balance(side: Side) {
    return this.party(side).balance
  }
  /** The other party of `side`. */
  other(side: Side) {
    return this.party(side === 1 ? 2 : 1)
  }
  otherName(side: Side) {
    return this.other(side).name
  }
  paid(side: Side) {
    return side === 1 ? this.match.user1Paid : this.match.user2Paid
  }
  paidAmount(side: Side) {
    return side === 1 ? this.match.user1PaidAmount : this.match.user2PaidAmount
  }
  hidden(side: Side) {
    return side === 1 ? this.match.hiddenByProfile1 : this.match.hiddenByProfile2
  }
  setPaid(side: Side, amount: number) {
    if (side === 1) {
      this.match.user1Paid = true
      this.match.user1PaidAmount = amount
    } else {
      this.match.user2Paid = true
      this.match.user2PaidAmount = amount
    }
  }

  private post(userId: string, amount: number, type: LedgerType, line: LedgerLine) {
    if (amount === 0) return
    const party = this.party(this.sideOf(userId))
    party.balance += amount
    // A refunded purchase may have left a balance below zero (decision 451): credits may still
    // come in, but no charge may take a balance below zero.
    if (amount < 0 && party.balance < 0) throw new Error('token economy: a balance would go below zero')
    this.ledger.push({ ...line, userId, amount, type })
  }
  credit(userId: string, amount: number, type: LedgerType, line: LedgerLine) {
    this.post(userId, amount, type, line)
  }
  charge(userId: string, amount: number, type: LedgerType, line: LedgerLine) {
    this.post(userId, -amount, type, line)
  }
  /** Fees and penalties are charged up to the balance, never below 0 (nothing from a balance below zero). */
  chargeUpTo(userId: string, amount: number, type: LedgerType, line: LedgerLine) {
    const balance = this.party(this.sideOf(userId)).balance
    this.charge(userId, Math.min(amount, Math.max(0, balance)), type, line)
  }
  /** Gives back everything paid toward an unlock that never happened. */
  refundPayments() {
    for (const side of [1, 2] as const) {
      const amount = this.paidAmount(side)
      if (amount > 0)
        this.credit(this.id(side), amount, 'refund', LEDGER_LINES.named('refund', this.other(side)))
      if (side === 1) this.match.user1PaidAmount = 0
      else this.match.user2PaidAmount = 0
    }
  }
  end(now: Date, kind: UnmatchKind, initiatorId: string | null) {
    Object.assign(this.match, {
      unmatchedAt: now,
      unmatchKind: kind,
      unmatchInitiatorId: initiatorId,
      paymentExpiresAt: null,
      initialTimerExpiresAt: null,
      responseTimerExpiresAt: null,
      awaitingResponseFrom: null,
    } satisfies Partial<MatchState>)
    this.events.push({ type: 'unmatched', kind, initiatorId })
  }
  notify(userId: string, senderId: string, type: EconomyNotificationType, rematch = false) {
    this.notifications.push(rematch ? { userId, senderId, type, rematch } : { userId, senderId, type })
  }
  done(): Transition {
    return {
      ok: true,
      state: { match: this.match, parties: this.parties },
      ledger: this.ledger,
      notifications: this.notifications,
      events: this.events,
    }
  }
}
