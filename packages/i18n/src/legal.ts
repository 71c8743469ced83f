import type { Locale } from './locales'
import type { Texts } from './translator'

/** The privacy policy's texts: long, and needed on one page only, so loaded by that page. */
export async function loadLegal(locale: Locale): Promise<Texts> {
  switch (locale) {
    case 'en':
      return (await import('./catalogues/en/legal')).default
    case 'ar':
      return (await import('./catalogues/ar/legal')).default
    case 'ur':
      return (await import('./catalogues/ur/legal')).default
    case 'fr':
      return (await import('./catalogues/fr/legal')).default
    case 'id':
      return (await import('./catalogues/id/legal')).default
    case 'tr':
      return (await import('./catalogues/tr/legal')).default
  }
}

/** The Terms of Use's texts: like the privacy policy's, loaded by their page (and read there only). */
export async function loadTerms(locale: Locale): Promise<Texts> {
  switch (locale) {
    case 'en':
      return (await import('./catalogues/en/terms')).default
    case 'ar':
      return (await import('./catalogues/ar/terms')).default
    case 'ur':
      return (await import('./catalogues/ur/terms')).default
    case 'fr':
      return (await import('./catalogues/fr/terms')).default
    case 'id':
      return (await import('./catalogues/id/terms')).default
    case 'tr':
      return (await import('./catalogues/tr/terms')).default
  }
}
