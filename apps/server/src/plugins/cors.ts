import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * What the native shell sends and reads across origins: its bearer token, JSON, the token it gets
 * back, and a file's name (the data export's zip, decision 405).
 */
const ALLOW_HEADERS = 'authorization, content-type'
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE'
const EXPOSE_HEADERS = 'set-auth-token, content-disposition'

/**
 * Cross-origin reads for the native shell (decision 211). Only the configured shell origins
 * (TRUSTED_ORIGINS) are answered, each by its own name; any other origin gets no CORS header, so
 * its page cannot read an answer. Credentials are never allowed (`Access-Control-Allow-Credentials`
 * is never sent): the shell sends its bearer token in a header, and a browser then refuses to
 * attach or expose cookies to a cross-origin script. Our own pages are same-origin and need none.
 */
export const corsPlugin = fp(async (app: FastifyInstance, { origins }: { origins: string[] }) => {
  const allowed = new Set(origins)
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    if (origin === undefined) return
    reply.header('vary', 'Origin')
    if (!allowed.has(origin)) return
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-expose-headers', EXPOSE_HEADERS)
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      reply
        .header('access-control-allow-methods', ALLOW_METHODS)
        .header('access-control-allow-headers', ALLOW_HEADERS)
        .header('access-control-max-age', '600')
      return reply.status(204).send()
    }
  })
})
