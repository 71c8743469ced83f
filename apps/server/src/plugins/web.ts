import { existsSync } from 'node:fs'
import { extname, join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'

const NO_CACHE = 'no-cache'
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

/** Pages a search engine may list: the public ones. Everything behind sign-in stays out. */
const PUBLIC_PAGES = ['/', '/privacy-policy']

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
      // The front page is pre-rendered (landing.html, written by the web build): a visitor's
      // first paint needs no JavaScript. Every other page is the app's index.html.
      const frontPage = existsSync(join(root, 'landing.html')) ? 'landing.html' : 'index.html'
      app.get('/', (_request, reply) => reply.sendFile(frontPage))
    } else {
      app.log.warn({ root }, 'web app not built: only the API is served')
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/media/')
      const isPage = request.method === 'GET' || request.method === 'HEAD'
      // A path with an extension names a file (a stale chunk, a map, favicon.ico): a page there
      // would hand a script HTML with a 200, so it gets a plain 404.
      const isFile = extname(path) !== ''
      if (built && isPage && !isApi && !isFile) {
        return reply.sendFile('index.html')
      }
      throw new AppError('NOT_FOUND', `${request.method} ${path} not found`)
    })
  },
)
