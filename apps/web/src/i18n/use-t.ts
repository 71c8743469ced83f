import type { Locale, MessageKey, Translator } from '@mithaq/i18n'
import { useSyncExternalStore } from 'react'
import { currentTranslator, subscribeLocale } from './locale-store'

/** The current language's `t`; the screen renders again when the language changes. */
export function useT(): Translator<MessageKey> {
  return useSyncExternalStore(subscribeLocale, currentTranslator, currentTranslator)
}

export function useLocale(): Locale {
  return useT().locale
}
