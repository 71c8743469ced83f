// `npm run size` (after `npm run build`): how much JavaScript each screen downloads, compressed,
// against the budgets in size-budgets.json. A screen with a `page` is a pre-rendered HTML file
// and costs the scripts that page loads itself (the landing page: its loader). Reads Vite's manifest (dist/.vite/manifest.json): a
// screen costs the entry chunk, the screen's lazily loaded modules and every chunk they import
// statically, each counted once, plus the classic scripts index.html loads beside the entry (the
// Discover boot script, decision 185). Sizes are brotli at the highest quality (what the server
// sends) with gzip beside them. A screen's `mustNotContain` lists text that none of its first-load
// files may contain (a library that belongs after the first screen). Exits 1 when a screen is over
// its budget, loads what it must not, or a budgeted module is gone.
// Fonts are counted apart from JavaScript (`fonts` in size-budgets.json, decision 395): the files a
// first visit in each language downloads (its landing page's stylesheets, read by font-files.mjs),
// woff2 as served (already compressed), against that language's budget; 0 means none at all.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { fontFilesFor } from './font-files.mjs'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(web, 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const { routes, fonts } = JSON.parse(readFileSync(join(web, 'size-budgets.json'), 'utf8'))

const sizes = new Map()
function compressed(file) {
  if (!sizes.has(file)) {
    const raw = readFileSync(join(dist, file))
    sizes.set(file, {
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gz: gzipSync(raw, { level: 9 }).length,
    })
  }
  return sizes.get(file)
}

/** The chunk files a manifest key loads before it runs: itself and its static imports, deep. */
function closure(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the build manifest`)
  if (files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, files)
  return files
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
const kb = (bytes) => (bytes / 1024).toFixed(1)
const rows = []
let failed = false
/** The scripts a pre-rendered page (landing.html) loads by itself, before the app. */
function pageScripts(page) {
  const html = readFileSync(join(dist, page), 'utf8')
  return new Set([...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((match) => match[1]))
}

for (const [name, { page, modules = [], budgetKB, mustNotContain = {} }] of Object.entries(routes)) {
  const files = page ? pageScripts(page) : closure(entry, pageScripts('index.html'))
  try {
    for (const module of modules) closure(module, files)
  } catch (error) {
    console.error(`✗ ${name}: ${error.message} (update size-budgets.json)`)
    failed = true
    continue
  }
  const js = [...files].filter((file) => file.endsWith('.js'))
  const br = js.reduce((sum, file) => sum + compressed(file).br, 0)
  const gz = js.reduce((sum, file) => sum + compressed(file).gz, 0)
  const over = br > budgetKB * 1024
  if (over) failed = true
  for (const [text, why] of Object.entries(mustNotContain)) {
    const holder = js.find((file) => readFileSync(join(dist, file), 'utf8').includes(text))
    if (holder) {
      console.error(`✗ ${name}: ${holder} contains ${JSON.stringify(text)}: ${why}`)
      failed = true
    }
  }
  rows.push([over ? '✗' : '✓', name, kb(br), kb(gz), String(budgetKB), String(js.length)])
}

const header = ['', 'screen', 'KB brotli', 'KB gzip', 'budget KB', 'files']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '))

/** The stylesheets a page links, as dist/ paths. */
function pageStylesheets(page) {
  const html = readFileSync(join(dist, page), 'utf8')
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((match) => match[1])
}
const fontRows = []
for (const [lang, budgetKB] of Object.entries(fonts?.languages ?? {})) {
  const page = lang === 'en' ? 'landing.html' : `landing.${lang}.html`
  if (!existsSync(join(dist, page))) {
    console.error(`✗ fonts ${lang}: dist/${page} is missing`)
    failed = true
    continue
  }
  const css = pageStylesheets(page)
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n')
  const files = fontFilesFor(css, lang).map((url) => url.replace(/^\//, ''))
  const bytes = files.reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0)
  const over = bytes > budgetKB * 1024
  if (over) failed = true
  fontRows.push([over ? '✗' : '✓', lang, kb(bytes), String(budgetKB), String(files.length)])
}
if (fontRows.length > 0) {
  const fontHeader = ['', 'first visit', 'KB fonts', 'budget KB', 'files']
  const fontWidths = fontHeader.map((h, i) => Math.max(h.length, ...fontRows.map((r) => r[i].length)))
  console.log('')
  for (const row of [fontHeader, ...fontRows]) {
    console.log(row.map((cell, i) => cell.padEnd(fontWidths[i])).join('  '))
  }
}

const lazy = Object.entries(manifest)
  .filter(
    ([, chunk]) => chunk.isDynamicEntry && chunk.src?.match(/(app\/routes\/|-screen\.tsx$|-page\.tsx$)/),
  )
  .map(([key]) => key)
const budgeted = new Set(Object.values(routes).flatMap((route) => route.modules))
for (const key of lazy.filter((key) => !budgeted.has(key))) {
  console.warn(`! ${key} is loaded lazily but has no budget in size-budgets.json`)
}
if (failed) {
  console.error(
    'Size check failed: a screen or a language’s fonts are over budget (apps/web/size-budgets.json).',
  )
  process.exit(1)
}
