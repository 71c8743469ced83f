import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { socialRoutes } from './social.routes'
import { createSocialService, type SocialService } from './social.service'

export type { SocialService } from './social.service'

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialService
  }
}

/** Like, pass, favorite, block, report, and the Liked tabs. A mutual like opens a match through app.matches. */
export default fp(
  async function socialModule(app: FastifyInstance) {
    app.decorate(
      'social',
      createSocialService({
        db: app.db,
        clock: app.clock,
        announcer: app.announcer,
        matches: app.matches,
        rateLimits: app.rateLimits,
      }),
    )
    await app.register(socialRoutes, { service: app.social })
  },
  { name: 'social', dependencies: ['notifications', 'matches'] },
)
export { socialExport } from './social.export'
