import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { likedRoutes } from './liked.routes'
import { createLikedService, type LikedService } from './liked.service'

export type { LikedService } from './liked.service'

declare module 'fastify' {
  interface FastifyInstance {
    liked: LikedService
  }
}

/** Liked: like, pass, favorite, block, report (one member's acts on another's profile), and the Liked tabs. A mutual like opens a match through app.matches. */
export default fp(
  async function likedModule(app: FastifyInstance) {
    app.decorate(
      'liked',
      createLikedService({
        db: app.db,
        clock: app.clock,
        announcer: app.announcer,
        matches: app.matches,
        rateLimits: app.rateLimits,
      }),
    )
    await app.register(likedRoutes, { service: app.liked })
  },
  { name: 'liked', dependencies: ['notifications', 'matches'] },
)
export { likedExport } from './liked.export'
