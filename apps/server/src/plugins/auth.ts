import { englishTranslator } from '@mithaq/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'
import { type Credentials, credentialsKey, type SessionCache, type SessionUser } from './session-cache'

const english = englishTranslator()

export type { SessionUser } from './session-cache'

/**
 * Finds the session behind request headers: better-auth's `api.getSession`, handed in by app.ts, so
 * the guards sit below every module (the auth module builds better-auth and depends on discover).
 */
export type GetSession = (headers: Headers) => Promise<{
  user: { id: string; email: string; emailVerified: boolean }
  session: { id: string }
} | null>

declare module 'fastify' {
  interface FastifyInstance {
    /** Whose session these credentials carry (cookie or bearer token); undefined for none. */
    sessionUser(credentials: Credentials): Promise<SessionUser | undefined>
    /** The signed-in user (cookie or bearer token), or a 401 AppError. */
    requireUser(request: FastifyRequest): Promise<SessionUser>
  }
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    { getSession, sessions }: { getSession: GetSession; sessions: SessionCache },
  ) => {
    app.decorate('sessionUser', async (credentials: Credentials) => {
      const key = credentialsKey(credentials)
      if (!key) return undefined
      const cached = sessions.get(key)
      if (cached) return cached
      // A session lives in these two headers only (the cookie, or the native shell's bearer token).
      const headers = new Headers()
      if (credentials.authorization) headers.set('authorization', credentials.authorization)
      if (credentials.cookie) headers.set('cookie', credentials.cookie)
      const session = await getSession(headers)
      if (!session) return undefined
      const { id, email, emailVerified } = session.user
      const user = { id, email, emailVerified, sessionId: session.session.id }
      sessions.set(key, user)
      return user
    })
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const { authorization, cookie } = request.headers
      const user = await app.sessionUser({ authorization, cookie })
      if (!user) throw new AppError('UNAUTHENTICATED', english('notices.unauthenticated'))
      return user
    })
  },
)
