import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { chatRoutes } from './chat.routes'
import { type ChatService, createChatService } from './chat.service'

export type { ChatService } from './chat.service'

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService
  }
}

/** Chat: the messages of a match over HTTP, sent through the match economy and announced after each commit. */
export default fp(
  async function chatModule(app: FastifyInstance) {
    app.decorate(
      'chat',
      createChatService({ db: app.db, clock: app.clock, announcer: app.announcer, matches: app.matches }),
    )
    await app.register(chatRoutes, { service: app.chat })
  },
  { name: 'chat', dependencies: ['notifications', 'matches'] },
)
