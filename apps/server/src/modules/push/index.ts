import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/env'
import { DEFAULT_PUSH_SERVICE_HOSTS, type PushEndpointPolicy, type ResolveHost } from './push.endpoints'
import { pushRoutes } from './push.routes'

export type { ResolveHost } from './push.endpoints'

import { createApnsClient, readApnsKey } from './push.apns'
import { createFcmClient, readServiceAccount } from './push.fcm'
import { createPushSender, type PushSender } from './push.sender'

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender
  }
}

/** The endpoints pushes may go to, from the configuration (decision 160). */
export function pushEndpointPolicy(config: Config): PushEndpointPolicy {
  return {
    hosts: config.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
    httpOrigins: config.pushHttpOrigins ?? [],
  }
}

/**
 * Push: each device's Web Push subscription or native token, and the sender of every announced
 * notification.
 */
export default fp(
  async function pushModule(app: FastifyInstance, opts: { resolvePushHost?: ResolveHost }) {
    const timeoutMs = app.config.pushTimeoutMs ?? 10_000
    const fcmConfig = app.config.fcm
    const fcm = fcmConfig
      ? createFcmClient({
          account: readServiceAccount(fcmConfig.serviceAccountFile),
          apiUrl: fcmConfig.apiUrl,
          timeoutMs,
          now: () => app.clock.now(),
        })
      : undefined
    const apnsConfig = app.config.apns
    const apns = apnsConfig
      ? createApnsClient({
          config: apnsConfig,
          key: readApnsKey(apnsConfig.keyFile),
          timeoutMs,
          now: () => app.clock.now(),
        })
      : undefined
    app.decorate(
      'push',
      createPushSender({
        db: app.db,
        vapid: app.config.vapid,
        log: app.log,
        timeoutMs,
        policy: pushEndpointPolicy(app.config),
        now: () => app.clock.now(),
        resolve: opts.resolvePushHost,
        fcm,
        apns,
      }),
    )
    // Every committed notification goes to the recipient's devices too, in the background (never rejects).
    app.announcer.onNotifications((rows) => void app.push.send(rows))
    app.addHook('preClose', async () => {
      await app.push.idle()
      app.push.close()
    })
    await app.register(pushRoutes, { policy: pushEndpointPolicy(app.config) })
  },
  { name: 'push', dependencies: ['notifications'] },
)
export { pushExport } from './push.export'
