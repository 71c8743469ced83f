import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import en from './catalogues/en'
import { loadCatalogue } from './catalogues/load'
import { LOCALES, type Locale } from './locales'
import { createTranslator } from './translator'

// Texts fixed in the wording review of issue 30 (item 5, "The words"): each test names what was
// wrong, so the old wording cannot come back unnoticed. The glossaries are docs/translations/*.md.

const catalogues = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalogue(locale)] as const)),
) as Record<Locale, Record<string, string>>
const { ar, fr, id, tr, ur } = catalogues
const tIn = (locale: Locale) => createTranslator(locale, catalogues[locale], en)

/** Each plural of a text: its options' elements by selector (one, two, few…). */
function plurals(text: string): Record<string, MessageFormatElement[]>[] {
  const found: Record<string, MessageFormatElement[]>[] = []
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        if (element.type === TYPE.plural) {
          found.push(Object.fromEntries(Object.entries(element.options).map(([k, o]) => [k, o.value])))
        }
        for (const option of Object.values(element.options)) walk(option.value)
      }
      if (element.type === TYPE.tag) walk(element.children)
    }
  }
  walk(parse(text))
  return found
}

describe('Arabic', () => {
  const t = tIn('ar')

  it('names the people on the Liked tabs without a masculine plural', () => {
    expect(t('liked.likedMe')).toBe('من أُعجب بي')
    expect(t('liked.iLiked')).toBe('من أُعجبت به')
    expect(t('notices.likedMeTab', { n: 2 })).toBe('من أُعجب بي (٢)')
    expect(t('notices.iLikedTab', { n: 3 })).toBe('من أُعجبت به (٣)')
  })

  it('says two tokens in the dual', () => {
    expect(t('tokens.wallet.unit', { count: 1 })).toBe('عملة')
    expect(t('tokens.wallet.unit', { count: 2 })).toBe('عملتان')
    expect(t('tokens.wallet.unit', { count: 3 })).toBe('عملات')
  })

  it('gives every plural whose `one` is a bare noun a `two` of its own (the dual)', () => {
    const same: string[] = []
    for (const [key, text] of Object.entries(ar)) {
      for (const options of plurals(text)) {
        const one = JSON.stringify(options.one)
        if (options.two && !one.includes('"type":7') && one === JSON.stringify(options.two)) same.push(key)
      }
    }
    expect(same).toEqual([])
  })

  it('asks for a message in the composer without a masculine imperative', () => {
    expect(t('chat.composer.placeholder')).toBe('رسالتك…')
  })

  it('joins بـ to the name that follows it, with no space (the glossary’s rule)', () => {
    const spaced = Object.entries(ar).filter(([, text]) => /[لب]ـ \{/.test(text))
    expect(spaced).toEqual([])
    expect(t('discover.like', { name: 'مريم', sex: 'female' })).toBe('إعجاب بـمريم')
  })
})

describe('Urdu', () => {
  const t = tIn('ur')

  it('says never married without implying virginity, for a man and a woman alike', () => {
    for (const sex of ['male', 'female', null] as const) {
      const text = t('profile.marital.neverMarried', { sex } as never)
      expect(text).toBe('غیر شادی شدہ')
      expect(text).not.toMatch(/کنوار/)
    }
  })

  it('says widowed respectfully: بیوہ for a woman, never the coarse رنڈوا', () => {
    expect(t('profile.marital.widowed', { sex: 'female' } as never)).toBe('بیوہ')
    expect(t('profile.marital.widowed', { sex: 'male' } as never)).toBe('اہلیہ کا انتقال ہو چکا')
    expect(t('profile.marital.widowed', { sex: null } as never)).toBe('شریکِ حیات کا انتقال ہو چکا')
    expect(Object.values(ur).filter((text) => /رنڈو|کنوار/.test(text))).toEqual([])
  })

  it('says خاتون for female, and unread as the glossary does', () => {
    expect(t('profile.female')).toBe('خاتون')
    expect(t('signup.female')).toBe('خاتون')
    expect(t('notifications.unread')).toBe('نہ پڑھی گئی')
  })
})

describe('Turkish', () => {
  const t = tIn('tr')

  it('says the match ends when neither of you writes first, not when one of you does not', () => {
    expect(t('chat.timer.firstMessage')).toMatch(/^Süre dolmadan ikinizden hiçbiri ilk mesajı göndermezse/)
  })

  it('names the sign-in screen’s real link in the mail about an existing account', () => {
    const link = t('auth.forgotPassword')
    expect(link).toBe('Şifrenizi mi unuttunuz?')
    expect(t('mail.existingSignUp.body')).toContain(`“${link}”`)
  })

  it('writes the typographic apostrophe after Mithaq, never the ASCII one', () => {
    expect(Object.entries(tr).filter(([, text]) => /[A-Za-zçğıöşü]'[a-zçğıöşü]/.test(text))).toEqual([])
    expect(t('errors.NETWORK')).toMatch(/^Mithaq’a /)
  })
})

describe('French', () => {
  const t = tIn('fr')

  it('gives the match moment a title and a line under it that say different things', () => {
    expect(t('notices.itsAMatch')).toBe('C’est un match\u202f!')
    expect(t('notices.itsAMatchDescription')).toBe('Votre intérêt est réciproque\u202f!')
  })

  it('speaks of what awaits the reader without a game’s idiom', () => {
    expect(Object.entries(fr).filter(([, text]) => text.includes('à vous de jouer'))).toEqual([])
  })

  it('titles a block without agreeing with a person it does not name', () => {
    expect(t('notices.blocked')).toBe('Blocage effectué')
    expect(t('notices.hasBeenBlocked', { name: 'Amina', sex: 'female' })).toBe('Amina a été bloquée.')
  })
})

describe('Indonesian', () => {
  const t = tIn('id')

  it('labels the Liked tabs with whole phrases, not fragments', () => {
    expect(t('liked.likedMe')).toBe('Yang Menyukai Saya')
    expect(t('liked.iLiked')).toBe('Yang Saya Sukai')
    expect(t('notices.likedMeTab', { n: 2 })).toBe('Yang Menyukai Saya (2)')
    expect(t('notices.iLikedTab', { n: 3 })).toBe('Yang Saya Sukai (3)')
  })

  it('titles a new like as a sentence, and calls members anggota', () => {
    expect(t('notifications.title.like')).toBe('Ada yang Menyukai Anda!')
    expect(t('tokens.wallet.newUsers')).toMatch(/^Anggota Baru /)
    const legalOnly = /^(legal|terms)\./
    expect(
      Object.entries(id).filter(([key, text]) => !legalOnly.test(key) && /\bpengguna\b/i.test(text)),
    ).toEqual([])
  })
})

describe('English', () => {
  const t = tIn('en')

  it('says her or his guardian about a named person, their only when the sex is unknown', () => {
    const asks = (sex: 'female' | 'male') =>
      t
        .rich<string>(
          'guardian.conversation.theyAsk',
          { bdi: (chunks) => chunks.join('') },
          { name: 'Amina', sex },
        )
        .join('')
    expect(asks('female')).toMatch(/^Amina would like her guardian to receive/)
    expect(asks('male')).toMatch(/^Amina would like his guardian to receive/)
    expect(t('mail.guardianInvite.subject', { name: 'Amina', sex: 'female' })).toBe(
      'Amina asks you to be her guardian on Mithaq',
    )
    expect(t('mail.guardianInvite.subject', { name: 'Bilal', sex: 'male' })).toBe(
      'Bilal asks you to be his guardian on Mithaq',
    )
    expect(t('mail.guardianInvite.named', { name: 'Amina', sex: 'female' })).toBe(
      'Amina has named you as her guardian (wali) on Mithaq, a marriage app.',
    )
    expect(t('mail.guardianInvite.named', { name: 'A member', sex: null })).toMatch(/as their guardian/)
  })
})
