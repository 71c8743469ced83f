import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authRoutes } from './auth.routes'
import { meRoutes } from './me.routes'
import { siteConfigRoutes } from './site-config.routes'

export { type Auth, createAuth } from './auth'
export { SIGN_IN_ACCOUNT_WINDOW_MS } from './auth.routes'
export { type Credentials, createSessionCache, credentialsKey, type SessionCache } from './session-cache'

/**
 * Accounts and sessions: better-auth under /api/auth/*, who is signed in (/api/me) and the public
 * site settings. The session guards themselves (app.requireUser) are plugins/auth.ts, registered
 * before every module.
 */
export default fp(
  async function authModule(app: FastifyInstance) {
    await app.register(authRoutes, {
      auth: app.auth,
      baseUrl: app.config.publicUrl,
      signInAccountLimit: app.config.signInAccountLimit,
    })
    await app.register(meRoutes)
    await app.register(siteConfigRoutes)
  },
  { name: 'auth' },
)
