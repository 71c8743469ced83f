import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { matchesRoutes } from './matches.routes'
import { createMatchService, type MatchService } from './matches.service'

export { otherOf } from './matches.repository'
export { createMatchService, type MatchService, type MessageInsert } from './matches.service'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The front door of the match economy: every change to a match (create, pay, unmatch,
     * rematch, remove, block, deactivation, expiry, a message) goes through it, on the domain's
     * state machine. Built once, with the app's announcer.
     */
    matches: MatchService
  }
}

/** Matches and their token economy: the lists, the chat's match, payments and every way a match ends. */
export default fp(
  async function matchesModule(app: FastifyInstance) {
    app.decorate(
      'matches',
      createMatchService({
        db: app.db,
        clock: app.clock,
        announcer: app.announcer,
        sign: app.mediaUrls.sign,
      }),
    )
    await app.register(matchesRoutes, { service: app.matches })
  },
  { name: 'matches', dependencies: ['notifications'] },
)
export { matchesExport } from './matches.export'
