import type { Redis } from 'ioredis'
import type { Clock } from '../lib/clock'

/**
 * When each user was last sent a realtime event, so that a page's first socket can be told
 * whether anything happened since the page's answers were read (decision 580): if not, it need
 * not ask for everything again. Kept in this instance's memory and, with Redis, for every
 * instance. Whatever cannot be told for sure counts as "something happened".
 */
export interface LastEvents {
  /** A realtime event is being sent to this user now. */
  mark(userId: string): void
  /** A catch-up of the whole Redis link: what was published meanwhile may be lost for anyone. */
  markEveryone(): void
  /** Whether the user may have missed an event sent after `since` (ms since the epoch). */
  mayHaveMissed(userId: string, since: number): Promise<boolean>
}

/** How long a user's last event is remembered: a page older than this catches up in full. */
export const LAST_EVENT_KEPT_MS = 10 * 60_000
/** Instances' clocks may disagree by this much: an event this close before the page counts. */
export const CLOCK_MARGIN_MS = 5_000

const userKey = (userId: string) => `mithaq:realtime:last-event:${userId}`
const EVERYONE_KEY = 'mithaq:realtime:last-event:*'

export function lastEvents(clock: Clock, redis?: Redis): LastEvents {
  const local = new Map<string, number>()
  let everyone = Number.NEGATIVE_INFINITY
  const forget = (now: number) => {
    for (const [userId, at] of local) if (now - at > LAST_EVENT_KEPT_MS) local.delete(userId)
  }
  return {
    mark(userId) {
      const now = clock.now().getTime()
      if (local.size > 10_000) forget(now)
      local.set(userId, now)
      // A failed write is covered: the link's return marks everyone (markEveryone).
      void redis?.set(userKey(userId), String(now), 'PX', LAST_EVENT_KEPT_MS).catch(() => undefined)
    },
    markEveryone() {
      const now = clock.now().getTime()
      everyone = now
      void redis?.set(EVERYONE_KEY, String(now), 'PX', LAST_EVENT_KEPT_MS).catch(() => undefined)
    },
    async mayHaveMissed(userId, since) {
      const now = clock.now().getTime()
      if (!Number.isFinite(since) || now - since > LAST_EVENT_KEPT_MS - CLOCK_MARGIN_MS) return true
      const after = (at: number | undefined) => at !== undefined && at >= since - CLOCK_MARGIN_MS
      if (after(local.get(userId)) || after(everyone)) return true
      if (!redis) return false
      try {
        const [user, all] = await redis.mget(userKey(userId), EVERYONE_KEY)
        return after(user == null ? undefined : Number(user)) || after(all == null ? undefined : Number(all))
      } catch {
        return true
      }
    },
  }
}
