import { describe, expect, it } from 'vitest'
import { englishTranslator } from './english-words'
import {
  applyAction,
  applyDueExpiries,
  canRematch,
  type EconomyState,
  type MatchAction,
  type MatchState,
  newMatchState,
  type Outcome,
  type Refusal,
  stepMatch,
  type Transition,
} from './token-economy'
import { TOKEN_RULES } from './tokens'

const english = englishTranslator()

const HOUR = 60 * 60 * 1000
const T0 = new Date('2026-03-01T10:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

function makeState(balances: [number, number] = [10, 10], match: Partial<MatchState> = {}): EconomyState {
  return {
    match: { ...newMatchState('a', 'b', T0), ...match },
    parties: [
      { id: 'a', name: 'Amina', sex: 'female', balance: balances[0] },
      { id: 'b', name: 'Bilal', sex: 'male', balance: balances[1] },
    ],
  }
}

function ok(outcome: Outcome | null): Transition {
  if (!outcome?.ok) throw new Error(`expected a transition, got ${JSON.stringify(outcome)}`)
  return outcome
}
function refused(outcome: Outcome): Refusal {
  if (outcome.ok) throw new Error('expected a refusal')
  return outcome
}
const balances = (t: Transition) => t.state.parties.map((p) => p.balance)
const run = (state: EconomyState, action: MatchAction, now = T0) => applyAction(state, action, now)

/** Both paid standard at T0: unlocked with the initial timer running. */
function unlocked(b: [number, number] = [10, 10]) {
  const first = ok(run(makeState(b), { type: 'pay', userId: 'a', express: false }))
  return ok(run(first.state, { type: 'pay', userId: 'b', express: false })).state
}

describe('payment', () => {
  it('charges 3 tokens for a standard payment, keeps the chat locked and tells the other user', () => {
    const t = ok(run(makeState(), { type: 'pay', userId: 'a', express: false }))
    expect(balances(t)).toEqual([7, 10])
    expect(t.ledger).toEqual([
      {
        userId: 'a',
        amount: -3,
        type: 'payment',
        kind: 'payment',
        params: { name: 'Bilal', sex: 'male' },
        description: 'Chat unlock with Bilal',
      },
    ])
    expect(t.state.match).toMatchObject({ user1Paid: true, user1PaidAmount: 3, chatUnlocked: false })
    expect(t.notifications).toEqual([{ userId: 'b', senderId: 'a', type: 'payment_required' }])
  })

  it('unlocks the chat when both have paid, starts the initial timer and tells both', () => {
    const first = ok(run(makeState(), { type: 'pay', userId: 'b', express: false }))
    const t = ok(run(first.state, { type: 'pay', userId: 'a', express: false }, at(HOUR)))
    expect(balances(t)).toEqual([7, 7])
    expect(t.state.match).toMatchObject({
      chatUnlocked: true,
      paymentExpiresAt: null,
      initialTimerExpiresAt: at(HOUR + TOKEN_RULES.initialTimerMs),
    })
    expect(t.events).toContainEqual({ type: 'unlocked', by: 'both' })
    expect(t.notifications).toEqual([
      { userId: 'a', senderId: 'b', type: 'chat_unlocked' },
      { userId: 'b', senderId: 'a', type: 'chat_unlocked' },
    ])
  })

  it('unlocks at once for both when one user pays express (6 tokens)', () => {
    const t = ok(run(makeState(), { type: 'pay', userId: 'b', express: true }))
    expect(balances(t)).toEqual([10, 4])
    expect(t.ledger[0]).toMatchObject({
      userId: 'b',
      amount: -6,
      type: 'express_payment',
      kind: 'express_payment',
      params: { name: 'Amina', sex: 'female' },
    })
    expect(t.state.match).toMatchObject({ chatUnlocked: true, user2PaidAmount: 6, user1Paid: false })
    expect(t.events).toContainEqual({ type: 'unlocked', by: 'express' })
  })

  it('refuses paying twice', () => {
    const first = ok(run(makeState(), { type: 'pay', userId: 'a', express: false }))
    const r = refused(run(first.state, { type: 'pay', userId: 'a', express: false }))
    expect(r).toMatchObject({
      reason: 'already_paid',
      code: 'CONFLICT',
      message: english('notices.alreadyPaid'),
    })
    expect(refused(run(first.state, { type: 'pay', userId: 'a', express: true })).reason).toBe('already_paid')
  })

  it('refuses paying once the chat is unlocked', () => {
    const express = ok(run(makeState(), { type: 'pay', userId: 'a', express: true })).state
    expect(refused(run(express, { type: 'pay', userId: 'b', express: false })).reason).toBe(
      'already_unlocked',
    )
  })

  it('refuses express once the other user has paid: 3 tokens unlock at once then', () => {
    const first = ok(run(makeState(), { type: 'pay', userId: 'a', express: false }))
    expect(refused(run(first.state, { type: 'pay', userId: 'b', express: true })).reason).toBe(
      'other_already_paid',
    )
  })

  it('refuses a payment with too few tokens, with the text of docs/product.md', () => {
    expect(refused(run(makeState([2, 10]), { type: 'pay', userId: 'a', express: false })).message).toBe(
      'Insufficient tokens. You need at least 3 tokens to unlock chat.',
    )
    expect(refused(run(makeState([5, 10]), { type: 'pay', userId: 'a', express: true })).message).toBe(
      english('notices.insufficientTokensForExpress'),
    )
    expect(
      ok(run(makeState([3, 10]), { type: 'pay', userId: 'a', express: false })).state.parties[0].balance,
    ).toBe(0)
  })

  it('answers not found to someone outside the match', () => {
    expect(refused(run(makeState(), { type: 'pay', userId: 'c', express: false }))).toMatchObject({
      reason: 'not_participant',
      code: 'NOT_FOUND',
    })
  })

  it('refuses paying after the payment window, which has ended the match', () => {
    const { expired, outcome } = stepMatch(
      makeState(),
      { type: 'pay', userId: 'a', express: false },
      at(48 * HOUR),
    )
    expect(expired).not.toBeNull()
    expect(refused(outcome)).toMatchObject({
      reason: 'payment_window_closed',
      message: english('notices.paymentWindowClosed'),
    })
  })
})

describe('payment window expiry', () => {
  it('is not due a moment before the window closes, and is due at the closing instant', () => {
    expect(applyDueExpiries(makeState(), at(48 * HOUR - 1))).toBeNull()
    expect(applyDueExpiries(makeState(), at(48 * HOUR))).not.toBeNull()
  })

  it('refunds the payer in full, penalises the non-payer 1 token and auto-unmatches', () => {
    const paid = ok(run(makeState(), { type: 'pay', userId: 'a', express: false })).state
    const t = ok(applyDueExpiries(paid, at(49 * HOUR)))
    expect(balances(t)).toEqual([10, 9])
    expect(t.ledger).toEqual([
      {
        userId: 'a',
        amount: 3,
        type: 'refund',
        kind: 'refund',
        params: { name: 'Bilal', sex: 'male' },
        description: 'Refund: chat with Bilal was not unlocked',
      },
      {
        userId: 'b',
        amount: -1,
        type: 'penalty',
        kind: 'payment_penalty',
        params: { name: 'Amina', sex: 'female' },
        description: 'Penalty: chat with Amina was not unlocked in time',
      },
    ])
    expect(t.state.match).toMatchObject({
      unmatchedAt: at(49 * HOUR),
      unmatchInitiatorId: null,
      unmatchKind: 'non_response',
      paymentExpiresAt: null,
    })
  })

  it('penalises both when neither paid, never below 0', () => {
    const t = ok(applyDueExpiries(makeState([0, 4]), at(48 * HOUR)))
    expect(balances(t)).toEqual([0, 3])
    expect(t.ledger).toEqual([expect.objectContaining({ userId: 'b', amount: -1, type: 'penalty' })])
  })

  it('does not run once the chat is unlocked', () => {
    const talking = ok(run(unlocked(), { type: 'sendMessage', userId: 'a' }, at(HOUR))).state
    expect(applyDueExpiries(talking, at(48 * HOUR))).toBeNull()
  })
})

describe('initial conversation timer', () => {
  it('auto-unmatches with no penalty and no refund when nobody writes within 24 hours', () => {
    const state = unlocked()
    expect(applyDueExpiries(state, at(24 * HOUR - 1))).toBeNull()
    const t = ok(applyDueExpiries(state, at(24 * HOUR)))
    expect(t.ledger).toEqual([])
    expect(balances(t)).toEqual([7, 7])
    expect(t.state.match).toMatchObject({ unmatchKind: 'non_response', unmatchInitiatorId: null })
    expect(t.events).toContainEqual({ type: 'expired', timer: 'initial' })
  })
})

describe('messages and the response timer', () => {
  it('awaits the recipient, restarts the response timer and clears the initial timer', () => {
    const t = ok(run(unlocked(), { type: 'sendMessage', userId: 'a' }, at(HOUR)))
    expect(t.state.match).toMatchObject({
      awaitingResponseFrom: 'b',
      responseTimerExpiresAt: at(HOUR + TOKEN_RULES.responseTimerMs),
      initialTimerExpiresAt: null,
      lastMessageAt: at(HOUR),
    })
    expect(t.notifications).toEqual([{ userId: 'b', senderId: 'a', type: 'message' }])
    const reply = ok(run(t.state, { type: 'sendMessage', userId: 'b' }, at(2 * HOUR)))
    expect(reply.state.match).toMatchObject({
      awaitingResponseFrom: 'a',
      responseTimerExpiresAt: at(2 * HOUR + TOKEN_RULES.responseTimerMs),
    })
  })

  it('penalises the awaited user and auto-unmatches when the response timer expires', () => {
    const sent = ok(run(unlocked(), { type: 'sendMessage', userId: 'a' }, at(HOUR))).state
    const t = ok(applyDueExpiries(sent, at(HOUR + 48 * HOUR)))
    expect(balances(t)).toEqual([7, 6])
    expect(t.ledger).toEqual([
      {
        userId: 'b',
        amount: -1,
        type: 'penalty',
        kind: 'response_penalty',
        params: { name: 'Amina', sex: 'female' },
        description: 'Penalty: no reply to Amina in time',
      },
    ])
    expect(t.state.match).toMatchObject({ unmatchKind: 'non_response', awaitingResponseFrom: null })
  })

  it('refuses a message in a locked chat, with the text of docs/product.md', () => {
    expect(refused(run(makeState(), { type: 'sendMessage', userId: 'a' })).message).toBe(
      'Chat locked: Both users must pay to unlock chat before sending messages',
    )
  })

  it("refuses a message in an unmatched chat with 'Cannot send message'", () => {
    const ended = ok(run(unlocked(), { type: 'unmatch', userId: 'a' })).state
    expect(refused(run(ended, { type: 'sendMessage', userId: 'b' })).message).toBe('Cannot send message')
  })

  it('refuses a message sent at the very instant the response timer expires', () => {
    const sent = ok(run(unlocked(), { type: 'sendMessage', userId: 'a' }, at(HOUR))).state
    const { expired, outcome } = stepMatch(sent, { type: 'sendMessage', userId: 'b' }, at(HOUR + 48 * HOUR))
    expect(expired?.events).toContainEqual({ type: 'expired', timer: 'response' })
    expect(refused(outcome).message).toBe(english('notices.cannotSendMessage'))
  })
})

describe('manual unmatch', () => {
  it('charges 1 token once the chat was unlocked, and refunds nothing', () => {
    const t = ok(run(unlocked(), { type: 'unmatch', userId: 'b' }, at(HOUR)))
    expect(balances(t)).toEqual([7, 6])
    expect(t.ledger).toEqual([
      {
        userId: 'b',
        amount: -1,
        type: 'unmatch_fee',
        kind: 'unmatch_fee',
        params: { name: 'Amina', sex: 'female' },
        description: 'Unmatch fee (Amina)',
      },
    ])
    expect(t.state.match).toMatchObject({
      unmatchKind: 'manual',
      unmatchInitiatorId: 'b',
      unmatchedAt: at(HOUR),
    })
  })

  it("charges 3 tokens while locked and refunds the other user's payment", () => {
    const paid = ok(run(makeState(), { type: 'pay', userId: 'b', express: false })).state
    const t = ok(run(paid, { type: 'unmatch', userId: 'a' }))
    expect(balances(t)).toEqual([7, 10])
    expect(t.ledger).toEqual([
      expect.objectContaining({ userId: 'b', amount: 3, type: 'refund' }),
      expect.objectContaining({ userId: 'a', amount: -3, type: 'unmatch_fee' }),
    ])
  })

  it('charges the fee up to the balance, never below 0', () => {
    expect(balances(ok(run(makeState([1, 10]), { type: 'unmatch', userId: 'a' })))).toEqual([0, 10])
    const none = ok(run(makeState([0, 10]), { type: 'unmatch', userId: 'a' }))
    expect(none.ledger).toEqual([])
    expect(none.state.match.unmatchedAt).toEqual(T0)
  })

  it('refuses unmatching twice', () => {
    const ended = ok(run(unlocked(), { type: 'unmatch', userId: 'a' })).state
    expect(refused(run(ended, { type: 'unmatch', userId: 'a' }))).toMatchObject({
      reason: 'already_unmatched',
    })
    expect(refused(run(ended, { type: 'unmatch', userId: 'b' }))).toMatchObject({
      reason: 'already_unmatched',
    })
  })
})

describe('block and report', () => {
  it('ends the match with no fee and refunds unspent payments', () => {
    const paid = ok(run(makeState(), { type: 'pay', userId: 'a', express: false })).state
    const t = ok(run(paid, { type: 'block', userId: 'b' }))
    expect(balances(t)).toEqual([10, 10])
    expect(t.ledger).toEqual([expect.objectContaining({ userId: 'a', amount: 3, type: 'refund' })])
    expect(t.state.match).toMatchObject({ unmatchKind: 'block', unmatchInitiatorId: 'b' })
  })

  it('refunds nothing once the payments were spent on an unlocked chat', () => {
    expect(ok(run(unlocked(), { type: 'block', userId: 'a' })).ledger).toEqual([])
  })

  it('rules out a rematch, even when the block comes after an unmatch', () => {
    const blocked = ok(run(unlocked(), { type: 'block', userId: 'a' })).state
    expect(refused(run(blocked, { type: 'rematch', userId: 'a' })).reason).toBe('rematch_impossible')
    const unmatched = ok(run(unlocked(), { type: 'unmatch', userId: 'a' })).state
    const blockedLater = ok(run(unmatched, { type: 'block', userId: 'b' })).state
    expect(blockedLater.match.unmatchKind).toBe('block')
    expect(refused(run(blockedLater, { type: 'rematch', userId: 'a' })).message).toBe(
      english('notices.rematchNoLongerPossible', { name: 'Bilal', sex: 'male' }),
    )
  })
})

describe('deactivation', () => {
  it('ends the match like a block: no fee, unspent payments refunded', () => {
    const paid = ok(run(makeState(), { type: 'pay', userId: 'b', express: false })).state
    const t = ok(run(paid, { type: 'deactivate', userId: 'a' }))
    expect(balances(t)).toEqual([10, 10])
    expect(t.state.match).toMatchObject({ unmatchKind: 'deactivation', unmatchInitiatorId: 'a' })
  })
})

describe('rematch', () => {
  it('lets the initiator of a manual unmatch rematch for 3 tokens, resetting the payment', () => {
    const ended = ok(run(unlocked(), { type: 'unmatch', userId: 'a' }, at(HOUR))).state
    const t = ok(run(ended, { type: 'rematch', userId: 'a' }, at(2 * HOUR)))
    expect(balances(t)).toEqual([3, 7])
    expect(t.ledger).toEqual([
      {
        userId: 'a',
        amount: -3,
        type: 'rematch',
        kind: 'rematch',
        params: { name: 'Bilal', sex: 'male' },
        description: 'Rematch with Bilal',
      },
    ])
    expect(t.state.match).toMatchObject({
      unmatchedAt: null,
      unmatchInitiatorId: null,
      user1Paid: false,
      user2Paid: false,
      chatUnlocked: false,
      paymentExpiresAt: at(2 * HOUR + TOKEN_RULES.paymentWindowMs),
    })
    expect(t.notifications).toEqual([{ userId: 'b', senderId: 'a', type: 'match', rematch: true }])
  })

  it('refuses the other user of a manual unmatch, with the text of docs/product.md', () => {
    const ended = ok(run(unlocked(), { type: 'unmatch', userId: 'a' })).state
    expect(canRematch(ended.match, 'b')).toBe(false)
    expect(refused(run(ended, { type: 'rematch', userId: 'b' }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Cannot rematch: You cannot rematch with Amina because they unmatched with you.',
    })
  })

  it('lets either user rematch after an automatic unmatch', () => {
    const ended = ok(applyDueExpiries(makeState(), at(48 * HOUR))).state
    expect(canRematch(ended.match, 'a') && canRematch(ended.match, 'b')).toBe(true)
    expect(ok(run(ended, { type: 'rematch', userId: 'b' }, at(49 * HOUR))).state.match.unmatchedAt).toBeNull()
  })

  it('refuses with too few tokens, with the text of docs/product.md', () => {
    const ended = ok(run(makeState([3, 10]), { type: 'unmatch', userId: 'a' })).state
    expect(ended.parties[0].balance).toBe(0)
    expect(refused(run(ended, { type: 'rematch', userId: 'a' })).message).toBe(
      'Insufficient tokens: You need at least 3 tokens to rematch.',
    )
  })

  it('refuses an active match', () => {
    expect(refused(run(makeState(), { type: 'rematch', userId: 'a' })).reason).toBe('still_matched')
  })

  it('is never possible after Remove Forever, by either side', () => {
    const ended = ok(applyDueExpiries(makeState(), at(48 * HOUR))).state
    const removed = ok(run(ended, { type: 'removeForever', userId: 'b' })).state
    expect(refused(run(removed, { type: 'rematch', userId: 'b' })).reason).toBe('rematch_impossible')
    expect(refused(run(removed, { type: 'rematch', userId: 'a' })).reason).toBe('rematch_impossible')
  })
})

describe('Remove Forever', () => {
  it('hides the unmatched profile from my side only', () => {
    const ended = ok(run(unlocked(), { type: 'unmatch', userId: 'a' })).state
    const t = ok(run(ended, { type: 'removeForever', userId: 'a' }))
    expect(t.state.match).toMatchObject({ hiddenByProfile1: true, hiddenByProfile2: false })
    expect(t.ledger).toEqual([])
  })

  it('refuses an active match and a second removal', () => {
    expect(refused(run(makeState(), { type: 'removeForever', userId: 'a' })).reason).toBe('not_unmatched')
    const ended = ok(run(unlocked(), { type: 'unmatch', userId: 'a' })).state
    const removed = ok(run(ended, { type: 'removeForever', userId: 'a' })).state
    expect(refused(run(removed, { type: 'removeForever', userId: 'a' })).reason).toBe('already_removed')
  })
})
