import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** What a listener tells its owner: each payload, and whether it is listening at all. */
export interface ListenHandlers {
  onMessage(payload: string): void
  /** False while the connection is lost: announcements made meanwhile are never heard. */
  onListening(listening: boolean): void
}

export interface Listener {
  /**
   * Resolves true once every announcement committed before the call has been handed to
   * onMessage: a round trip on the listening connection, which PostgreSQL answers only after
   * the notifications it holds for it. False while not listening. Calls made while a round trip
   * is under way share the next one.
   */
  caughtUp(): Promise<boolean>
  stop(): Promise<void>
}

/** LISTEN on a channel of the database (decision 600). */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Listener>

/**
 * One round trip at a time; callers that arrive while one is under way wait for the next, which
 * starts after them, so each caller's answer covers every commit made before it asked.
 */
export function roundTrips(ask: () => Promise<boolean>): () => Promise<boolean> {
  let current: Promise<boolean> | undefined
  let next: Promise<boolean> | undefined
  const start = (): Promise<boolean> => {
    const trip = ask()
      .catch(() => false)
      .finally(() => {
        if (current === trip) current = undefined
      })
    current = trip
    return trip
  }
  return () => {
    if (!current) return start()
    next ??= current.then(() => {
      next = undefined
      return start()
    })
    return next
  }
}

export function pgliteListen(client: PGlite): Listen {
  return async (channel, { onMessage, onListening }) => {
    const unlisten = await client.listen(channel, onMessage)
    let listening = true
    onListening(true)
    return {
      // One connection in this process: PGlite hands a commit's notifications to the listeners
      // (as microtasks) while it reads the committing statement's answer, so every commit made
      // before the call has been heard already.
      caughtUp: async () => listening,
      async stop() {
        listening = false
        onListening(false)
        await unlisten().catch(() => {})
      },
    }
  }
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000

/**
 * A connection of its own, outside the pool (a pooled one would be handed to queries). When it is
 * lost, the owner hears onListening(false) at once, and it connects again every second.
 */
export function postgresListen(url: string): Listen {
  return async (channel, { onMessage, onListening }) => {
    let stopped = false
    let client: pg.Client | undefined
    let retry: NodeJS.Timeout | undefined
    const connect = async () => {
      const c = new pg.Client({ connectionString: url, keepAlive: true })
      client = c
      const lost = () => {
        if (client !== c) return
        client = undefined
        onListening(false)
        c.end().catch(() => {})
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS)
      }
      c.on('error', lost)
      c.on('end', lost)
      c.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onMessage(n.payload)
      })
      try {
        await c.connect()
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`)
        if (client === c) onListening(true)
      } catch {
        lost()
      }
    }
    await connect()
    return {
      caughtUp: roundTrips(async () => {
        const c = client
        if (!c) return false
        await c.query('select 1')
        return client === c
      }),
      async stop() {
        stopped = true
        clearTimeout(retry)
        const c = client
        client = undefined
        onListening(false)
        await c?.end().catch(() => {})
      },
    }
  }
}
