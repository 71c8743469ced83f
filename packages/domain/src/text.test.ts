import { describe, expect, it } from 'vitest'
import { messageContentSchema } from './chat'
import { englishTranslator } from './english-words'
import { reportReasonSchema } from './liked'
import { updateProfileSchema } from './profile'
import { plainTextProblem } from './text'
import { wordIssue } from './wording'

const english = englishTranslator()

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const issue = result.error?.issues[0]
  return issue && wordIssue(english, issue)
}

describe('plain, visible text', () => {
  it.each([
    ['a NUL byte', 'Ali\u0000', english('notices.textControlCharacters')],
    ['a bell', 'Ali\u0007', english('notices.textControlCharacters')],
    ['DEL', 'Ali\u007F', english('notices.textControlCharacters')],
    ['a C1 control', 'Ali\u0085', english('notices.textControlCharacters')],
    ['a line break in a one-line field', 'Ali\nBaba', english('notices.textControlCharacters')],
    ['a right-to-left override', 'Ali\u202Enimda', english('notices.textDirectionOverride')],
    ['a left-to-right embedding', '\u202AAli', english('notices.textDirectionOverride')],
    ['a directional isolate', 'Ali\u2067x\u2069', english('notices.textDirectionOverride')],
    ['zero-width spaces only', '\u200B\u200B\u200B', english('notices.textInvisibleOnly')],
    ['the Hangul filler U+3164', '\u3164', english('notices.textInvisibleOnly')],
    ['the Hangul fillers U+115F and U+1160', '\u115F\u1160', english('notices.textInvisibleOnly')],
    ['a Braille blank', '\u2800\u2800', english('notices.textInvisibleOnly')],
    ['a byte-order mark and a joiner', '\uFEFF\u200D', english('notices.textInvisibleOnly')],
    ['tag characters', '\u{E0041}\u{E0042}', english('notices.textInvisibleOnly')],
  ])('refuses %s', (_label, value, message) => {
    expect(english(plainTextProblem(value) ?? 'notices.unexpectedError')).toBe(message)
  })

  it.each([
    ['a Latin name', 'Amina'],
    ['an Arabic name with a right-to-left mark', 'أمينة\u200F'],
    ['a Persian word with a zero-width non-joiner', 'می\u200Cخواهم'],
    ['an emoji family joined by zero-width joiners', '👨‍👩‍👧'],
    ['a Korean name', '김민지'],
  ])('accepts %s', (_label, value) => {
    expect(plainTextProblem(value)).toBeUndefined()
  })

  it('keeps line breaks and tabs in multi-line text only', () => {
    expect(plainTextProblem('line one\nline two\ttab', { multiline: true })).toBeUndefined()
    expect(plainTextProblem('line\u0000', { multiline: true })).toBe('notices.textControlCharacters')
  })

  it('is applied by the profile, message and report schemas', () => {
    expect(firstMessage(updateProfileSchema.safeParse({ name: '\u3164' }))).toBe(
      english('notices.textInvisibleOnly'),
    )
    expect(firstMessage(updateProfileSchema.safeParse({ name: 'A\u0000' }))).toBe(
      english('notices.textControlCharacters'),
    )
    expect(firstMessage(updateProfileSchema.safeParse({ aboutMe: '\u200B' }))).toBe(
      english('notices.textInvisibleOnly'),
    )
    expect(firstMessage(updateProfileSchema.safeParse({ occupation: 'Eng\u202Eineer' }))).toBe(
      english('notices.textDirectionOverride'),
    )
    expect(updateProfileSchema.safeParse({ occupation: '' }).success).toBe(true)
    expect(
      firstMessage(updateProfileSchema.safeParse({ location: { country: 'Egypt', city: '\u200B' } })),
    ).toBe(english('notices.textInvisibleOnly'))
    expect(firstMessage(messageContentSchema.safeParse('Salam\u0000'))).toBe(
      english('notices.textControlCharacters'),
    )
    expect(messageContentSchema.safeParse('Salam\nhow are you?').success).toBe(true)
    expect(firstMessage(reportReasonSchema.safeParse('\u200B'.repeat(12)))).toBe(
      english('notices.textInvisibleOnly'),
    )
  })
})
