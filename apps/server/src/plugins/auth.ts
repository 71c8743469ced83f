import { MESSAGES } from '@mithaq/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'
import type { Auth } from '../modules/auth/auth'
import { toFetchRequest } from '../modules/auth/auth.routes'

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
  async (app: FastifyInstance, { auth, baseUrl }: { auth: Auth; baseUrl: string }) => {
    app.decorate('auth', auth)
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const session = await auth.api.getSession({ headers: toFetchRequest(request, baseUrl).headers })
      if (!session) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated)
      const { id, email, emailVerified } = session.user
      return { id, email, emailVerified }
    })
  },
)
