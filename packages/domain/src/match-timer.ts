import { INTL_TAGS, type Locale, type MessageValues, type TextKey } from '@mithaq/i18n'
import { z } from 'zod'
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
 * What words a timer: a translator of the whole catalogue (the web's current one, the server's
 * for the recipient's account, `englishTranslator()` by default). Its `locale` picks the digits
 * and units of a countdown.
 */
export type TimerTranslator = ((key: TextKey, values?: MessageValues) => string) & {
  readonly locale?: Locale
}

/** The person a timer text names, and their sex for the languages whose words agree with it. */
type Named = { name: string; sex: Sex | null }
const named = (who: Named): MessageValues => ({ name: who.name, sex: who.sex })

/** The banner's title for a timer. */
export function matchTimerLabel(timer: MatchTimer, who: Named, t: TimerTranslator): string {
  if (timer.kind === 'payment_window') {
    return timer.turn === 'them' ? t('chat.timer.waitingUnlock', named(who)) : t('chat.timer.timeToUnlock')
  }
  if (timer.kind === 'first_message') return t('chat.timer.startConversation')
  return timer.turn === 'me' ? t('chat.timer.yourTurn') : t('chat.timer.waitingFor', named(who))
}

/** What happens when the timer ends, in plain words, for the user who reads it. */
export function matchTimerConsequence(timer: MatchTimer, who: Named, t: TimerTranslator): string {
  const penalty = t('tokens.count', { count: TOKEN_RULES.penalty })
  const values = { ...named(who), penalty }
  if (timer.kind === 'payment_window') {
    if (timer.turn === 'them') return t('chat.timer.payThem', values)
    if (timer.turn === 'me') return t('chat.timer.payMe', values)
    return t('chat.timer.payEither', { penalty })
  }
  if (timer.kind === 'first_message') return t('chat.timer.firstMessage')
  if (timer.turn === 'me') return t('chat.timer.replyMe', { penalty })
  return t('chat.timer.replyThem', values)
}

/** The Matches row's line: who must act and what, e.g. 'Your move · Reply'. */
export function matchTurnText(timer: MatchTimer, who: Named, t: TimerTranslator): string {
  if (timer.turn === 'them') return t('chat.timer.waitingFor', named(who))
  if (timer.kind === 'payment_window') return t('matches.turn.unlock')
  if (timer.kind === 'first_message') return t('matches.turn.firstMessage')
  return t('matches.turn.reply')
}

const unitFormats = new Map<string, Intl.NumberFormat>()
const listFormats = new Map<string, Intl.ListFormat>()

/** One number with its narrow unit in a language ('5m', '٥ د'), at least `digits` digits. */
function unit(tag: string, name: 'hour' | 'minute' | 'second', value: number, digits = 1): string {
  const key = `${tag}|${name}|${digits}`
  let format = unitFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: name,
      unitDisplay: 'narrow',
      minimumIntegerDigits: digits,
    })
    unitFormats.set(key, format)
  }
  return format.format(value)
}

function joinUnits(tag: string, parts: string[]): string {
  let list = listFormats.get(tag)
  if (!list) {
    list = new Intl.ListFormat(tag, { type: 'unit', style: 'narrow' })
    listFormats.set(tag, list)
  }
  return list.format(parts)
}

/**
 * A running timer with the language's own units (decision 278): "1h 05m", "4m 30s", "45s" in
 * English, "١ س و٠٥ د" in Arabic; null once it has run out.
 */
export function countdownIn(locale: Locale, msLeft: number): string | null {
  if (msLeft <= 0) return null
  const tag = INTL_TAGS[locale]
  const totalSeconds = Math.ceil(msLeft / 1000)
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  if (hours > 0) return joinUnits(tag, [unit(tag, 'hour', hours), unit(tag, 'minute', minutes, 2)])
  if (minutes > 0) return joinUnits(tag, [unit(tag, 'minute', minutes), unit(tag, 'second', seconds, 2)])
  return unit(tag, 'second', seconds)
}

/** "1h 05m left", or 'Expired', in the language of `t`. */
export function timeLeftText(msLeft: number, t: TimerTranslator): string {
  const left = countdownIn(t.locale ?? 'en', msLeft)
  return left ? t('chat.timer.left', { left }) : t('chat.timer.expired')
}
