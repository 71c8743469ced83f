import { createTranslator, type NamedSex, type TextKey } from '@mithaq/i18n'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { englishTranslator } from './english-words'
import { senderLabel } from './notification-message'
import { NOTIFICATION_TYPES } from './notifications'
import type { Sex } from './profile'
import {
  base64urlBytes,
  isPushAuthSecret,
  isPushPublicKey,
  PUSH_BODY_MAX_LENGTH,
  pushMessageFor,
  pushPayloadFor,
} from './push'

const base = { senderName: 'Bilal', senderSex: 'male' as const, referenceId: 'm1', content: null }

describe('pushMessageFor', () => {
  it('gives the titles and bodies of each type', () => {
    expect(pushMessageFor({ ...base, type: 'like' }, englishTranslator())).toEqual({
      title: 'New Like!',
      body: 'Bilal liked your profile!',
    })
    expect(pushMessageFor({ ...base, type: 'message', content: 'Salam' }, englishTranslator())).toEqual({
      title: 'New Message',
      body: 'Bilal: Salam',
    })
    expect(pushMessageFor({ ...base, type: 'match' }, englishTranslator())).toEqual({
      title: 'New Match!',
      body: 'You matched with Bilal!',
    })
    expect(pushMessageFor({ ...base, type: 'chat_unlocked' }, englishTranslator()).title).toBe(
      'Chat Unlocked!',
    )
    expect(pushMessageFor({ ...base, type: 'payment_required' }, englishTranslator()).title).toBe(
      'Payment Required',
    )
    expect(pushMessageFor({ ...base, type: 'test' }, englishTranslator()).title).toBe('Test Notification')
    expect(pushMessageFor({ ...base, type: 'reminder', content: 'reply' }, englishTranslator()).body).toBe(
      'Bilal is waiting for your reply. Answer before the timer ends to keep your match.',
    )
  })

  it.each(NOTIFICATION_TYPES.map((t) => [t]))('says Someone for a %s without a sender name', (type) => {
    const named = pushMessageFor({ ...base, type, content: 'payment_window' }, englishTranslator())
    const unnamed = pushMessageFor(
      { ...base, type, senderName: null, content: 'payment_window' },
      englishTranslator(),
    )
    expect(unnamed.title).toBe(named.title)
    expect(unnamed.body).toBe(named.body.replaceAll('Bilal', 'Someone'))
    expect(
      pushMessageFor({ ...base, type, senderName: '  ', content: 'payment_window' }, englishTranslator()),
    ).toEqual(unnamed)
  })

  it('cuts a long message and keeps the push small', () => {
    const { body } = pushMessageFor(
      { ...base, type: 'message', content: 'x'.repeat(1000) },
      englishTranslator(),
    )
    expect(body).toHaveLength(PUSH_BODY_MAX_LENGTH)
    expect(body.endsWith('…')).toBe(true)
  })

  it('adds where a tap leads', () => {
    expect(
      pushPayloadFor({ ...base, id: 'n1', senderId: 'u1', type: 'match' }, englishTranslator()).data,
    ).toEqual({
      type: 'match',
      notificationId: 'n1',
      senderId: 'u1',
      referenceId: 'm1',
      url: '/app/chat/m1',
    })
  })
})

describe('subscription keys', () => {
  const bytes = (n: number, first = 4) => {
    const b = new Uint8Array(n).fill(7)
    b[0] = first
    return b
  }
  const b64url = (b: Uint8Array) =>
    btoa(String.fromCharCode(...b))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')

  it('accepts a 65-byte uncompressed P-256 key and a 16-byte auth secret, padded or not', () => {
    expect(isPushPublicKey(b64url(bytes(65)).replace(/=+$/, ''))).toBe(true)
    expect(isPushPublicKey(b64url(bytes(65)))).toBe(true)
    expect(isPushAuthSecret(b64url(bytes(16)).replace(/=+$/, ''))).toBe(true)
    expect(base64urlBytes(b64url(bytes(65)))).toEqual(bytes(65))
  })

  it.each([
    ['AAAA', 'BBBB'],
    [b64url(bytes(64)), b64url(bytes(15))],
    [b64url(bytes(66)), b64url(bytes(17))],
    [b64url(bytes(65, 2)), ''],
    ['B'.repeat(86) + '!', 'not base64url!!'],
  ])('refuses the key %s and the secret %s', (p256dh, auth) => {
    expect(isPushPublicKey(p256dh)).toBe(false)
    expect(isPushAuthSecret(auth)).toBe(false)
  })
})

describe('a demo sender', () => {
  it('is marked in every push text that names the sender, and "Someone" stays unmarked when a real sender has no name', () => {
    for (const type of NOTIFICATION_TYPES.filter((t) => t !== 'test')) {
      const { body } = pushMessageFor(
        { ...base, type, senderIsDemo: true, content: 'reply' },
        englishTranslator(),
      )
      expect(body).toContain('Bilal (demo member)')
    }
    expect(pushMessageFor({ ...base, type: 'like', senderName: null }, englishTranslator()).body).toBe(
      'Someone liked your profile!',
    )
    expect(senderLabel({ senderName: 'Zaynab', senderIsDemo: false }, englishTranslator())).toBe('Zaynab')
  })
})

describe("the sender's sex", () => {
  // A translation whose words agree with the sender (decision 300); its own wording, for the test.
  const fr = createTranslator<TextKey>('fr', {
    'notifications.like':
      '{sex, select, female {{name} est intéressée par votre profil} other {{name} est intéressé par votre profil}}',
    'notifications.someone': 'Quelqu’un',
    'notifications.demoSender': '{name} (membre de démonstration)',
  })

  it('chooses the words of a push: a woman and a man get their own, someone unknown the other form', () => {
    const like = { ...base, type: 'like' as const }
    expect(pushMessageFor({ ...like, senderName: 'Amina', senderSex: 'female' }, fr).body).toBe(
      'Amina est intéressée par votre profil',
    )
    expect(pushMessageFor({ ...like, senderName: 'Yusuf', senderSex: 'male' }, fr).body).toBe(
      'Yusuf est intéressé par votre profil',
    )
    expect(pushMessageFor({ ...like, senderName: null, senderSex: null }, fr).body).toBe(
      'Quelqu’un est intéressé par votre profil',
    )
    expect(
      pushMessageFor({ ...like, senderName: 'Amina', senderSex: 'female', senderIsDemo: true }, fr).body,
    ).toBe('Amina (membre de démonstration) est intéressée par votre profil')
  })

  it("is the profile's: the translator's `sex` takes exactly a profile's values, or null", () => {
    expectTypeOf<Exclude<NamedSex, null>>().toEqualTypeOf<Sex>()
  })
})
