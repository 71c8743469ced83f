import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { chatRoutes } from './chat/chat.routes'
import { type ChatService, createChatService } from './chat/chat.service'
import { matchesRoutes } from './matches.routes'
import { createMatchService, type MatchService } from './matches.service'

export type { ChatService } from './chat/chat.service'
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
    /** A match's chat (its `chat/` folder): messages sent through `app.matches`, read state, the tab badge. */
    chat: ChatService
  }
}

/**
 * Matches and their token economy: the lists, payments, every way a match ends, and the chat of
 * a match (`chat/`: its messages over HTTP, sent through the match economy, announced after each
 * commit).
 */
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
    app.decorate(
      'chat',
      createChatService({ db: app.db, clock: app.clock, announcer: app.announcer, matches: app.matches }),
    )
    await app.register(chatRoutes, { service: app.chat })
  },
  { name: 'matches', dependencies: ['notifications'] },
)
export { matchesExport } from './matches.export'
