import {
  createTranslator,
  DEFAULT_LOCALE,
  directionOf,
  FIRST_LOAD_NAMESPACES,
  INTL_TAGS,
  isLocale,
  type Locale,
  type MessageValues,
  type Namespace,
  negotiateLocale,
  type TextKey,
  type Texts,
  type Translator,
} from '@mithaq/i18n'
import english from '@mithaq/i18n/first-load'
import { loadNamespaces } from '@mithaq/i18n/texts'

/**
 * The language the app speaks, kept outside React so plain modules (toasts, error wording) can
 * use it too. The texts come by namespace (decision 290): the first load's in English with the
 * app, in another language before the first render (`prepareLocale`); every other namespace with
 * the route that shows it (`loadTexts`, called by lazy-page.tsx), in the current language. A new
 * language (`changeLocale`) is applied once every namespace loaded so far has arrived in it.
 */
const STORAGE_KEY = 'mithaq.locale'
/** Read by the server to send the landing page in the visitor's language (decision 270). */
const COOKIE = 'mithaq_locale'

let translator: Translator<TextKey> = createTranslator<TextKey>(DEFAULT_LOCALE, english)
/** The namespaces the current translator holds. */
let loaded = new Set<Namespace>(FIRST_LOAD_NAMESPACES)
const listeners = new Set<() => void>()
const textListeners = new Set<() => void>()
let textsLoaded = 0

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

const isFirstLoad = (namespace: Namespace) =>
  (FIRST_LOAD_NAMESPACES as readonly Namespace[]).includes(namespace)

/** The texts of `namespaces` in `locale`; English's first-load texts are already here. */
function textsIn(locale: Locale, namespaces: readonly Namespace[]): Promise<Texts> {
  if (locale !== DEFAULT_LOCALE) return loadNamespaces(locale, namespaces)
  const missing = namespaces.filter((namespace) => !isFirstLoad(namespace))
  return missing.length ? loadNamespaces(locale, missing) : Promise.resolve({})
}

/**
 * Every namespace loaded so far, in `locale`: asks again when a route's texts arrived for the
 * old language meanwhile, so the new translator never lacks what a shown screen needs.
 */
async function everythingIn(locale: Locale): Promise<{ texts: Texts; namespaces: Set<Namespace> }> {
  const namespaces = new Set<Namespace>()
  let texts: Texts = locale === DEFAULT_LOCALE ? english : {}
  for (;;) {
    const missing = [...loaded, ...FIRST_LOAD_NAMESPACES].filter((namespace) => !namespaces.has(namespace))
    if (missing.length === 0) return { texts, namespaces }
    texts = { ...texts, ...(await textsIn(locale, missing)) }
    for (const namespace of missing) namespaces.add(namespace)
  }
}

function apply(locale: Locale, texts: Texts, namespaces: Set<Namespace>) {
  translator = createTranslator<TextKey>(locale, texts, english)
  loaded = namespaces
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale
    document.documentElement.dir = directionOf(locale)
  }
  for (const listener of listeners) listener()
}

/** Before the first render: the preferred language's catalogue, unless it is English. */
export async function prepareLocale(): Promise<void> {
  const locale = preferredLocale()
  if (locale === DEFAULT_LOCALE) return apply(locale, english, new Set(FIRST_LOAD_NAMESPACES))
  const chosen = await everythingIn(locale).catch(() => null)
  // Offline with an empty cache: English, which came with the app, rather than no screen at all.
  if (chosen) apply(locale, chosen.texts, chosen.namespaces)
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
  const { texts, namespaces } = await everythingIn(locale)
  apply(locale, texts, namespaces)
}

/**
 * Makes sure the translator holds `namespaces` in the current language: what a route shows
 * beyond the first load, awaited by lazy-page.tsx before the route renders. A language chosen
 * while they load is loaded again, so the route never shows another language's texts.
 */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  for (;;) {
    const current = translator
    const missing = namespaces.filter((namespace) => !loaded.has(namespace))
    if (missing.length === 0) return
    const texts = await textsIn(current.locale, missing)
    if (translator !== current) continue
    current.add(texts)
    for (const namespace of missing) loaded.add(namespace)
    textsLoaded += 1
    for (const listener of textListeners) listener()
  }
}

/**
 * Back to English with the first load's texts only, as a page starts: for tests of loading a
 * route's texts (the web tests' setup loads every namespace, as screens are rendered alone there).
 */
export async function forgetLoadedTexts(): Promise<void> {
  await changeLocale(DEFAULT_LOCALE)
  apply(DEFAULT_LOCALE, english, new Set(FIRST_LOAD_NAMESPACES))
}

/** How many times a route's texts have arrived: changes when `subscribeTexts` calls. */
export const textsVersion = () => textsLoaded

/** Calls `listener` when a route's texts have arrived (the page title names routes it has not loaded). */
export function subscribeTexts(listener: () => void): () => void {
  textListeners.add(listener)
  return () => textListeners.delete(listener)
}

export const currentTranslator = () => translator
/**
 * The text of `key` in the current language, for plain modules (toasts, error wording, texts
 * handed to hooks): components use `useT()`, which renders again when the language changes.
 */
export const t = (key: TextKey, values?: MessageValues): string => translator(key, values)
export const currentLocale = () => translator.locale
/** The tag Intl needs for the current language's dates and numbers. */
export const intlTag = () => INTL_TAGS[translator.locale]

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
