import { type Formatters, IntlMessageFormat } from 'intl-messageformat'
import { INTL_TAGS, type Locale } from './locales'

/**
 * Each language resolved once (decision 490): IntlMessageFormat resolves its language for every
 * text it is made for (`Intl.NumberFormat.supportedLocalesOf` and a new `Intl.Locale`), which on
 * the web app's first screen cost more than the formatting itself. The answer is an immutable
 * `Intl.Locale` per language tag, the same every time. For one tag (ours, INTL_TAGS) that answer
 * is the tag's own `Intl.Locale` whether or not the browser lists it, so the browser is not asked
 * for its list: the first `supportedLocalesOf` reads every locale the engine has, about 20 ms
 * of a phone's first screen (decision 590).
 */
const resolvedLocales = new Map<string, Intl.Locale | undefined>()
const resolveLocale = IntlMessageFormat.resolveLocale
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales)
  if (!resolvedLocales.has(key)) {
    const one = typeof locales === 'string' && typeof Intl.Locale !== 'undefined'
    resolvedLocales.set(key, one ? new Intl.Locale(locales) : resolveLocale(locales))
  }
  return resolvedLocales.get(key)
}

/**
 * One language's plural rules and number and date formats, shared by all its texts (decision
 * 490): left to itself each text builds its own `Intl.PluralRules` and `Intl.NumberFormat` the
 * first time it is formatted. Keyed by the constructor's arguments, as IntlMessageFormat's own cache.
 */
function sharedFormatters(): Formatters {
  const cached = <A extends unknown[], T>(make: (...args: A) => T) => {
    const made = new Map<string, T>()
    return (...args: A) => {
      const key = JSON.stringify(args)
      let value = made.get(key)
      if (value === undefined) {
        value = make(...args)
        made.set(key, value)
      }
      return value
    }
  }
  return {
    getNumberFormat: cached(
      (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    ),
    getDateTimeFormat: cached(
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    ),
    getPluralRules: cached(
      (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    ),
  } as Formatters
}

/** A catalogue: message keys to ICU MessageFormat texts. */
export type Texts = Readonly<Record<string, string>>

/** A translation of a catalogue: the same keys, each with a text (checked by the compiler). */
export type Translation<Source> = { readonly [K in keyof Source]: string }

type Value = string | number | Date | null | undefined

/**
 * The sex of the person a text names, as the profile has it (`Sex` in @mithaq/domain, which
 * depends on this package): `null` when the name is not a person's (a file's) or the person is
 * unknown ('Someone'). Translations choose by it with `{sex, select, female {…} other {…}}`.
 */
export type NamedSex = 'male' | 'female' | null

/**
 * A text's arguments. Whoever passes a person's `name` passes that person's `sex` too (decision
 * 300): the compiler refuses `{ name }` alone, so no call can forget it and give a woman the
 * masculine words of Arabic, Urdu or French.
 */
export type MessageValues =
  | (Readonly<Record<string, Value>> & { readonly name?: undefined; readonly sex?: NamedSex })
  | (Readonly<Record<string, Value>> & { readonly name: string; readonly sex: NamedSex })

/**
 * A person's sex for `{sex, select, female {…} other {…}}`. A text that names someone may choose
 * its words by it in languages where they agree with the person (decision 270); a text that names
 * no one, or someone whose sex is unknown (`null`), gets the `other` form.
 */
const withSex = (values?: MessageValues) => ({ ...values, sex: values?.sex ?? 'other' })

/** A text that needs no formatting: no argument and no quoted ICU syntax. */
const isPlain = (text: string) => !text.includes('{') && !text.includes("'") && !text.includes('<')

export interface Translator<Key extends string = string> {
  readonly locale: Locale
  /** The text of `key` in this language (English when the key is missing here, the key when nowhere). */
  (key: Key, values?: MessageValues): string
  /**
   * The text of `key` with its tags (`<link>…</link>`) replaced by what `tags` makes of their
   * content, as a list of strings and those parts, for the screens to place links and emphasis.
   */
  rich<Part>(
    key: Key,
    tags: Record<string, (chunks: (string | Part)[]) => Part>,
    values?: MessageValues,
  ): (string | Part)[]
  /**
   * Adds texts to this language's catalogue (a route's namespaces, loaded when it is opened):
   * the keys become available to every holder of this translator at once.
   */
  add(more: Texts): void
}

/**
 * One language's translator. Each text is parsed once, on first use; `fallback` (the English
 * catalogue) fills in keys a translation lacks, which the catalogue check keeps from happening.
 * More of the language's texts can be added as they load (`add`).
 */
export function createTranslator<Key extends string = string>(
  locale: Locale,
  catalogue: Texts,
  fallback?: Texts,
): Translator<Key> {
  const formats = new Map<string, IntlMessageFormat>()
  const formatters = sharedFormatters()
  let texts = catalogue
  const textOf = (key: string) => texts[key] ?? fallback?.[key]
  const formatOf = (key: string, text: string) => {
    let format = formats.get(key)
    if (!format) {
      format = new IntlMessageFormat(text, INTL_TAGS[locale], undefined, { ignoreTag: false, formatters })
      formats.set(key, format)
    }
    return format
  }
  const t = ((key: string, values?: MessageValues) => {
    const text = textOf(key)
    if (text === undefined) return key
    // A string from the catalogue, or its syntax tree when the web build parsed it beforehand.
    if (typeof text === 'string' && isPlain(text)) return text
    return String(formatOf(key, text).format(withSex(values) as Record<string, string>))
  }) as unknown as Translator<Key>
  Object.defineProperty(t, 'locale', { value: locale })
  t.rich = <Part>(
    key: string,
    tags: Record<string, (chunks: (string | Part)[]) => Part>,
    values?: MessageValues,
  ): (string | Part)[] => {
    const text = textOf(key)
    if (text === undefined) return [key]
    // As in t(): a plain string is never handed to the formatter, which has no parser on the web.
    if (typeof text === 'string' && isPlain(text)) return [text]
    const result = formatOf(key, text).format<Part>({ ...withSex(values), ...tags } as never)
    return Array.isArray(result) ? (result as (string | Part)[]) : [result as string | Part]
  }
  t.add = (more: Texts) => {
    texts = { ...texts, ...more }
  }
  return t
}
