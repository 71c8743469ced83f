// Runs after `vite build`, before postbuild.mjs compresses dist/ (the package's build script).
// Writes dist/landing.html (English) and dist/landing.<locale>.html for every other language:
// index.html with the landing page already rendered into #root in that language (`<html lang dir>`,
// title and description too), and instead of the app's entry a loader of a few hundred bytes. A visitor's phone paints the page
// from HTML and CSS alone and runs no JavaScript until they show intent (touch, keys, focus, a
// pointer) or the server says they are signed in; the app then takes over the same markup.
// The server sends one of them for `/` only, in the visitor's language (plugins/web.ts: the
// `?lang=` link, the language cookie, then Accept-Language); every other page is index.html.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LOCALE, directionOf, LOCALES, type Locale } from '@mithaq/i18n'
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { paths } from '../src/config/paths'
import { LandingPage } from '../src/features/landing/landing-page'
import { changeLocale, currentTranslator } from '../src/i18n'
import { SIGNED_IN_KEY } from '../src/lib/session-hint'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const index = readFileSync(join(dist, 'index.html'), 'utf8')

const entry = index.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/)
if (!entry) throw new Error('dist/index.html has no module entry script')
const entryUrl = entry[1]

// The loader starts the app once: at the first sign of intent, at once for a browser that was
// signed in last time, or when the server answers that someone is signed in after all.
// First, a page the server chose by the language cookie (or a `?lang=` link, which sets it) makes
// that language the app's too, so the app started below speaks the page's language.
const loader = `try {
  if (/(^|; )mithaq_locale=/.test(document.cookie)) localStorage.setItem('mithaq.locale', document.documentElement.lang)
} catch {}
let started = false
const start = () => {
  if (started) return
  started = true
  import(${JSON.stringify(entryUrl)})
}
const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel']
for (const type of intents) addEventListener(type, start, { once: true, passive: true })
let hinted = true
try {
  hinted = localStorage.getItem(${JSON.stringify(SIGNED_IN_KEY)}) === '1'
} catch {}
if (hinted) start()
else fetch('/api/me', { credentials: 'include' }).then((r) => r.ok && start(), () => {})
`
const loaderFile = `assets/landing-loader-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`
writeFileSync(join(dist, loaderFile), loader)

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// The language store writes the cookie and the document's lang and dir: a stand-in for both here.
Object.assign(globalThis, { document: { cookie: '', documentElement: {} } })

/** The landing page's file for a language: landing.html for English, landing.ar.html for Arabic… */
const landingFile = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? 'landing.html' : `landing.${locale}.html`

for (const locale of LOCALES) {
  await changeLocale(locale)
  const t = currentTranslator()
  const markup = renderToStaticMarkup(
    <StaticRouter location={paths.home}>
      <LandingPage />
    </StaticRouter>,
  )
  const landing = index
    .replace(entry[0], `<script type="module" src="/${loaderFile}"></script>`)
    // The entry's own imports are preloaded for the app; the landing page needs none of them.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html lang="en">/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${text(t('common.title.home'))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${attribute(t('landing.description'))}"`,
    )
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
  if (!landing.includes(markup)) throw new Error('dist/index.html has no empty #root to fill')
  if (!landing.includes(`<html lang="${locale}"`)) throw new Error('dist/index.html has no <html lang="en">')
  writeFileSync(join(dist, landingFile(locale)), landing)
  console.log(
    `prerender: ${landingFile(locale)} (${(Buffer.byteLength(markup) / 1024).toFixed(1)} KB of markup), ${loaderFile}`,
  )
}
