import { z } from 'zod'
import { formatCountdown, tokensLabel } from './display-format'
import { REMINDER_KINDS } from './notifications'
import type { Sex } from './profile'
import { TOKEN_RULES } from './tokens'

/**
 * The one timer of a match that runs now, seen by one of its two users: which timer, when it ends
 * and whose move it is. The chat banner, the Matches rows and the reminders all describe it the
 * same way, so a user always knows who must act, by when, and what happens otherwise.
 */
export const MATCH_TIMER_KINDS = REMINDER_KINDS
export type MatchTimerKind = (typeof MATCH_TIMER_KINDS)[number]

/** 'me': I must act; 'them': the other user must; 'either': whichever of us acts first. */
export const MATCH_TURNS = ['me', 'them', 'either'] as const
export type MatchTurn = (typeof MATCH_TURNS)[number]

export const matchTimerSchema = z.object({
  kind: z.enum(MATCH_TIMER_KINDS),
  expiresAt: z.iso.datetime({ offset: true }),
  turn: z.enum(MATCH_TURNS),
})
export type MatchTimer = z.infer<typeof matchTimerSchema>

/** What a match's timer depends on, from one user's side. */
export interface MatchTimerInput {
  status: 'locked' | 'unlocked' | 'unmatched'
  iPaid: boolean
  theyPaid: boolean
  paymentExpiresAt: string | null
  initialTimerExpiresAt: string | null
  responseTimerExpiresAt: string | null
  awaitingResponseFrom: 'me' | 'them' | null
}

/** The running timer, or null (unmatched, or nothing runs). */
export function runningMatchTimer(m: MatchTimerInput): MatchTimer | null {
  if (m.status === 'unmatched') return null
  if (m.status === 'locked') {
    if (!m.paymentExpiresAt) return null
    // Each pays for a standard unlock: after one has paid, it is the other's move.
    const turn: MatchTurn = m.iPaid === m.theyPaid ? 'either' : m.iPaid ? 'them' : 'me'
    return { kind: 'payment_window', expiresAt: m.paymentExpiresAt, turn }
  }
  if (m.awaitingResponseFrom && m.responseTimerExpiresAt) {
    return { kind: 'reply', expiresAt: m.responseTimerExpiresAt, turn: m.awaitingResponseFrom }
  }
  return m.initialTimerExpiresAt
    ? { kind: 'first_message', expiresAt: m.initialTimerExpiresAt, turn: 'either' }
    : null
}

/**
 * The banner's title for a timer. `name` and `sex` are the other person's: whoever words these in
 * the catalogue passes both, for the languages whose words agree with them (decision 300).
 */
export function matchTimerLabel(timer: MatchTimer, name: string, _sex: Sex | null): string {
  if (timer.kind === 'payment_window') {
    return timer.turn === 'them' ? `Waiting for ${name} to unlock` : 'Time left to unlock this chat'
  }
  if (timer.kind === 'first_message') return 'Start a conversation'
  return timer.turn === 'me' ? 'Your turn to respond' : `Waiting for ${name}`
}

/** What happens when the timer ends, in plain words, for the user who reads it. */
export function matchTimerConsequence(timer: MatchTimer, name: string, _sex: Sex | null): string {
  const penalty = tokensLabel(TOKEN_RULES.penalty)
  if (timer.kind === 'payment_window') {
    if (timer.turn === 'them') {
      return `You have paid. If ${name} does not pay before the time runs out, your tokens come back to you, ${name} loses ${penalty}, and the match ends.`
    }
    if (timer.turn === 'me') {
      return `${name} has paid. If you do not pay before the time runs out, you lose ${penalty}, ${name} is refunded, and the match ends.`
    }
    return `If the chat is not unlocked before the time runs out, whoever paid is refunded, whoever did not pay loses ${penalty}, and the match ends.`
  }
  if (timer.kind === 'first_message') {
    return 'If neither of you sends a first message before the time runs out, the match ends. Tokens spent to unlock are not refunded.'
  }
  if (timer.turn === 'me') {
    return `If you do not reply before the time runs out, you lose ${penalty} and the match ends.`
  }
  return `If ${name} does not reply before the time runs out, ${name} loses ${penalty} and the match ends.`
}

/** The Matches row's line: who must act and what, e.g. 'Your move · Reply'. */
export function matchTurnText(timer: MatchTimer, name: string, _sex: Sex | null): string {
  if (timer.turn === 'them') return `Waiting for ${name}`
  const what =
    timer.kind === 'payment_window'
      ? 'Unlock the chat'
      : timer.kind === 'first_message'
        ? 'Send the first message'
        : 'Reply'
  return `Your move · ${what}`
}

/** "1h 05m left", or 'Expired'. */
export function timeLeftText(msLeft: number): string {
  const left = formatCountdown(msLeft)
  return left ? `${left} left` : 'Expired'
}
