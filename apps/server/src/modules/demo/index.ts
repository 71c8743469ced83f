import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createDemoBehaviour } from './demo.behaviour'
import { seedDemoCommunity, setDemoVisible } from './demo.seed'

export { removeDemoCommunity } from './demo.seed'

const SEED_DELAY_MS = 1000

/**
 * The demo community (config.demoCommunity): generated members a newcomer can like, match, pay
 * and chat with alone. Off: any demo rows left behind are hidden from everyone. On: they are
 * shown to everyone on this instance, created in the background after start-up (the server
 * answers at once; members appear as their portraits are drawn), and they react to what the
 * core announces through the same services a user's requests go through.
 */
export default fp(
  async function demoModule(app: FastifyInstance) {
    const { demoCommunity, demoReplyDelayMs } = app.config
    if (!demoCommunity) {
      app.addHook('onReady', async () => setDemoVisible(app.db, false))
      return
    }

    const behaviour = createDemoBehaviour({
      db: app.db,
      clock: app.clock,
      liked: app.liked,
      matches: app.matches,
      chat: app.chat,
      delayMs: demoReplyDelayMs,
      log: app.log,
    })
    app.announcer.onFact('profile.created', (fact) => behaviour.onProfileCreated(fact.profileId))
    app.announcer.onNotifications((rows) => {
      // The reactions run after the announcing call has moved on; a failure is logged.
      setImmediate(() => {
        behaviour
          .onNotifications(rows)
          .catch((err: unknown) => app.log.error({ err }, 'demo community: a reaction failed'))
      })
    })

    let closing = false
    let seeding: Promise<unknown> = Promise.resolve()
    let startTimer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await setDemoVisible(app.db, true)
      // A moment after start-up, so the first pages are served before the portraits take the CPU.
      startTimer = setTimeout(() => {
        const started = performance.now()
        seeding = seedDemoCommunity({
          db: app.db,
          storage: app.storage,
          clock: app.clock,
          log: app.log,
          shouldStop: () => closing,
        })
          .then(({ created }) => {
            if (created > 0) {
              const ms = Math.round(performance.now() - started)
              app.log.info({ created, ms }, `demo community: ${created} members created in the background`)
            }
          })
          .catch((err: unknown) => app.log.error({ err }, 'demo community: seeding failed'))
      }, SEED_DELAY_MS)
    })
    // Before the database closes: seeding stops after the member it is drawing, reactions stop.
    app.addHook('preClose', async () => {
      closing = true
      clearTimeout(startTimer)
      await Promise.all([seeding, behaviour.close()])
    })
  },
  { name: 'demo', dependencies: ['notifications', 'liked', 'matches'] },
)

/** Where the local storage keeps pictures, for the removal's sweep. */
export const mediaDirOf = (dataDir: string) => join(dataDir, 'media')
