import type { Locale } from '../locales'
import type { Messages } from '../translator'
import type en from './en/index'

/** Every key of the English catalogue: what `t()` accepts. */
export type MessageKey = keyof typeof en & string

/**
 * A language's whole catalogue (the privacy policy aside), in a chunk of its own on the web so
 * each visitor downloads only theirs. English is also importable directly, for a first render
 * without waiting (`@mithaq/i18n/catalogues/en`).
 */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return (await import('./en/index')).default
    case 'ar':
      return (await import('./ar/index')).default
    case 'ur':
      return (await import('./ur/index')).default
    case 'fr':
      return (await import('./fr/index')).default
    case 'id':
      return (await import('./id/index')).default
    case 'tr':
      return (await import('./tr/index')).default
  }
}
