// The web app's loader of texts by namespace (decision 290): each `<locale>/<namespace>.ts` is a
// chunk of its own (the first-load namespaces of each language one chunk together, see
// apps/web/vite.config.ts), fetched when a route that shows it is opened. Vite only: the server
// reads whole catalogues (`loadCatalogue`).
import type { Locale } from './locales'
import type { Namespace } from './namespaces'
import type { Texts } from './translator'

// The privacy policy and the Terms are loaded by their pages (loadLegal, loadTerms); mails are written by the server only.
// Outside Vite (the landing page's pre-rendering runs in Node) there is no import.meta.glob: each
// file is then imported by its path.
function viteFiles(): Record<string, () => Promise<Texts>> | undefined {
  try {
    return import.meta.glob<Texts>(
      [
        './catalogues/*/*.ts',
        '!./catalogues/*/index.ts',
        '!./catalogues/*/legal.ts',
        '!./catalogues/*/terms.ts',
        '!./catalogues/*/mail.ts',
      ],
      { import: 'default' },
    )
  } catch {
    return undefined
  }
}
const files = viteFiles()
const NAMESPACE = /^[a-z]+$/

async function fileOf(locale: Locale, namespace: Namespace): Promise<Texts> {
  if (files) {
    const load = files[`./catalogues/${locale}/${namespace}.ts`]
    if (!load) throw new Error(`No texts for ${locale}/${namespace}`)
    return load()
  }
  if (!NAMESPACE.test(namespace) || namespace === 'mail')
    throw new Error(`No texts for ${locale}/${namespace}`)
  return (await import(/* @vite-ignore */ `./catalogues/${locale}/${namespace}.ts`)).default
}

/** The texts of `namespaces` in `locale`, merged into one catalogue. */
export async function loadNamespaces(locale: Locale, namespaces: readonly Namespace[]): Promise<Texts> {
  const parts = await Promise.all(namespaces.map((namespace) => fileOf(locale, namespace)))
  return Object.assign({}, ...parts)
}
