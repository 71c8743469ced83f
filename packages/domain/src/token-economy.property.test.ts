import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dueTimer,
  type EconomyState,
  type LedgerEntry,
  type MatchAction,
  newMatchState,
  stepMatch,
} from './token-economy'
import { TOKEN_RULES } from './tokens'

const HOUR = 60 * 60 * 1000
const USERS = ['a', 'b'] as const
const T0 = new Date('2026-03-01T10:00:00Z').getTime()

type Step = { kind: 'act'; action: MatchAction } | { kind: 'wait'; ms: number }

const user = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string>('a', 'b') },
  { weight: 1, arbitrary: fc.constant('stranger') },
)
// Weighted toward paying and talking, so long conversations and every timer get explored.
const actionArb: fc.Arbitrary<MatchAction> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('pay' as const), userId: user, express: fc.boolean() }),
  },
  { weight: 6, arbitrary: fc.record({ type: fc.constant('sendMessage' as const), userId: user }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('unmatch' as const), userId: user }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('block' as const), userId: user }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('deactivate' as const), userId: user }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('rematch' as const), userId: user }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('removeForever' as const), userId: user }) },
)
// Clock jumps that land just before, on and after every timer's deadline, plus anything in between.
const waitArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 1, HOUR, 24 * HOUR - 1, 24 * HOUR, 48 * HOUR - 1, 48 * HOUR) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 72 * HOUR }) },
)
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: actionArb.map((action) => ({ kind: 'act' as const, action })) },
  { weight: 1, arbitrary: waitArb.map((ms) => ({ kind: 'wait' as const, ms })) },
)

const sumFor = (ledger: LedgerEntry[], id: string, types?: string[]) =>
  ledger
    .filter((e) => e.userId === id && (!types || types.includes(e.type)))
    .reduce((s, e) => s + e.amount, 0)

function checkRun([startA, startB]: [number, number], steps: Step[]) {
  let now = T0
  let state: EconomyState = {
    match: newMatchState('a', 'b', new Date(now)),
    parties: [
      { id: 'a', name: 'Amina', sex: 'female', balance: startA },
      { id: 'b', name: 'Bilal', sex: 'male', balance: startB },
    ],
  }
  const start = { a: startA, b: startB }
  const ledger: LedgerEntry[] = []
  // Payments made since the match (or its last rematch) started.
  let roundPayments: LedgerEntry[] = []

  for (const s of steps) {
    if (s.kind === 'wait') {
      now += s.ms
      continue
    }
    const before = state.match
    const at = new Date(now)
    const { expired, outcome } = stepMatch(state, s.action, at)
    const transitions = [expired, outcome.ok ? outcome : null].filter((t) => t !== null)

    for (const t of transitions) {
      for (const e of t.ledger) expect(e.amount).not.toBe(0)
      ledger.push(...t.ledger)
      roundPayments.push(...t.ledger.filter((e) => e.type === 'payment' || e.type === 'express_payment'))
      const wasActive = state.match.unmatchedAt === null
      const endedNow = wasActive && t.state.match.unmatchedAt !== null
      if (endedNow && !t.state.match.chatUnlocked) {
        // A chat that never unlocked gives every payment back, whoever ended it.
        for (const id of USERS) {
          expect(sumFor(t.ledger, id, ['refund'])).toBe(0 - sumFor(roundPayments, id))
        }
      }
      if (endedNow && t.state.match.chatUnlocked) {
        expect(t.ledger.filter((e) => e.type === 'refund')).toEqual([])
      }
      if (t.events.some((e) => e.type === 'rematched')) roundPayments = []
      state = t.state
    }

    if (s.action.type === 'sendMessage' && outcome.ok) {
      // Accepted only by an active, unlocked chat with no timer already run out.
      expect(dueTimer(before, at)).toBeNull()
      expect(before.unmatchedAt).toBeNull()
      expect(before.chatUnlocked).toBe(true)
    }
    if (s.action.userId === 'stranger') expect(outcome).toMatchObject({ ok: false, code: 'NOT_FOUND' })

    for (const [i, id] of USERS.entries()) {
      const balance = state.parties[i]!.balance
      expect(balance).toBeGreaterThanOrEqual(0)
      expect(balance).toBe(start[id] + sumFor(ledger, id))
    }
    if (state.match.unmatchedAt !== null) {
      expect(state.match).toMatchObject({
        paymentExpiresAt: null,
        initialTimerExpiresAt: null,
        responseTimerExpiresAt: null,
        awaitingResponseFrom: null,
      })
    }
  }
}

describe('the token economy, for any sequence of actions and clock jumps', () => {
  it('keeps every balance equal to its ledger and never negative, never lets a locked or unmatched chat take a message, and refunds every payment of a chat that never unlocked', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 })),
        fc.array(stepArb, { maxLength: 60 }),
        checkRun,
      ),
      { numRuns: 2000 },
    )
  })

  it('holds the same invariants through long paid conversations and their timers', () => {
    const conversationArb: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 2,
        arbitrary: fc
          .record({
            type: fc.constant('pay' as const),
            userId: fc.constantFrom('a', 'b'),
            express: fc.boolean(),
          })
          .map((action) => ({ kind: 'act' as const, action })),
      },
      {
        weight: 8,
        arbitrary: fc
          .record({ type: fc.constant('sendMessage' as const), userId: fc.constantFrom('a', 'b') })
          .map((action) => ({ kind: 'act' as const, action })),
      },
      {
        weight: 1,
        arbitrary: fc
          .record({ type: fc.constant('rematch' as const), userId: fc.constantFrom('a', 'b') })
          .map((action) => ({ kind: 'act' as const, action })),
      },
      { weight: 3, arbitrary: waitArb.map((ms) => ({ kind: 'wait' as const, ms })) },
    )
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 })),
        fc.array(conversationArb, { maxLength: 80 }),
        checkRun,
      ),
      { numRuns: 1000 },
    )
  })

  it('charges exactly the configured amounts for payments, fees and rematches', () => {
    const allowed: Record<string, number[]> = {
      payment: [-TOKEN_RULES.unlockStandard],
      express_payment: [-TOKEN_RULES.unlockExpress],
      rematch: [-TOKEN_RULES.rematch],
      penalty: [-TOKEN_RULES.penalty],
      unmatch_fee: [-1, -2, -3],
      refund: [TOKEN_RULES.unlockStandard, TOKEN_RULES.unlockExpress],
    }
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let now = T0
        let state: EconomyState = {
          match: newMatchState('a', 'b', new Date(now)),
          parties: [
            { id: 'a', name: 'Amina', sex: 'female', balance: 10 },
            { id: 'b', name: 'Bilal', sex: 'male', balance: 10 },
          ],
        }
        for (const s of steps) {
          if (s.kind === 'wait') {
            now += s.ms
            continue
          }
          const { expired, outcome } = stepMatch(state, s.action, new Date(now))
          for (const t of [expired, outcome.ok ? outcome : null]) {
            if (!t) continue
            for (const e of t.ledger) expect(allowed[e.type]).toContain(e.amount)
            state = t.state
          }
        }
      }),
      { numRuns: 500 },
    )
  })
})
