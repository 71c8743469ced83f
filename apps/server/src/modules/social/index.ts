import type { FastifyInstance } from 'fastify'
import { socialRoutes } from './social.routes'
import { createSocialService } from './social.service'

/** Likes and matches, passes, favorites, blocks, reports and the Liked tabs. Needs notifications and the realtime hub first. */
export default async function socialModule(app: FastifyInstance) {
  const service = createSocialService({
    db: app.db,
    clock: app.clock,
    announcer: { publish: (emits) => app.hub.publish(emits), notify: (rows) => app.notify(rows) },
  })
  await app.register(socialRoutes, { service })
}
