import { MESSAGES } from '@mithaq/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isAllowedOrigin, refusedOriginMessage } from '../../config/origins'
import { type Auth, CLIENT_IP_HEADER } from './auth'
import { endsSessions } from './session-cache'

/** better-auth's error codes, answered with our own wording and error codes. */
const AUTH_ERRORS: Record<string, { code: string; message: string }> = {
  USER_ALREADY_EXISTS: { code: 'EMAIL_TAKEN', message: MESSAGES.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'EMAIL_TAKEN', message: MESSAGES.emailTaken },
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', message: MESSAGES.emailNotVerified },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', message: MESSAGES.passwordTooShort },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', message: MESSAGES.passwordTooLong },
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', message: MESSAGES.emailInvalid },
  INVALID_TOKEN: { code: 'INVALID_TOKEN', message: MESSAGES.invalidResetLink },
}

/** Turns a Fastify request into the Fetch Request better-auth expects. */
export function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
  }
  headers.set(CLIENT_IP_HEADER, request.ip)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined
  if (hasBody) headers.set('content-type', 'application/json')
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  })
}

/** Serves better-auth under /api/auth/*, rewording its errors into our `{ code, message }` body. */
export async function authRoutes(app: FastifyInstance, { auth, baseUrl }: { auth: Auth; baseUrl: string }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      // Refused here rather than by better-auth, whose bare 'Invalid origin' tells nobody what to do.
      const origin = request.headers.origin
      if (request.method === 'POST' && origin && !isAllowedOrigin(app.config, origin)) {
        request.log.warn({ origin }, 'auth: request from an origin that is not allowed')
        return reply
          .status(403)
          .send({ code: 'INVALID_ORIGIN', message: refusedOriginMessage(app.config, origin) })
      }
      const response = await auth.handler(toFetchRequest(request, baseUrl))
      if (request.method === 'POST' && endsSessions(request.url)) app.hub.sessionsEnded()
      reply.status(response.status)
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') {
          reply.header(name, value)
        }
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      const text = await response.text()
      if (response.status >= 400)
        return reply.type('application/json').send(rewordError(response.status, text))
      return reply.send(text || null)
    },
  })
}

function rewordError(status: number, text: string) {
  let parsed: { code?: string; message?: string } = {}
  try {
    parsed = JSON.parse(text)
  } catch {
    // better-auth answered without a JSON body; fall through to a generic one
  }
  if (status === 429) return { code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts }
  const known = parsed.code ? AUTH_ERRORS[parsed.code] : undefined
  if (known) return known
  return { code: parsed.code ?? 'AUTH_ERROR', message: parsed.message ?? MESSAGES.unexpectedError }
}
