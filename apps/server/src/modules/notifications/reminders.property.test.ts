import { REMINDER_MINUTES_BEFORE, runningMatchTimer } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matches } from '../../db/schema'
import { insertMembers } from '../../test/liked-fixtures'
import { openTestDatabase } from '../../test/test-database'
import { insertMatch } from '../matches/matches.test-helpers'
import { sendDueReminders } from './reminders'

const MINUTE = 60_000
const LONGEST = Math.max(...REMINDER_MINUTES_BEFORE)

let database: Awaited<ReturnType<typeof openTestDatabase>>
let pair: [string, string]
beforeAll(async () => {
  database = await openTestDatabase()
  const [a, b] = await insertMembers(database.db, [{ sex: 'female' }, { sex: 'male' }])
  pair = a! < b! ? [a!, b!] : [b!, a!]
})
afterAll(() => database.close())

/** A deadline in minutes from now: past, inside the reminders' reach, or beyond it; or none. */
const deadline = fc.option(fc.integer({ min: -60, max: LONGEST + 120 }), { nil: null })

/** A match's timer columns in any combination the table allows. */
const matchState = fc.record({
  unmatched: fc.boolean(),
  chatUnlocked: fc.boolean(),
  user1Paid: fc.boolean(),
  user2Paid: fc.boolean(),
  payment: deadline,
  initial: deadline,
  response: deadline,
  awaiting: fc.constantFrom(null, 0, 1),
})
type MatchState = typeof matchState extends fc.Arbitrary<infer T> ? T : never

/** Who the domain says must be reminded now: each side whose move the running timer is, if it ends within reach. */
function expectedReminders(s: MatchState, now: Date): string[] {
  const at = (minutes: number | null) =>
    minutes === null ? null : new Date(now.getTime() + minutes * MINUTE)
  const out: string[] = []
  for (const [side, me] of pair.entries()) {
    const other = pair[1 - side]!
    const timer = runningMatchTimer({
      status: s.unmatched ? 'unmatched' : s.chatUnlocked ? 'unlocked' : 'locked',
      iPaid: side === 0 ? s.user1Paid : s.user2Paid,
      theyPaid: side === 0 ? s.user2Paid : s.user1Paid,
      paymentExpiresAt: at(s.payment)?.toISOString() ?? null,
      initialTimerExpiresAt: at(s.initial)?.toISOString() ?? null,
      responseTimerExpiresAt: at(s.response)?.toISOString() ?? null,
      awaitingResponseFrom: s.awaiting === null ? null : s.awaiting === side ? 'me' : 'them',
    })
    if (!timer || timer.turn === 'them') continue
    const left = Date.parse(timer.expiresAt) - now.getTime()
    if (left > 0 && left <= LONGEST * MINUTE) out.push(`${timer.kind} to ${me} from ${other}`)
  }
  return out.sort()
}

describe('the reminders the database sends and the domain’s running timer', () => {
  it('remind the same person of the same timer, for any state of a match', async () => {
    let now = new Date('2026-06-01T00:00:00Z')
    const kindsSent = new Set<string>()
    await fc.assert(
      fc.asyncProperty(matchState, async (s) => {
        // Each run is a fresh match a day later, so earlier runs' timers are long past.
        now = new Date(now.getTime() + 24 * 60 * MINUTE + LONGEST * 2 * MINUTE)
        const at = (minutes: number | null) =>
          minutes === null ? null : new Date(now.getTime() + minutes * MINUTE)
        const matchId = await insertMatch(database.db, pair[0], pair[1], now, {
          unmatchedAt: s.unmatched ? now : null,
          chatUnlocked: s.chatUnlocked,
          user1Paid: s.user1Paid,
          user2Paid: s.user2Paid,
          paymentExpiresAt: at(s.payment),
          initialTimerExpiresAt: at(s.initial),
          responseTimerExpiresAt: at(s.response),
          awaitingResponseFrom: s.awaiting === null ? null : pair[s.awaiting],
        })
        try {
          const sent = await sendDueReminders(database.db, now)
          const got = sent.map((r) => `${r.content} to ${r.userId} from ${r.senderId}`).sort()
          expect(got).toEqual(expectedReminders(s, now))
          for (const r of sent) kindsSent.add(r.content ?? '')
        } finally {
          await database.db.delete(matches).where(eq(matches.id, matchId))
        }
      }),
      { numRuns: 150, seed: 20_2611 },
    )
    // The runs reached every kind of reminder, not only matches with nothing to send.
    expect([...kindsSent].sort()).toEqual(['first_message', 'payment_window', 'reply'])
  })
})
