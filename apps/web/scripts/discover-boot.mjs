// Runs after the landing page is pre-rendered, before postbuild.mjs compresses dist/ (the
// package's build script). Writes the boot script of the signed-in Discover page (decision 185)
// and adds it to index.html: a few hundred bytes that run while the HTML is still being read,
// before the app's JavaScript has arrived, and on /app and /app/profiles only:
// - start downloading the screen's chunks at once (modulepreload), instead of discovering them
//   one import after another;
// - ask the server for the session (/api/me) and the first page of the feed (/api/discover); the
//   app's request() takes these answers instead of asking again (src/lib/early-requests.ts);
// - as soon as the feed arrives, preload the first card's first picture at high priority, so it
//   is in the cache when the card renders, and, on a phone-sized screen, show that picture where
//   the card will be (a still frame over the page, hidden from assistive technology, with no
//   pointer events) until the app's own card shows the same picture, the address changes or the
//   user presses anything, or for 15 s at most.
// A classic async script from our own origin: the Content-Security-Policy (script-src 'self')
// allows it, where an inline script would be refused.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(web, 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

/** The modules the Discover screen needs before it can render, in the order they are imported. */
export const DISCOVER_MODULES = [
  'src/app/full-app.tsx',
  'src/app/page-answers.ts',
  'src/app/routes/app-shell.tsx',
  'src/app/routes/discover-route.tsx',
]
/** The addresses that show Discover (paths.app.root redirects there). */
export const DISCOVER_PATHS = ['/app', '/app/profiles']
/**
 * What Discover's first screen asks for, which the server answers inside the page for a
 * signed-in member (decision 188): the session and the feed, and what the shell and the screen
 * show around the card (balance, badges, bell, filters, own profile), so the app's first render
 * starts no request (decision 250). src/app/page-answers.ts reads each into its query.
 */
export const EARLY_REQUESTS = [
  '/me',
  '/discover',
  '/wallet',
  '/unread-count',
  '/discover/filters',
  '/profile',
  '/notifications?limit=30',
  '/matches/news',
]

function closure(key, files, css) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the build manifest`)
  if (files.has(chunk.file)) return
  files.add(chunk.file)
  for (const sheet of chunk.css ?? []) css.add(sheet)
  for (const imported of chunk.imports ?? []) closure(imported, files, css)
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const loaded = new Set()
const loadedCss = new Set()
closure(entryKey, loaded, loadedCss)
const files = new Set()
const allCss = new Set()
for (const key of DISCOVER_MODULES) closure(key, files, allCss)
const chunks = [...files].filter((file) => !loaded.has(file))
// The entry's own style sheet is already in index.html: a second <link> to it made the browser
// apply the whole sheet again, restyling the page inside the boot script's task.
const css = new Set([...allCss].filter((file) => !loadedCss.has(file)))
/**
 * Each language's first-load texts (decision 290) but English's, which the entry imports: the app
 * fetches the member's before its first render, so the script starts it with the others.
 */
const texts = Object.fromEntries(
  Object.entries(manifest)
    .map(([key, chunk]) => [/^_texts-([a-z]+)-/.exec(key)?.[1], chunk.file])
    .filter(([locale, file]) => locale && locale !== 'en' && !loaded.has(file)),
)
if (Object.keys(texts).length === 0) throw new Error('no texts-<locale> chunk in the build manifest')

const boot = `(function () {
  var path = location.pathname.replace(/\\/+$/, '')
  if (${JSON.stringify(DISCOVER_PATHS)}.indexOf(path) < 0) return
  var head = document.head
  function link(rel, href, as) {
    var l = document.createElement('link')
    l.rel = rel
    l.href = href
    if (as) l.as = as
    if (rel !== 'modulepreload') l.setAttribute('fetchpriority', 'high')
    if (rel === 'modulepreload') l.crossOrigin = ''
    head.appendChild(l)
  }
  // The first picture where the app's card will put it (below the header and the title, 16 px
  // from each side, at most 448 px wide; square below 640 px, 4:5 from there, as
  // discover-screen.tsx's PHONE_PICTURE), until that card is on screen.
  function still(src) {
    // With the answers in the page the script can run before the body is read: wait for it.
    // Not DOMContentLoaded: that waits for the app's module scripts to arrive and run, which is
    // the very wait the frame is there to cover. 'interactive' comes as soon as the page is read.
    if (!document.body && document.readyState === 'loading') {
      document.addEventListener('readystatechange', function again() {
        document.removeEventListener('readystatechange', again)
        still(src)
      })
      return
    }
    var root = document.getElementById('root')
    if (!root || !document.body) return preloadCode()
    var frame = document.createElement('div')
    frame.setAttribute('aria-hidden', 'true')
    frame.style.cssText =
      'position:fixed;inset:0;z-index:50;pointer-events:none;background:#fbf7f0'
    var card = document.createElement('div')
    var width = Math.min(innerWidth - 32, 448)
    card.style.cssText =
      'position:absolute;top:137px;left:50%;overflow:hidden;border:1px solid #e2d9c9;border-radius:24px;background:#f3ece0;' +
      'width:' + width + 'px;margin-left:' + -width / 2 + 'px;aspect-ratio:' + (innerWidth < 640 ? '1/1' : '4/5')
    var img = document.createElement('img')
    img.alt = ''
    // The screen's code is asked for once this picture is on screen: on a slow network the
    // picture, the page's largest paint, does not share the line with sixty chunks (decision 580).
    img.onload = img.onerror = function () {
      requestAnimationFrame(function () { setTimeout(preloadCode, 0) })
    }
    img.src = src
    img.setAttribute('fetchpriority', 'high')
    img.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover'
    card.appendChild(img)
    frame.appendChild(card)
    document.body.appendChild(frame)
    var done = function () {
      if (!frame.parentNode) return
      observer.disconnect()
      frame.parentNode.removeChild(frame)
    }
    var shown = function () {
      // Gone as soon as the app moved elsewhere (a link, a redirect) or the user acted.
      if (${JSON.stringify(DISCOVER_PATHS)}.indexOf(location.pathname.replace(/\\/+$/, '')) < 0) return done()
      var imgs = root.getElementsByTagName('img')
      for (var i = 0; i < imgs.length; i++) {
        if (imgs[i].getAttribute('src') === src && imgs[i].complete) return done()
      }
    }
    var observer = new MutationObserver(shown)
    observer.observe(root, { childList: true, subtree: true, attributeFilter: ['src'] })
    addEventListener('load', shown, true)
    addEventListener('pointerdown', done, true)
    addEventListener('keydown', done, true)
    setTimeout(done, 15000)
  }
  // The screen's chunks and style sheets, and the texts of the language the member chose on this
  // device (i18n/locale-store.ts) when not English: once.
  var codeAsked = false
  function preloadCode() {
    if (codeAsked) return
    codeAsked = true
    sheets.forEach(function (f) { link('stylesheet', f) });
    try {
      var chosen = localStorage.getItem('mithaq.locale');
      if (chosen && texts.hasOwnProperty(chosen)) link('modulepreload', texts[chosen]);
    } catch (e) {}
    // A few links a task: each request is a round trip to the browser's network process, and
    // sixty in one go kept the page's main thread for 70 ms on a busy two-core machine.
    var next = 0
    ;(function some() {
      for (var end = Math.min(next + PRELOADS_A_TASK, chunks.length); next < end; next++) link('modulepreload', chunks[next]);
      if (next < chunks.length) setTimeout(some, 0)
    })();
  }
  // (Each statement ends with a semicolon: a line that starts with '[' would continue the last.)
  var chunks = ${JSON.stringify(chunks.map((f) => `/${f}`))};
  var PRELOADS_A_TASK = 2;
  var sheets = ${JSON.stringify([...css].map((f) => `/${f}`))};
  var texts = ${JSON.stringify(Object.fromEntries(Object.entries(texts).map(([l, f]) => [l, `/${f}`])))};
  // The server may have sent the answers with the page, and a preload of the first picture
  // (decision 188): the app reads the answers there itself, so only the still frame is left to
  // do, and the code waits for its picture. Otherwise the code is asked for at once.
  var sent = document.getElementById && document.getElementById('mithaq-early')
  var preloaded = sent && document.querySelector('link[rel="preload"][as="image"]')
  if (preloaded && innerWidth < 1024) {
    still(preloaded.getAttribute('href'))
    // Whatever happens to the picture, the code comes within a moment.
    setTimeout(preloadCode, 1500)
  } else preloadCode()
  if (!sent) {
    var get = function (p) {
      return fetch('/api' + p, { credentials: 'include' })
    }
    var feed = get('/discover')
    window.__mithaqEarly = { at: Date.now(), responses: { '/me': get('/me'), '/discover': feed } }
    feed
      .then(function (r) { return r.ok ? r.clone().json() : null })
      .then(function (page) {
        var first = page && page.profiles && page.profiles[0]
        var src = first && first.pictures && first.pictures[0]
        if (!src) return
        link('preload', src, 'image')
        if (innerWidth < 1024) still(src)
      })
      .catch(function () {});
  }
})()
`
// Run here once on a stand-in page: a script that throws, or stops before its preloads, fails the
// build instead of silently costing the page (a missing semicolon once did exactly that).
{
  const added = []
  const page = {
    location: { pathname: '/app/profiles' },
    innerWidth: 390,
    document: { head: { appendChild: (l) => added.push(l) }, createElement: () => ({ setAttribute() {} }) },
    fetch: () => new Promise(() => {}),
    setTimeout: (work) => work(),
  }
  page.window = page
  runInNewContext(boot, page)
  const preloads = added.filter((l) => l.rel === 'modulepreload').length
  if (preloads !== chunks.length || !page.__mithaqEarly?.responses['/discover']) {
    throw new Error(`the boot script added ${preloads} of ${chunks.length} preloads on a stand-in page`)
  }
  page.location.pathname = '/auth'
  added.length = 0
  page.__mithaqEarly = undefined
  runInNewContext(boot, page)
  if (added.length || page.__mithaqEarly) throw new Error('the boot script acted on /auth')

  // With the answers in the page, it asks for nothing and leaves them to the app.
  page.location.pathname = '/app/profiles'
  page.__mithaqEarly = undefined
  added.length = 0
  page.document.getElementById = (id) => (id === 'mithaq-early' ? { textContent: '{}' } : null)
  page.document.querySelector = () => null
  page.fetch = () => {
    throw new Error('the boot script asked for an answer the page had')
  }
  runInNewContext(boot, page)
  const preloadsWithAnswers = added.filter((l) => l.rel === 'modulepreload').length
  if (page.__mithaqEarly || preloadsWithAnswers !== chunks.length) {
    throw new Error('the boot script asked again for what the page had, or left out its preloads')
  }

  // A member who chose Arabic on this device: the Arabic first-load texts are preloaded too.
  added.length = 0
  page.localStorage = { getItem: (key) => (key === 'mithaq.locale' ? 'ar' : null) }
  runInNewContext(boot, page)
  if (!added.some((l) => l.rel === 'modulepreload' && l.href === `/${texts.ar}`)) {
    throw new Error("the boot script left out the member's language's texts")
  }

  // Run before the body is read, it draws the still frame as soon as the page is read, not at
  // DOMContentLoaded, which waits for the app's own scripts (the wait the frame is there to cover).
  const waitedFor = []
  page.document.querySelector = () => ({ getAttribute: () => '/media/first.webp' })
  page.document.readyState = 'loading'
  page.document.addEventListener = (type) => waitedFor.push(type)
  runInNewContext(boot, page)
  if (waitedFor.join() !== 'readystatechange') {
    throw new Error(`the boot script waited for ${waitedFor.join() || 'nothing'} before its still frame`)
  }

  // With the still frame, the code waits for its picture to be on screen (decision 580), then all
  // of it is asked for; the timer asks for it once more, which adds nothing.
  added.length = 0
  const timers = []
  const images = []
  page.setTimeout = (work) => timers.push(work)
  page.requestAnimationFrame = (work) => work()
  page.MutationObserver = class {
    observe() {}
    disconnect() {}
  }
  page.addEventListener = () => {}
  page.document.readyState = 'complete'
  page.document.body = { appendChild() {} }
  page.document.getElementById = (id) =>
    id === 'mithaq-early' ? { textContent: '{}' } : id === 'root' ? { getElementsByTagName: () => [] } : null
  page.document.createElement = (tag) => {
    const element = { style: {}, setAttribute() {}, appendChild() {} }
    if (tag === 'img') images.push(element)
    return element
  }
  runInNewContext(boot, page)
  if (images.length !== 1 || added.some((l) => l.rel === 'modulepreload')) {
    throw new Error("the boot script asked for the code before the still frame's picture was shown")
  }
  images[0].onload()
  for (const work of timers) work()
  if (added.filter((l) => l.rel === 'modulepreload').length !== chunks.length + 1) {
    throw new Error("the boot script left out code once the still frame's picture was shown")
  }
}
const bootFile = `assets/discover-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`
writeFileSync(join(dist, bootFile), boot)

const indexPath = join(dist, 'index.html')
const index = readFileSync(indexPath, 'utf8')
if (index.includes('discover-boot-')) throw new Error('dist/index.html already has a boot script')
// Where the server puts, for a signed-in member on these paths, the answers to these requests
// and a preload of the first picture (plugins/web.ts, decision 188); before the boot script, so
// the script finds them when it runs.
const early = `<!--mithaq-early paths="${DISCOVER_PATHS.join(' ')}" requests="${EARLY_REQUESTS.join(' ')}"-->`
const tag = `${early}\n    <script async src="/${bootFile}"></script>`
const charset = /<meta charset="UTF-8" \/>/i
if (!charset.test(index)) throw new Error('dist/index.html has no <meta charset="UTF-8" />')
const withBoot = index.replace(charset, (meta) => `${meta}\n    ${tag}`)
writeFileSync(indexPath, withBoot)
console.log(
  `discover-boot: ${bootFile}, ${chunks.length} chunks and ${css.size} style sheets preloaded on Discover, and the texts of the member's language (${Object.keys(texts).join(', ')})`,
)
