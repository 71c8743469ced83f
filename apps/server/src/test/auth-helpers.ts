import { randomUUID } from 'node:crypto'
import { TERMS_VERSION } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import { TEST_ORIGIN } from './build-test-app'

export interface TestUser {
  id: string
  email: string
  password: string
  /** The session cookie, ready for a `cookie` header. */
  cookie: string
  /** The same session as a bearer token (native shell). */
  token: string
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@mithaq.test`

/** POSTs JSON with the Origin header better-auth requires. */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
  })
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  const found = all.find((c) => c.startsWith('better-auth.session_token='))
  if (!found) throw new Error('no session cookie was set')
  return found.split(';')[0] as string
}

/** Signs a new user up through the real auth endpoint and returns their session. */
export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = 'quiet-olive-42',
): Promise<TestUser> {
  const res = await postJson(app, '/api/auth/sign-up/email', {
    email,
    password,
    name: '',
    termsVersion: TERMS_VERSION,
  })
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const body = res.json() as { user: { id: string } }
  return {
    id: body.user.id,
    email,
    password,
    cookie: sessionCookie(res.headers['set-cookie']),
    token: String(res.headers['set-auth-token']),
  }
}
