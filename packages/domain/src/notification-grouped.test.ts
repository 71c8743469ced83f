import { createTranslator, LOCALES, loadCatalogue, type TextKey } from '@mithaq/i18n'
import { describe, expect, it } from 'vitest'
import { englishTranslator } from './english-words'
import { notificationMessage } from './notification-message'
import { PUSH_BODY_MAX_LENGTH, pushMessageFor } from './push'

// Decision 365: one unread 'message' row per chat, counting its messages.
const khalid = {
  type: 'message' as const,
  senderName: 'Khalid',
  senderSex: 'male' as const,
  referenceId: 'm1',
  content: 'Do you have brothers?',
}

describe('a chat’s grouped message notification', () => {
  it('says how many messages came from whom, with the newest one', () => {
    expect(notificationMessage({ ...khalid, count: 3 }, undefined, englishTranslator()).body).toBe(
      '3 new messages from Khalid: Do you have brothers?',
    )
    expect(notificationMessage({ ...khalid, count: 1 }, undefined, englishTranslator()).body).toBe(
      'Khalid: Do you have brothers?',
    )
    expect(
      notificationMessage({ ...khalid, count: 2, content: null }, undefined, englishTranslator()).body,
    ).toBe('2 new messages from Khalid.')
  })

  it('is pushed with the same words, cut on a word and never in four dots', () => {
    const long = `${'Salam, I hope your week went well and your family is keeping well too. '.repeat(3)}Do you...`
    const { body } = pushMessageFor({ ...khalid, count: 8, content: long }, englishTranslator())
    expect(body.startsWith('8 new messages from Khalid: ')).toBe(true)
    expect([...body].length).toBeLessThanOrEqual(PUSH_BODY_MAX_LENGTH)
    expect(body).toMatch(/\p{L}…$/u)
    expect(body).not.toMatch(/\.…$/)
  })

  it.each(LOCALES)('has the count and the name in %s, for every plural form', async (locale) => {
    const t = createTranslator<TextKey>(locale, await loadCatalogue(locale))
    for (const count of [2, 3, 11, 100]) {
      const text = notificationMessage({ ...khalid, count }, undefined, t).body
      expect(text).toContain('Khalid')
      expect(text).toContain('Do you have brothers?')
      const noText = notificationMessage({ ...khalid, count, content: null }, undefined, t).body
      expect(noText).toContain('Khalid')
      // Arabic writes two as a word (رسالتان); every other form shows the number, in its digits.
      if (!(locale === 'ar' && count === 2)) expect(noText).toMatch(/[0-9٠-٩۰-۹]/)
    }
  })
})
