import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Serves the built web app and answers everything no route matched: API paths get a JSON 404;
 * page paths get index.html so the client router can answer them (its own 404 page included).
 * Hashed assets are cached for a year. Without a build, only the API is served.
 */
export const webApp = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  const built = existsSync(join(root, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      setHeaders(res, path) {
        const immutable = path.startsWith(join(root, 'assets'))
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    // The root is a folder to the static handler; it is the app's front page to us.
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'))
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served')
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/media/')
    const isPage = request.method === 'GET' || request.method === 'HEAD'
    if (built && isPage && !isApi) {
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: `${request.method} ${path} not found` })
  })
})
