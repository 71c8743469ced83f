import { createTranslator, loadCatalogue, type TextKey } from '@mithaq/i18n'
import english from '@mithaq/i18n/catalogues/en'
import { describe, expect, it } from 'vitest'
import { englishTranslator } from './english-words'
import {
  countdownIn,
  type MatchTimer,
  type MatchTimerInput,
  matchTimerConsequence,
  matchTimerLabel,
  matchTurnText,
  runningMatchTimer,
  timeLeftText,
} from './match-timer'
import { notificationMessage } from './notification-message'

const arabic = await loadCatalogue('ar')
const french = await loadCatalogue('fr')

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
    expect(matchTurnText(reply, { name: 'Amina', sex: 'female' }, englishTranslator())).toBe(
      'Waiting for Amina',
    )
    expect(matchTimerConsequence(reply, { name: 'Amina', sex: 'female' }, englishTranslator())).toBe(
      'If Amina does not reply before the time runs out, Amina loses 1 token and the match ends.',
    )
    const pay = {
      kind: 'payment_window' as const,
      expiresAt: base.paymentExpiresAt!,
      turn: 'either' as const,
    }
    expect(matchTurnText(pay, { name: 'Amina', sex: 'female' }, englishTranslator())).toBe(
      'Your move · Unlock the chat',
    )
    expect(matchTimerConsequence(pay, { name: 'Amina', sex: 'female' }, englishTranslator())).toContain(
      'whoever paid is refunded',
    )
  })
})

const inArabic = createTranslator<TextKey>('ar', arabic, english)
const inFrench = createTranslator<TextKey>('fr', french, english)
/** Every timer a member can meet: each kind, each turn. */
const everyTimer: MatchTimer[] = (['payment_window', 'first_message', 'reply'] as const).flatMap((kind) =>
  (['me', 'them', 'either'] as const).map((turn) => ({ kind, turn, expiresAt: base.paymentExpiresAt! })),
)
const LATIN_LETTER = /[A-Za-z]/
const LATIN_DIGIT = /[0-9]/

describe('timer texts in English', () => {
  it("are the specification's, word for word", () => {
    const pay = { kind: 'payment_window' as const, expiresAt: base.paymentExpiresAt!, turn: 'them' as const }
    expect(matchTimerLabel(pay, { name: 'Amina', sex: 'female' }, englishTranslator())).toBe(
      'Waiting for Amina to unlock',
    )
    expect(
      matchTimerLabel({ ...pay, turn: 'me' }, { name: 'Amina', sex: 'female' }, englishTranslator()),
    ).toBe('Time left to unlock this chat')
    expect(
      matchTimerLabel(
        { ...pay, kind: 'first_message' },
        { name: 'Amina', sex: 'female' },
        englishTranslator(),
      ),
    ).toBe('Start a conversation')
    expect(
      matchTimerLabel(
        { ...pay, kind: 'reply', turn: 'me' },
        { name: 'Amina', sex: 'female' },
        englishTranslator(),
      ),
    ).toBe('Your turn to respond')
    expect(
      matchTimerConsequence({ ...pay, turn: 'me' }, { name: 'Amina', sex: 'female' }, englishTranslator()),
    ).toBe(
      'Amina has paid. If you do not pay before the time runs out, you lose 1 token, Amina is refunded, and the match ends.',
    )
    expect(
      matchTurnText(
        { ...pay, kind: 'reply', turn: 'me' },
        { name: 'Amina', sex: 'female' },
        englishTranslator(),
      ),
    ).toBe('Your move · Reply')
    expect(timeLeftText((60 + 5) * 60_000, englishTranslator())).toBe('1h 05m left')
    expect(timeLeftText((4 * 60 + 30) * 1000, englishTranslator())).toBe('4m 30s left')
    expect(timeLeftText(45_000, englishTranslator())).toBe('45s left')
    expect(timeLeftText(0, englishTranslator())).toBe('Expired')
    expect(countdownIn('en', 48 * 3_600_000)).toBe('48h 00m')
  })
})

describe('timer texts in another language', () => {
  it('say every timer in Arabic, with Arabic digits and no English word', () => {
    for (const timer of everyTimer) {
      for (const text of [
        matchTimerLabel(timer, { name: 'أمينة', sex: 'female' }, inArabic),
        matchTimerConsequence(timer, { name: 'أمينة', sex: 'female' }, inArabic),
        matchTurnText(timer, { name: 'أمينة', sex: 'female' }, inArabic),
      ]) {
        expect(text).not.toMatch(LATIN_LETTER)
      }
    }
    const left = timeLeftText((60 + 5) * 60_000, inArabic)
    expect(left).toContain('١')
    expect(left).not.toMatch(LATIN_LETTER)
    expect(left).not.toMatch(LATIN_DIGIT)
    expect(timeLeftText(0, inArabic)).toBe('انتهى الوقت')
    // The penalty in Arabic's own plural form for one: 'عملة واحدة'-like words, not '1 token'.
    expect(matchTimerConsequence(everyTimer[0]!, { name: 'أمينة', sex: 'female' }, inArabic)).not.toContain(
      'token',
    )
  })

  it('say every timer in French', () => {
    expect(matchTimerLabel(everyTimer[1]!, { name: 'Amina', sex: 'female' }, inFrench)).toBe(
      inFrench('chat.timer.waitingUnlock', { name: 'Amina', sex: 'female' }),
    )
    expect(timeLeftText((4 * 60 + 30) * 1000, inFrench)).toBe(
      inFrench('chat.timer.left', { left: countdownIn('fr', (4 * 60 + 30) * 1000) }),
    )
    expect(timeLeftText((4 * 60 + 30) * 1000, inFrench)).toMatch(/^Encore 4\s?min 30\s?s$/)
    for (const timer of everyTimer) {
      expect(matchTimerConsequence(timer, { name: 'Amina', sex: 'female' }, inFrench)).not.toMatch(
        /\b(the|you|match ends|token)\b/,
      )
    }
  })

  it("word a reminder's time left and rule in the reader's language, as the bell shows it", () => {
    const now = new Date('2026-11-25T08:55:00.000Z') // 1 h 05 min before base.paymentExpiresAt
    const reply: MatchTimer = { kind: 'reply', turn: 'me', expiresAt: base.paymentExpiresAt! }
    const n = {
      type: 'reminder' as const,
      senderName: 'أمينة',
      senderSex: 'female' as const,
      content: 'reply',
    }
    const arabicWords = notificationMessage(n, { timer: reply, now }, inArabic)
    for (const text of [arabicWords.title, arabicWords.body, arabicWords.more!]) {
      expect(text).not.toMatch(LATIN_LETTER)
      expect(text).not.toMatch(LATIN_DIGIT)
    }
    expect(arabicWords.more).toContain(timeLeftText(65 * 60_000, inArabic))
    // Not known yet, ran out: the rule is still worded in Arabic.
    expect(notificationMessage(n, { timer: undefined, now }, inArabic).more).not.toMatch(LATIN_LETTER)
    const ranOut = notificationMessage(
      n,
      { timer: reply, now: new Date('2026-11-25T11:00:00.000Z') },
      inArabic,
    )
    expect(ranOut.more).not.toMatch(LATIN_LETTER)

    const french = notificationMessage({ ...n, senderName: 'Amina' }, { timer: reply, now }, inFrench)
    expect(french.more).toMatch(/se termine bientôt\s:\sEncore 1\s?h 05\s?min\. Si vous ne répondez pas/)
    expect(french.more).not.toMatch(/\b(left|If you|the match ends|token)\b/)
    // English stays word for word.
    expect(
      notificationMessage({ ...n, senderName: 'Amina' }, { timer: reply, now }, englishTranslator()).more,
    ).toBe(
      'The time to reply to Amina ends soon: 1h 05m left. If you do not reply before the time runs out, you lose 1 token and the match ends.',
    )
  })
})
