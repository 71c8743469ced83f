import { MESSAGES } from '@mithaq/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'
import type { Auth } from '../modules/auth/auth'
import { toFetchRequest } from '../modules/auth/auth.routes'
import { credentialsKey, type SessionCache } from '../modules/auth/session-cache'

export interface SessionUser {
  id: string
  email: string
  emailVerified: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    /** The signed-in user (cookie or bearer token), or a 401 AppError. */
    requireUser(request: FastifyRequest): Promise<SessionUser>
  }
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    { auth, baseUrl, sessions }: { auth: Auth; baseUrl: string; sessions: SessionCache },
  ) => {
    app.decorate('auth', auth)
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const key = credentialsKey({
        authorization: request.headers.authorization,
        cookie: request.headers.cookie,
      })
      const cached = key ? sessions.get(key) : undefined
      if (cached) return cached
      const session = await auth.api.getSession({ headers: toFetchRequest(request, baseUrl).headers })
      if (!session) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated)
      const { id, email, emailVerified } = session.user
      const user = { id, email, emailVerified }
      if (key) sessions.set(key, user)
      return user
    })
  },
)
