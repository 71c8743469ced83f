import { TOKEN_RULES, type TokenRules } from '@mithaq/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import type { Clock } from '../lib/clock'
import type { MatchService } from '../modules/matches'
import { type Announcer, sendDueReminders } from '../modules/notifications'
import { runWeeklyTopUps } from '../modules/tokens'

/** Expiries handled per tick at most, so one tick never runs away; the rest wait a few seconds. */
const MAX_EXPIRIES_PER_TICK = 1000

/** Guardians' transcripts are weekly: a look every quarter of an hour is plenty. */
export const TRANSCRIPT_CHECK_MS = 15 * 60_000

export interface Scheduler {
  /**
   * One pass: expire due matches, send due reminders, then weekly top-ups (up to a thousand of
   * each, the rest at the next tick), retention and
   * (every quarter of an hour) the guardians' weekly transcripts. Tests call it with the test clock.
   */
  tick(): Promise<{
    expired: number
    reminded: number
    toppedUp: number
    purged: number
    transcripts: number
  }>
  start(intervalMs: number): void
  stop(): Promise<void>
  readonly isRunning: boolean
}

/**
 * The background timekeeper (docs/product.md § 7). Safe with many instances: each expiry locks its
 * match with SKIP LOCKED and each top-up its profile, so two instances never apply the same one,
 * and what one instance skips another (or the next tick) takes.
 */
export function createScheduler(deps: {
  db: Db
  clock: Clock
  /** Expires due matches through the match economy's front door. */
  matches: Pick<MatchService, 'expireDue'>
  announcer: Announcer
  log: FastifyBaseLogger
  rules?: TokenRules
  /** Erases profiles closed for longer than the privacy policy keeps them; answers how many. */
  purgeClosedProfiles?: () => Promise<number>
  /** Mails each guardian the week's transcript that is due (decision 233); answers how many. */
  sendDueTranscripts?: () => Promise<number>
}): Scheduler {
  const rules = deps.rules ?? TOKEN_RULES
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let transcriptsLookedAt: number | undefined

  async function dueTranscripts(now: Date): Promise<number> {
    if (!deps.sendDueTranscripts) return 0
    if (transcriptsLookedAt !== undefined && now.getTime() - transcriptsLookedAt < TRANSCRIPT_CHECK_MS)
      return 0
    transcriptsLookedAt = now.getTime()
    return deps.sendDueTranscripts()
  }

  async function tick() {
    const now = deps.clock.now()
    const expired = await deps.matches.expireDue(now, MAX_EXPIRIES_PER_TICK)
    const reminders = await sendDueReminders(deps.db, now)
    deps.announcer.announce({ notifications: reminders })
    const credited = await runWeeklyTopUps(deps.db, now, rules)
    deps.announcer.announce({
      emits: [...credited].map(([userId, balance]) => ({
        userId,
        event: { type: 'wallet.updated' as const, balance },
      })),
    })
    const purged = deps.purgeClosedProfiles ? await deps.purgeClosedProfiles() : 0
    const transcripts = await dueTranscripts(now)
    return { expired, reminded: reminders.length, toppedUp: credited.size, purged, transcripts }
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
