import { englishTranslator } from '@mithaq/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { cookieFromOwnPage } from '../config/origins'
import { AppError } from '../lib/app-error'

const english = englishTranslator()

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Picture uploads and the verification selfie are the multipart routes (the matched route, not the raw URL); the rest take JSON. */
const MULTIPART_ROUTES = new Set(['/api/profile/pictures', '/api/verification/selfie'])

/**
 * Cross-site request forgery: a state-changing request is served only when it comes from one of
 * our own pages (its Origin is ours, or, without an Origin, the browser says same-origin) and,
 * when it has a body, when that body is JSON (multipart for picture uploads). A text/plain or form
 * POST from another site, which a browser sends without asking, gets 403 or 415 before any handler
 * runs. Every unsafe method is checked whatever its path: the router decodes `/ap%69/…` into
 * `/api/…`, so a test on the raw URL can be walked around (decision 165). Only a cookie is sent by
 * the browser on its own: a request without one (the native shell's bearer token, or no session
 * at all) cannot be forged by a foreign page, so its origin is not asked, only its content type.
 * The extra TRUSTED_ORIGINS are for those bearer requests: a cookie is honoured from our own
 * origins only.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, { ownOrigins }: { ownOrigins: string[] }) => {
  const own = new Set(ownOrigins)
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    if (request.headers.cookie !== undefined && !cookieFromOwnPage(own, request.headers, 'refuse')) {
      throw new AppError('FORBIDDEN', english('notices.crossOriginRefused'))
    }
    if (hasBody(request) && !acceptedType(request)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', english('notices.jsonRequired'))
    }
  })
})

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
}

function acceptedType(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return true
  return type === 'multipart/form-data' && MULTIPART_ROUTES.has(request.routeOptions.url ?? '')
}
