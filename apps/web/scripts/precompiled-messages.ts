// A Vite plugin for the production build: each message catalogue (packages/i18n/src/catalogues)
// reaches the browser already parsed, so the app ships intl-messageformat without its ICU parser
// (about 7 KB gzip less on every screen; decision 270). Plain texts stay strings; a text with
// arguments, plurals, tags or quotes becomes the parser's syntax tree, which the translator
// formats as it would the string.
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

const CATALOGUE = /[\\/]packages[\\/]i18n[\\/]src[\\/]catalogues[\\/][a-z]+[\\/][a-z]+\.ts$/
const SKIPPED = /[\\/](index|load)\.ts$/

/** The same test as the translator's: a text it returns as it is. */
const isPlain = (text: string) => !text.includes('{') && !text.includes("'") && !text.includes('<')

/** The object literal of `export default {…} satisfies …`: string literals and comments only. */
function catalogueOf(code: string, id: string): Record<string, string> {
  const start = code.indexOf('export default {')
  const end = code.lastIndexOf('}')
  if (start < 0 || end < start) throw new Error(`${id}: no \`export default {…}\` catalogue`)
  return new Function(`return ${code.slice(start + 'export default '.length, end + 1)}`)()
}

export function precompiledMessages(): Plugin {
  return {
    name: 'mithaq-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
      },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id) || SKIPPED.test(id)) return undefined
      const compiled: Record<string, unknown> = {}
      for (const [key, text] of Object.entries(catalogueOf(code, id))) {
        compiled[key] = isPlain(text) ? text : parse(text)
      }
      return { code: `export default ${JSON.stringify(compiled)}\n`, map: null }
    },
  }
}
