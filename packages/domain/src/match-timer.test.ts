import { describe, expect, it } from 'vitest'
import { type MatchTimerInput, matchTimerConsequence, matchTurnText, runningMatchTimer } from './match-timer'

const base: MatchTimerInput = {
  status: 'locked',
  iPaid: false,
  theyPaid: false,
  paymentExpiresAt: '2026-11-25T10:00:00.000Z',
  initialTimerExpiresAt: null,
  responseTimerExpiresAt: null,
  awaitingResponseFrom: null,
}

describe('runningMatchTimer', () => {
  it('gives the payment window to whoever has not paid', () => {
    expect(runningMatchTimer(base)).toMatchObject({ kind: 'payment_window', turn: 'either' })
    expect(runningMatchTimer({ ...base, iPaid: true })?.turn).toBe('them')
    expect(runningMatchTimer({ ...base, theyPaid: true })?.turn).toBe('me')
  })

  it('runs the first-message timer for either user, then the reply timer for the awaited one', () => {
    const unlocked = {
      ...base,
      status: 'unlocked' as const,
      initialTimerExpiresAt: '2026-11-24T10:00:00.000Z',
    }
    expect(runningMatchTimer(unlocked)).toMatchObject({ kind: 'first_message', turn: 'either' })
    const replying = {
      ...unlocked,
      initialTimerExpiresAt: null,
      responseTimerExpiresAt: '2026-11-26T10:00:00.000Z',
      awaitingResponseFrom: 'me' as const,
    }
    expect(runningMatchTimer(replying)).toMatchObject({ kind: 'reply', turn: 'me' })
  })

  it('has no timer once unmatched', () => {
    expect(runningMatchTimer({ ...base, status: 'unmatched' })).toBeNull()
  })
})

describe('timer texts', () => {
  it('say who acts and what happens when the time runs out', () => {
    const reply = { kind: 'reply' as const, expiresAt: base.paymentExpiresAt!, turn: 'them' as const }
    expect(matchTurnText(reply, 'Amina', 'female')).toBe('Waiting for Amina')
    expect(matchTimerConsequence(reply, 'Amina', 'female')).toBe(
      'If Amina does not reply before the time runs out, Amina loses 1 token and the match ends.',
    )
    const pay = {
      kind: 'payment_window' as const,
      expiresAt: base.paymentExpiresAt!,
      turn: 'either' as const,
    }
    expect(matchTurnText(pay, 'Amina', 'female')).toBe('Your move · Unlock the chat')
    expect(matchTimerConsequence(pay, 'Amina', 'female')).toContain('whoever paid is refunded')
  })
})
