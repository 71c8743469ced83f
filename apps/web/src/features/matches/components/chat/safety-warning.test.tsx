import { findSafetyConcerns } from '@mithaq/domain'
import type { Locale } from '@mithaq/i18n'
import { render, screen } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { changeLocale, loadTexts } from '../../../../i18n'
import { ReceivedSafetyWarning } from './safety-warning'

afterAll(() => changeLocale('en'))

/** The warning's text under a received message, in a language (switched while nothing is shown). */
async function warningText(locale: Locale, message: string) {
  await changeLocale(locale)
  await loadTexts(['chat'])
  const { unmount } = render(
    <ReceivedSafetyWarning concerns={findSafetyConcerns(message)} onReport={() => {}} />,
  )
  const text = screen.getByRole('region').textContent
  unmount()
  return text
}

// A received message with a phone number in words and a spelled-out app name, and one asking to
// borrow with no currency: the card names what it found, in the reader's language.
const CASES: { locale: Locale; contact: string; money: string }[] = [
  {
    locale: 'en',
    contact: 'In this message: a phone number and a messaging app.',
    money: 'In this message: a request for money.',
  },
  { locale: 'ar', contact: 'في هذه الرسالة: رقم هاتف وتطبيق مراسلة.', money: 'في هذه الرسالة: طلب مال.' },
  {
    locale: 'ur',
    contact: 'اس پیغام میں: فون نمبر اور میسجنگ ایپ۔',
    money: 'اس پیغام میں: پیسوں کا مطالبہ۔',
  },
  {
    locale: 'fr',
    contact: 'Dans ce message : un numéro de téléphone et une application de messagerie.',
    money: 'Dans ce message : une demande d’argent.',
  },
  {
    locale: 'tr',
    contact: 'Bu mesajda: bir telefon numarası ve bir mesajlaşma uygulaması.',
    money: 'Bu mesajda: bir para isteği.',
  },
  {
    locale: 'id',
    contact: 'Dalam pesan ini: nomor telepon dan aplikasi pesan.',
    money: 'Dalam pesan ini: permintaan uang.',
  },
]

describe('the warning under a received message says what it found', () => {
  it.each(CASES)('in $locale', async ({ locale, contact, money }) => {
    expect(await warningText(locale, 'w h a t s a p p: 07911 one two three four five six')).toContain(contact)
    expect(await warningText(locale, 'Could you lend me 500 until Friday?')).toContain(money)
  })
})
