import type { Locale } from '../locales'
import type { Namespace } from '../namespaces'
import type { Texts } from '../translator'
import type en from './en/index'

/** Every key of the English catalogue: what `t()` accepts. */
export type TextKey = keyof typeof en & string

/**
 * The namespaces of a whole catalogue: every `<locale>/<namespace>.ts` but the privacy policy and
 * the Terms, which their pages load (loadLegal, loadTerms). Written once for all six languages;
 * the compiler refuses a list that leaves out a namespace of the English catalogue.
 */
export const CATALOGUE_NAMESPACES = [
  'common',
  'landing',
  'language',
  'auth',
  'signup',
  'discover',
  'profile',
  'faith',
  'liked',
  'matches',
  'chat',
  'tokens',
  'payments',
  'notifications',
  'account',
  'guardian',
  'moderation',
  'errors',
  'validation',
  'mail',
  'notices',
] as const satisfies readonly Namespace[]

type LeftOut = Exclude<Namespace, (typeof CATALOGUE_NAMESPACES)[number]>
const everyNamespace: [LeftOut] extends [never] ? true : LeftOut = true
void everyNamespace

/**
 * A language's whole catalogue, built from its namespace files (the same for every language;
 * English is also importable whole and at once, `@mithaq/i18n/catalogues/en`, the server's
 * fallback). The server reads whole catalogues; the web loads namespaces by route instead
 * (`loadNamespaces` of `@mithaq/i18n/texts`).
 */
export async function loadCatalogue(locale: Locale): Promise<Texts> {
  const parts = await Promise.all(
    CATALOGUE_NAMESPACES.map(
      async (namespace): Promise<Texts> =>
        (await import(/* @vite-ignore */ `./${locale}/${namespace}.ts`)).default,
    ),
  )
  return Object.assign({}, ...parts)
}
