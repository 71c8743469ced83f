import { Redis } from 'ioredis'
import { oneLineReason } from '../db/client'

/** How start-up waits for Redis: the database's schedule (decision 080), one line per attempt. */
export interface RedisStartRetry {
  attempts?: number
  firstDelayMs?: number
  maxDelayMs?: number
  /** Where each failed attempt is told (default: the app's log, as a warning). */
  log?: (line: string) => void
}

/** Start-up gave up on Redis; its message is the one line to print. */
export class RedisStartError extends Error {}

/**
 * Connects the adapter's publisher and subscriber, retrying with a doubling back-off while Redis
 * does not answer (still starting, a failover). A failed attempt's clients are dropped whole and
 * the next attempt starts fresh ones: ioredis would otherwise keep reconnecting them on its own.
 */
export async function connectRedisWithRetry(
  url: string,
  { attempts = 8, firstDelayMs = 500, maxDelayMs = 15_000, log = () => {} }: RedisStartRetry = {},
): Promise<{ pub: Redis; sub: Redis }> {
  let delay = firstDelayMs
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
      if (attempt >= attempts)
        throw new RedisStartError(`redis unreachable after ${attempt} attempts: ${reason}`)
      log(`redis unreachable (attempt ${attempt} of ${attempts}): ${reason}; retrying in ${delay} ms`)
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay = Math.min(delay * 2, maxDelayMs)
    }
  }
}

/**
 * Calls `onResumed` once each time the link to Redis comes back after a loss (the subscriber, the
 * publisher, or both within `settleMs`): what was published meanwhile never arrived, or never left.
 * Not on the first connection.
 */
export function watchResumes(clients: Redis[], onResumed: () => void, settleMs = 250): () => void {
  let timer: NodeJS.Timeout | undefined
  const offs = clients.map((client) => {
    let lost = false
    const onClose = () => {
      lost = true
    }
    const onReady = () => {
      if (!lost) return
      lost = false
      // ioredis subscribes again right after 'ready'; the settle time also lets that reach Redis.
      clearTimeout(timer)
      timer = setTimeout(onResumed, settleMs)
    }
    client.on('close', onClose)
    client.on('ready', onReady)
    return () => {
      client.off('close', onClose)
      client.off('ready', onReady)
    }
  })
  return () => {
    clearTimeout(timer)
    for (const off of offs) off()
  }
}
