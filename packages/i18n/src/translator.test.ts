import { parse } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { directionOf, negotiateLocale } from './locales'
import { createTranslator } from './translator'

describe('negotiateLocale', () => {
  it('takes the first of our languages a browser prefers', () => {
    expect(negotiateLocale(['de-DE', 'ar-EG', 'en'])).toBe('ar')
    expect(negotiateLocale('de;q=0.9,tr-TR;q=0.8,en;q=0.5')).toBe('tr')
    expect(negotiateLocale('en;q=0.1,ur-PK')).toBe('ur')
    expect(negotiateLocale(['in-ID'])).toBe('id')
  })

  it('falls back to English', () => {
    expect(negotiateLocale(['de', 'es'])).toBe('en')
    expect(negotiateLocale('')).toBe('en')
    expect(negotiateLocale(undefined)).toBe('en')
  })

  it('knows which languages read right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ur')).toBe('rtl')
    expect(directionOf('fr')).toBe('ltr')
  })
})

describe('createTranslator', () => {
  const en = {
    'x.hello': 'Hello {name}',
    'x.tokens': '{count, plural, one {# token} other {# tokens}}',
    'x.plain': "Don't worry",
    'x.link': 'Read <link>the policy</link>.',
  }
  const ar = {
    'x.hello': 'مرحبا {name}',
    'x.tokens':
      '{count, plural, zero {لا رموز} one {رمز واحد} two {رمزان} few {# رموز} many {# رمزًا} other {# رمز}}',
  }

  it('formats arguments and plurals by the language’s rules', () => {
    const t = createTranslator('en', en)
    expect(t('x.hello', { name: 'Aisha', sex: 'female' })).toBe('Hello Aisha')
    expect(t('x.tokens', { count: 1 })).toBe('1 token')
    expect(t('x.tokens', { count: 3 })).toBe('3 tokens')
    expect(t('x.plain')).toBe("Don't worry")
    const tAr = createTranslator('ar', ar, en)
    expect(tAr('x.tokens', { count: 2 })).toBe('رمزان')
    expect(tAr('x.tokens', { count: 5 })).toBe('٥ رموز')
  })

  it("chooses words by a person's sex, and the 'other' form for no one or someone unknown", () => {
    const t = createTranslator('fr', {
      'x.ready': '{name} est {sex, select, female {prête} other {prêt}}',
      'x.someone': '{sex, select, female {Elle} other {Il}} est là',
    })
    expect(t('x.ready', { name: 'Amina', sex: 'female' })).toBe('Amina est prête')
    expect(t('x.ready', { name: 'Yusuf', sex: 'male' })).toBe('Yusuf est prêt')
    expect(t('x.ready', { name: 'Quelqu’un', sex: null })).toBe('Quelqu’un est prêt')
    expect(t('x.someone')).toBe('Il est là')
    expect(t.rich('x.ready', {}, { name: 'Amina', sex: 'female' })).toEqual(['Amina est prête'])
  })

  it("refuses, at compile time, a person's name without their sex (decision 300)", () => {
    const t = createTranslator('fr', {
      'x.ready': '{name} est {sex, select, female {prête} other {prêt}}',
    })
    // Each line below is a type error: `npm run typecheck` fails if one of them compiles. At run
    // time the forgotten sex still gives the `other` form, never an error on screen.
    // @ts-expect-error a name without its sex
    expect(t('x.ready', { name: 'Amina' })).toBe('Amina est prêt')
    // @ts-expect-error a name without its sex, with other values
    t('x.ready', { name: 'Amina', count: 2 })
    // @ts-expect-error rich texts too
    t.rich('x.ready', {}, { name: 'Amina' })
    // @ts-expect-error a sex that is not one of a profile's
    t('x.ready', { name: 'Amina', sex: 'other' })
  })

  it('falls back to English, then to the key', () => {
    const t = createTranslator('ar', ar, en)
    expect(t('x.plain')).toBe("Don't worry")
    expect(t('x.nothing')).toBe('x.nothing')
  })

  it('hands tags to the caller', () => {
    const t = createTranslator('en', en)
    expect(t.rich('x.link', { link: (chunks) => ({ a: chunks.join('') }) })).toEqual([
      'Read ',
      { a: 'the policy' },
      '.',
    ])
  })

  it('formats a text the web build parsed beforehand as it formats the string', () => {
    const parsed = Object.fromEntries(Object.entries(en).map(([key, text]) => [key, parse(text)])) as never
    const t = createTranslator('en', parsed)
    expect(t('x.hello', { name: 'Aisha', sex: 'female' })).toBe('Hello Aisha')
    expect(t('x.tokens', { count: 3 })).toBe('3 tokens')
    expect(t('x.plain')).toBe("Don't worry")
  })

  it('takes more texts as their namespaces load, the language winning over the fallback', () => {
    const t = createTranslator('ar', { 'x.hello': 'مرحبا {name}' }, en)
    expect(t('y.later')).toBe('y.later')
    expect(t('x.plain')).toBe("Don't worry")
    t.add({ 'y.later': 'لاحقًا', 'x.plain': 'لا تقلق' })
    expect(t('y.later')).toBe('لاحقًا')
    expect(t('x.plain')).toBe('لا تقلق')
    expect(t('x.hello', { name: 'Aisha', sex: 'female' })).toBe('مرحبا Aisha')
  })

  it("resolves a language's tag without asking the engine for every locale it has (decision 590)", () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
    try {
      const t = createTranslator('tr', { 'x.tokens': '{count, plural, one {# jeton} other {# jeton}}' })
      expect(t('x.tokens', { count: 1200 })).toBe('1.200 jeton')
      expect(IntlMessageFormat.resolveLocale('tr-TR')?.baseName).toBe('tr-TR')
      expect(asked).not.toHaveBeenCalled()
    } finally {
      asked.mockRestore()
    }
  })

  describe("a language's Intl objects are made once (decision 490)", () => {
    const real = { PluralRules: Intl.PluralRules, NumberFormat: Intl.NumberFormat }
    afterEach(() => {
      Object.assign(Intl, real)
    })

    it('shares the plural rules and number formats of all its texts, and formats as before', () => {
      const made = { PluralRules: 0, NumberFormat: 0 }
      Object.assign(Intl, {
        PluralRules: class extends real.PluralRules {
          constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
            super(...args)
            made.PluralRules++
          }
        },
        NumberFormat: class extends real.NumberFormat {
          constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
            super(...args)
            made.NumberFormat++
          }
        },
      })
      const t = createTranslator('fr', {
        'x.tokens': '{count, plural, one {# jeton} other {# jetons}}',
        'x.likes': '{count, plural, one {# mention} other {# mentions}}',
        'x.days': '{count, plural, one {# jour} other {# jours}}',
      })
      expect(t('x.tokens', { count: 1 })).toBe('1 jeton')
      expect(t('x.likes', { count: 1200 })).toBe('1\u202f200 mentions')
      expect(t('x.days', { count: 3 })).toBe('3 jours')
      expect(t('x.tokens', { count: 2 })).toBe('2 jetons')
      // One of each for the language, however many texts use them (each text made its own before).
      expect(made.PluralRules).toBe(1)
      expect(made.NumberFormat).toBe(1)
    })
  })
})
