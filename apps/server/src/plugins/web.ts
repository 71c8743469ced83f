import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the built web app. Hashed assets are cached for a year; every other path that is
 * not an API route gets index.html so the client router can answer it (its own 404 included).
 */
export async function webApp(app: FastifyInstance, { root }: { root: string }) {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: only the API is served')
    return
  }
  await app.register(fastifyStatic, {
    root,
    index: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(root, 'assets')}`)
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/media/')
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `${request.method} ${path} not found` })
    }
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html')
  })
}
