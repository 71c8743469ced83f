import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { pushRoutes } from './push.routes'
import { createPushSender, type PushSender } from './push.sender'

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender
  }
}

/** Web Push: the subscriptions of each device and the sender `app.notify` hands notifications to. */
export default fp(
  async function pushModule(app: FastifyInstance) {
    app.decorate(
      'push',
      createPushSender({
        db: app.db,
        vapid: app.config.vapid,
        log: app.log,
        timeoutMs: app.config.pushTimeoutMs ?? 10_000,
      }),
    )
    app.addHook('preClose', async () => app.push.idle())
    await app.register(pushRoutes)
  },
  { name: 'push' },
)
