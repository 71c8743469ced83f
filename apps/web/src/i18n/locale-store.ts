import { setMessagesLanguage } from '@mithaq/domain'
import {
  createTranslator,
  DEFAULT_LOCALE,
  directionOf,
  INTL_TAGS,
  isLocale,
  type Locale,
  loadCatalogue,
  type MessageKey,
  negotiateLocale,
  type Translator,
} from '@mithaq/i18n'
import english from '@mithaq/i18n/catalogues/en'

/**
 * The language the app speaks, kept outside React so plain modules (toasts, error wording) can
 * use it too. English comes with the app; another language's catalogue is loaded before the
 * first render (`prepareLocale`) and whenever the member picks one (`changeLocale`).
 */
const STORAGE_KEY = 'mithaq.locale'
/** Read by the server to send the landing page in the visitor's language (decision 270). */
const COOKIE = 'mithaq_locale'

let translator: Translator<MessageKey> = createTranslator<MessageKey>(DEFAULT_LOCALE, english)
const listeners = new Set<() => void>()

function remembered(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isLocale(stored) ? stored : null
  } catch {
    return null
  }
}

/** The visitor's language: the one they chose on this device, else their browser's preference. */
export function preferredLocale(): Locale {
  return remembered() ?? negotiateLocale(typeof navigator === 'undefined' ? [] : navigator.languages)
}

function apply(locale: Locale, messages: Readonly<Record<string, string>>) {
  translator = createTranslator<MessageKey>(locale, messages, english)
  setMessagesLanguage(translator, INTL_TAGS[locale])
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale
    document.documentElement.dir = directionOf(locale)
  }
  for (const listener of listeners) listener()
}

/** Before the first render: the preferred language's catalogue, unless it is English. */
export async function prepareLocale(): Promise<void> {
  const locale = preferredLocale()
  apply(locale, locale === DEFAULT_LOCALE ? english : await loadCatalogue(locale).catch(() => english))
}

/** Switches the app to `locale` and remembers it on this device (the account keeps its own copy). */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Private browsing without storage: the choice lasts until the page is closed.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
  if (locale === translator.locale) return
  apply(locale, locale === DEFAULT_LOCALE ? english : await loadCatalogue(locale))
}

export const currentTranslator = () => translator
export const currentLocale = () => translator.locale
/** The tag Intl needs for the current language's dates and numbers. */
export const intlTag = () => INTL_TAGS[translator.locale]

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
