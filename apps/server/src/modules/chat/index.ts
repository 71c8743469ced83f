import type { FastifyInstance } from 'fastify'
import { createMatchService } from '../matches/matches.service'
import { chatRoutes } from './chat.routes'
import { createChatService } from './chat.service'

/** Chat: messages over HTTP, announced over the realtime hub after each commit. */
export default async function chatModule(app: FastifyInstance) {
  const matches = createMatchService({
    db: app.db,
    clock: app.clock,
    announcer: { publish: app.hub.publish, notify: app.notify },
  })
  const service = createChatService({ db: app.db, clock: app.clock, hub: app.hub, matches })
  await app.register(chatRoutes, { service })
}
