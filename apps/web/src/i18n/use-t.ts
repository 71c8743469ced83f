import type { Locale, TextKey, Translator } from '@mithaq/i18n'
import { useSyncExternalStore } from 'react'
import { currentTranslator, subscribeLocale } from './locale-store'

/** The current language's `t`; the screen renders again when the language changes. */
export function useT(): Translator<TextKey> {
  return useSyncExternalStore(subscribeLocale, currentTranslator, currentTranslator)
}

export function useLocale(): Locale {
  return useT().locale
}
