import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Auth } from './auth'
import { authRoutes, type SignInGate } from './auth.routes'
import { meRoutes } from './me.routes'
import { siteConfigRoutes } from './site-config.routes'

export { type Auth, createAuth } from './auth'
export { SIGN_IN_ACCOUNT_WINDOW_MS, type SignInGate } from './auth.routes'
export { type OffSite, offSite } from './off-site'
export { isModerator, MODERATOR_ROLES } from './roles'

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth: accounts, sessions, password resets (built by app.ts with createAuth). */
    auth: Auth
  }
}

/**
 * Accounts and sessions: better-auth under /api/auth/*, who is signed in (/api/me) and the public
 * site settings. The session guards themselves (app.requireUser) are plugins/auth.ts, registered
 * before every module.
 */
export default fp(
  async function authModule(
    app: FastifyInstance,
    { auth, signInGate }: { auth: Auth; signInGate: SignInGate },
  ) {
    app.decorate('auth', auth)
    await app.register(authRoutes, {
      auth: app.auth,
      gate: signInGate,
      baseUrl: app.config.publicUrl,
      signInAccountLimit: app.config.signInAccountLimit,
    })
    await app.register(meRoutes)
    await app.register(siteConfigRoutes)
  },
  { name: 'auth' },
)
export { authExport } from './auth.export'
