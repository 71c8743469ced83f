import { Redis } from 'ioredis'
import { oneLineReason } from '../db/client'

/** How long start-up waits for Redis by default (REDIS_START_WAIT_MS): about a minute. */
export const REDIS_START_WAIT_MS = 60_000

/** How start-up waits for Redis: a doubling delay within a window (decision 335), one line per attempt. */
export interface RedisStartRetry {
  /** The whole wait: the delays between attempts add up to it, the last one cut to fit. */
  waitMs?: number
  firstDelayMs?: number
  maxDelayMs?: number
  /** Where each failed attempt is told (default: the app's log, as a warning). */
  log?: (line: string) => void
}

/** Start-up gave up on Redis; its message is the one line to print. */
export class RedisStartError extends Error {}

/**
 * The waits between attempts: doubling from `firstDelayMs` up to `maxDelayMs`, until they add up
 * to `waitMs` (the last one cut to fit). Known in advance, so each line can say "attempt 3 of 9".
 */
export function startDelays({
  waitMs = REDIS_START_WAIT_MS,
  firstDelayMs = 500,
  maxDelayMs = 15_000,
}: RedisStartRetry = {}): number[] {
  const delays: number[] = []
  let total = 0
  let next = firstDelayMs
  while (total < waitMs) {
    const delay = Math.min(next, maxDelayMs, waitMs - total)
    delays.push(delay)
    total += delay
    next = Math.min(next * 2, maxDelayMs)
  }
  return delays
}

/**
 * Connects the adapter's publisher and subscriber, retrying with a doubling back-off while Redis
 * does not answer (still starting, a failover), for `waitMs` in all. A failed attempt's clients
 * are dropped whole and the next attempt starts fresh ones: ioredis would otherwise keep
 * reconnecting them on its own. Called by buildApp outside any plugin, so Fastify's plugin
 * timeout (10 s) does not cut the wait short.
 */
export async function connectRedisWithRetry(
  url: string,
  retry: RedisStartRetry = {},
): Promise<{ pub: Redis; sub: Redis }> {
  const delays = startDelays(retry)
  const attempts = delays.length + 1
  const log = retry.log ?? (() => {})
  for (let attempt = 1; ; attempt++) {
    // Without an offline queue, an emit while Redis is away fails at once instead of piling up:
    // events are hints, and clients refetch when they reconnect.
    const pub = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    const sub = pub.duplicate()
    // The attempt's failure is reported below, once, with the socket's reason (ECONNREFUSED…):
    // connect() itself only says "Connection is closed."
    let cause: unknown
    const quiet = (err: unknown) => {
      cause ??= err
    }
    pub.on('error', quiet)
    sub.on('error', quiet)
    try {
      await Promise.all([pub.connect(), sub.connect()])
      pub.off('error', quiet)
      sub.off('error', quiet)
      return { pub, sub }
    } catch (err) {
      pub.disconnect()
      sub.disconnect()
      const reason = oneLineReason(cause ?? err)
      const delay = delays[attempt - 1]
      if (delay === undefined)
        throw new RedisStartError(`redis unreachable after ${attempt} attempts: ${reason}`)
      log(`redis unreachable (attempt ${attempt} of ${attempts}): ${reason}; retrying in ${delay} ms`)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

export interface LinkWatch {
  /** The link went down (a client closed): once per outage, with the last error seen. */
  onLost(reason: string): void
  /**
   * Every client is ready again after a loss: once per outage. What was published meanwhile never
   * arrived, or never left.
   */
  onResumed(outage: { downMs: number; reason: string }): void
  /** An error on a link that stayed up (no close followed within a second): rare, told at once. */
  onError(reason: string): void
}

/**
 * Follows the link to Redis (the publisher and subscriber together) and reports its changes of
 * state, not every reconnect attempt: ioredis retries every few hundred milliseconds during an
 * outage, each failure an `error` event. `onResumed` waits `settleMs` after the last client is
 * ready (ioredis subscribes again right after 'ready'; the settle time lets that reach Redis).
 * Nothing is reported on the first connection.
 */
export function watchLink(clients: Redis[], watch: LinkWatch, settleMs = 250): () => void {
  const down = new Set<Redis>()
  let lostAt: number | undefined
  let lastReason = 'connection closed'
  let resumeTimer: NodeJS.Timeout | undefined
  const errorTimers = new Set<NodeJS.Timeout>()

  const offs = clients.map((client) => {
    const onError = (err: unknown) => {
      lastReason = oneLineReason(err)
      if (lostAt !== undefined) return
      // An error on a live link is usually the first sign of its loss ('close' follows at once);
      // it is told on its own only if the link stays up.
      const timer = setTimeout(() => {
        errorTimers.delete(timer)
        if (lostAt === undefined) watch.onError(oneLineReason(err))
      }, 1000)
      timer.unref()
      errorTimers.add(timer)
    }
    const onClose = () => {
      down.add(client)
      clearTimeout(resumeTimer)
      if (lostAt !== undefined) return
      lostAt = Date.now()
      watch.onLost(lastReason)
    }
    const onReady = () => {
      down.delete(client)
      if (lostAt === undefined || down.size > 0) return
      const outage = { downMs: Date.now() - lostAt, reason: lastReason }
      clearTimeout(resumeTimer)
      resumeTimer = setTimeout(() => {
        lostAt = undefined
        lastReason = 'connection closed'
        watch.onResumed(outage)
      }, settleMs)
    }
    client.on('error', onError)
    client.on('close', onClose)
    client.on('ready', onReady)
    return () => {
      client.off('error', onError)
      client.off('close', onClose)
      client.off('ready', onReady)
    }
  })
  return () => {
    clearTimeout(resumeTimer)
    for (const timer of errorTimers) clearTimeout(timer)
    for (const off of offs) off()
  }
}
