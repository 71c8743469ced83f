import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import { PAGE_ANSWERS_READ_AT } from '@mithaq/domain'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, negotiateLocale } from '@mithaq/i18n'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'

const NO_CACHE = 'no-cache'
/** A page with one member's answers in it: theirs alone, asked again on every visit. */
const PRIVATE_PAGE = 'private, no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Security headers that only mean something on a page (which helmet sets on every answer).
 * A hashed script or stylesheet keeps `nosniff`, the resource policy and its cache headers:
 * over HTTP/1.1 the rest cost about 650 bytes on each of the 40-odd files a screen loads.
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

/**
 * Where the build asks for a page's first answers to come with its HTML (decision 188): the
 * Discover boot script's build step writes `<!--mithaq-early paths="/app /app/profiles"
 * requests="/me /discover"-->` into index.html. A build without it is served as it is.
 */
const EARLY_MARKER = /<!--mithaq-early paths="([^"]*)" requests="([^"]*)"-->/

/** JSON that may sit inside a <script> element: nothing in it can close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** An attribute value in double quotes. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The visitor's language on this device, written by the web app (and by a `/?lang=` link). */
export const LOCALE_COOKIE = 'mithaq_locale'
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The pre-rendered front page of a language (written by apps/web/scripts/prerender-landing.tsx). */
const landingFile = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? 'landing.html' : `landing.${locale}.html`

/**
 * The front page's language: the one a language link asks for (`/?lang=ar`), else the one this
 * device chose before (its cookie), else the best of the browser's Accept-Language.
 */
export function landingLocale(request: FastifyRequest): { locale: Locale; chosen: boolean } {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang
  if (isLocale(asked)) return { locale: asked, chosen: true }
  const remembered = request.cookies?.[LOCALE_COOKIE]
  if (isLocale(remembered)) return { locale: remembered, chosen: false }
  return { locale: negotiateLocale(request.headers['accept-language']), chosen: false }
}

/** Pages a search engine may list: the public ones. Everything behind sign-in stays out. */
const PUBLIC_PAGES = ['/', '/privacy-policy', '/terms']

/**
 * Serves the built web app and answers everything no route matched: API paths and missing files
 * get a 404; page paths get index.html so the client router can answer them (its own 404 page
 * included). Files are sent pre-compressed (the build writes .br and .gz beside them) to browsers
 * that accept it. Hashed assets are cached for a year; index.html, the service worker and the
 * rest are revalidated on every use. Source maps and the build's own records are never served.
 * Without a build, only the API (and robots.txt, sitemap.xml) is served.
 */
export const webApp = fp(
  async (app: FastifyInstance, { root, publicUrl }: { root: string; publicUrl: string }) => {
    const origin = publicUrl.replace(/\/+$/, '')
    app.get('/robots.txt', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /app/',
            'Disallow: /signup',
            'Disallow: /moderation',
            'Disallow: /reset-password',
            'Disallow: /api/',
            'Disallow: /media/',
            `Sitemap: ${origin}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    )
    app.get('/sitemap.xml', (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            ...PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page}</loc></url>`),
            '</urlset>',
            '',
          ].join('\n'),
        ),
    )

    const built = existsSync(join(root, 'index.html'))
    if (built) {
      const assets = join(root, 'assets') + sep
      await app.register(fastifyStatic, {
        root,
        index: false,
        preCompressed: true,
        // Source maps are for our stack traces, not for browsers; `.vite/` holds the build manifest.
        allowedPath: (pathname) => !pathname.endsWith('.map') && !pathname.startsWith('/.'),
        setHeaders(reply, path) {
          const isAsset = path.startsWith(assets)
          reply.header('cache-control', isAsset ? IMMUTABLE : NO_CACHE)
          // helmet wrote these on the raw response in its onRequest hook.
          if (isAsset) for (const name of PAGE_ONLY_HEADERS) reply.raw.removeHeader(name)
        },
      })
      // The front page is pre-rendered once per language (landing.html, landing.ar.html…, written
      // by the web build): a visitor's first paint needs no JavaScript, and the language choice on
      // it is a plain link (`/?lang=ar`) that sets the cookie here. Every other page is the app's
      // index.html. The page differs by cookie and Accept-Language, so caches are told (Vary).
      const fallback = existsSync(join(root, 'landing.html')) ? 'landing.html' : 'index.html'
      const frontPages = new Map(
        LOCALES.map((locale) => [
          locale,
          existsSync(join(root, landingFile(locale))) ? landingFile(locale) : fallback,
        ]),
      )
      app.get('/', (request, reply) => {
        const { locale, chosen } = landingLocale(request)
        if (chosen) {
          // Read by the web app's language store too (apps/web/src/i18n/locale-store.ts): not HttpOnly.
          reply.setCookie(LOCALE_COOKIE, locale, {
            path: '/',
            maxAge: YEAR_SECONDS,
            sameSite: 'lax',
            secure: request.protocol === 'https',
          })
        }
        reply.header('vary', 'Accept-Language, Cookie')
        reply.header('content-language', locale)
        return reply.sendFile(frontPages.get(locale) ?? fallback)
      })
    } else {
      app.log.warn({ root }, 'web app not built: only the API is served')
    }

    /**
     * The page with the answers its first screen asks for (decision 188), for a signed-in member
     * on one of the marker's paths: each GET runs through the API in this process (with the
     * visitor's cookie, so every check of the API applies), and the HTML carries the answers as
     * JSON the boot script hands to the app, plus a preload of Discover's largest paint, the first
     * card's first picture, so its download starts with the HTML. Null (the plain file) when the
     * build has no marker, the path is another, or any answer is not a 200 (signed out, no profile).
     */
    async function withEarlyAnswers(path: string, cookie: string) {
      const html = await readFile(join(root, 'index.html'), 'utf8')
      const marker = EARLY_MARKER.exec(html)
      if (!marker) return null
      const [, paths = '', requests = ''] = marker
      if (!paths.split(' ').includes(path.replace(/\/+$/, '') || '/')) return null
      // Taken before any answer is read: the page's first socket tells the server this time, and
      // is told whether an event may have been sent since (decision 580).
      const readAt = app.clock.now().getTime()
      const answers = await Promise.all(
        requests
          .split(' ')
          .filter(Boolean)
          .map(async (api) => ({
            api,
            response: await app.inject({ url: `/api${api}`, headers: { cookie } }),
          })),
      )
      if (answers.length === 0 || answers.some(({ response }) => response.statusCode !== 200)) return null
      const data: Record<string, unknown> = { [PAGE_ANSWERS_READ_AT]: readAt }
      for (const { api, response } of answers) data[api] = response.json()
      const picture = (data['/discover'] as { profiles?: { pictures?: unknown[] }[] } | undefined)
        ?.profiles?.[0]?.pictures?.[0]
      const head = [
        typeof picture === 'string' && picture.startsWith('/')
          ? `<link rel="preload" as="image" href="${attribute(picture)}" fetchpriority="high" />`
          : '',
        `<script type="application/json" id="mithaq-early">${scriptSafeJson(data)}</script>`,
      ].join('')
      const cookies = answers.flatMap(({ response }) => {
        const set = response.headers['set-cookie']
        return set === undefined ? [] : Array.isArray(set) ? set : [String(set)]
      })
      return { html: html.replace(marker[0], head), cookies }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      // `/.well-known/` files (the apps' link associations, plugins/app-links.ts) are never a page.
      const isApi =
        path === '/api' ||
        path.startsWith('/api/') ||
        path.startsWith('/media/') ||
        path.startsWith('/.well-known/')
      const isPage = request.method === 'GET' || request.method === 'HEAD'
      // A path with an extension names a file (a stale chunk, a map, favicon.ico): a page there
      // would hand a script HTML with a 200, so it gets a plain 404.
      const isFile = extname(path) !== ''
      if (built && isPage && !isApi && !isFile) {
        const page = request.headers.cookie ? await withEarlyAnswers(path, request.headers.cookie) : null
        if (page) {
          for (const cookie of page.cookies) reply.header('set-cookie', cookie)
          return reply.type('text/html; charset=utf-8').header('cache-control', PRIVATE_PAGE).send(page.html)
        }
        return reply.sendFile('index.html')
      }
      throw new AppError('NOT_FOUND', `${request.method} ${path} not found`)
    })
  },
)
