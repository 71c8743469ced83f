import { TOKEN_RULES, type TokenRules } from '@mithaq/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import type { Clock } from '../lib/clock'
import { type Announcer, announce, expireNextDueMatch } from '../modules/matches/match-economy'
import { sendDueReminders } from '../modules/notifications/reminders'
import { runWeeklyTopUps } from '../modules/tokens/tokens.service'

/** Expiries handled per tick at most, so one tick never runs away; the rest wait a few seconds. */
const MAX_EXPIRIES_PER_TICK = 1000

export interface Scheduler {
  /** One pass: expire every due match, send due reminders, then the weekly top-ups. Tests call it with the test clock. */
  tick(): Promise<{ expired: number; reminded: number; toppedUp: number }>
  start(intervalMs: number): void
  stop(): Promise<void>
  readonly isRunning: boolean
}

/**
 * The background timekeeper (DESIGN.md section 5). Safe with many instances: each expiry locks its
 * match with SKIP LOCKED and each top-up its profile, so two instances never apply the same one,
 * and what one instance skips another (or the next tick) takes.
 */
export function createScheduler(deps: {
  db: Db
  clock: Clock
  announcer: Announcer
  log: FastifyBaseLogger
  rules?: TokenRules
}): Scheduler {
  const rules = deps.rules ?? TOKEN_RULES
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined

  async function tick() {
    const now = deps.clock.now()
    let expired = 0
    while (expired < MAX_EXPIRIES_PER_TICK) {
      const result = await expireNextDueMatch(deps.db, now, rules)
      if (!result.expired) break
      announce(deps.announcer, result.effects)
      expired += 1
    }
    const reminders = await sendDueReminders(deps.db, now)
    if (reminders.length > 0) deps.announcer.notify(reminders)
    const credited = await runWeeklyTopUps(deps.db, now, rules)
    deps.announcer.publish(
      [...credited].map(([userId, balance]) => ({
        userId,
        event: { type: 'wallet.updated' as const, balance },
      })),
    )
    return { expired, reminded: reminders.length, toppedUp: credited.size }
  }

  return {
    tick,
    start(intervalMs) {
      if (timer) return
      timer = setInterval(() => {
        if (running) return // a slow tick is never overlapped by the next one
        running = tick()
          .catch((err) => deps.log.error({ err }, 'scheduler tick failed'))
          .finally(() => {
            running = undefined
          })
      }, intervalMs)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await running
    },
    get isRunning() {
      return timer !== undefined
    },
  }
}
