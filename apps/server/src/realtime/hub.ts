import { type ErrorCode, REALTIME_PATH, REALTIME_SINCE, SERVER_EVENT, type ServerEvent } from '@mithaq/domain'
import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { Server } from 'socket.io'
import { cookieFromOwnPage } from '../config/origins'
import { oneLineReason } from '../db/client'
import type { Credentials, SessionCache } from '../plugins/session-cache'
import { lastEvents } from './last-event'
import { watchLink } from './redis-link'

/** One user's sockets, on this instance and (with Redis) every other one. */
export interface UserChannel {
  emit(event: ServerEvent): void
}

/** A realtime event waiting for its transaction to commit. */
export interface PendingEmit {
  userId: string
  event: ServerEvent
}

export interface Hub {
  toUser(userId: string): UserChannel
  /** Sends events collected during a transaction. Call it only after the commit. */
  publish(emits: PendingEmit[]): void
  /**
   * Sessions may have ended (sign-out, password reset, revocation, deactivation, deletion): every
   * instance's session cache forgets what it remembered, and every instance re-checks the open
   * sockets of that user (of everyone, when the user is not known) and closes those whose session
   * is gone; this one at once and the others through Redis.
   */
  sessionsEnded(userId?: string): void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The only way to reach a user's open screens. Emit after the commit, never inside a transaction. */
    hub: Hub
  }
}

export const userRoom = (userId: string) => `user:${userId}`

interface SocketData {
  userId: string
  /** What the handshake carried its session in, to ask again whether that session still lives. */
  credentials: Credentials
}

/** Clients send nothing; the server sends every event on SERVER_EVENT. */
type ClientToServerEvents = Record<never, never>
interface ServerToClientEvents {
  [SERVER_EVENT]: (event: ServerEvent) => void
}
/** Between instances, through the Redis adapter. */
interface InterServerEvents {
  'sessions.ended': (userId: string | null) => void
}

/** Why a handshake was refused, as the client's `connect_error` message. */
export const TOO_MANY_SOCKETS: ErrorCode = 'TOO_MANY_SOCKETS'
/** How often an open socket's session is looked up again (with up to a third more, spread). */
export const SOCKET_RECHECK_MS = 5 * 60_000

/**
 * Socket.IO at /realtime on the app's own HTTP server (docs/product.md § 9). Server → client only:
 * the handshake is authenticated with the same session as HTTP (cookie, or the bearer token of the
 * native shell in `auth.token`), each socket joins `user:<id>`, and nothing a client sends is read.
 * With `redis` (connected by buildApp, decision 335), the Redis adapter carries every emit to the
 * sockets of the other instances.
 */
export const realtimePlugin = fp(
  async (
    app: FastifyInstance,
    {
      redis: link,
      allowedOrigins,
      ownOrigins,
      sessions,
      socketsPerUser = 20,
      recheckMs = SOCKET_RECHECK_MS,
    }: {
      /** The publisher and subscriber, already connected (connectRedisWithRetry); none: one instance. */
      redis?: { pub: Redis; sub: Redis }
      allowedOrigins: string[]
      /** The origins whose pages may open a socket with the session cookie (config/origins.ts). */
      ownOrigins: string[]
      sessions: SessionCache
      socketsPerUser?: number
      /** How often each open socket's session is checked again. */
      recheckMs?: number
    },
  ) => {
    const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
      app.server,
      {
        path: REALTIME_PATH,
        serveClient: false,
        // Our own pages are same-origin; the shell authenticates with its token: no origin gets credentials.
        cors: { origin: allowedOrigins, credentials: false },
        // A browser page from another site must not open a socket with the user's cookie.
        allowRequest: (req, callback) => {
          const origin = req.headers.origin
          const allowed = origin === undefined || allowedOrigins.includes(origin)
          if (!allowed)
            app.log.warn({ origin }, 'realtime: socket refused, its origin is not allowed (see PUBLIC_URL)')
          callback(null, allowed)
        },
      },
    )

    // When each user was last sent an event: a page's first socket is told whether it missed one.
    const last = lastEvents(app.clock, link?.pub)

    let redis: { pub: Redis; sub: Redis; unwatch: () => void } | undefined
    if (link) {
      const { pub, sub } = link
      // watchLink reports the link's changes of state; ioredis wants a listener on every client,
      // or it prints each reconnect attempt's error itself.
      for (const client of [pub, sub]) client.on('error', () => {})
      // Emits that could not reach Redis during an outage: counted, told once when it is back.
      const unpublished = { count: 0, linkDown: false }
      io.adapter(createAdapter(withCaughtPublish(pub, app, unpublished), sub))
      const unwatch = watchLink([pub, sub], {
        onLost(reason) {
          unpublished.linkDown = true
          app.log.warn(
            `realtime: redis link lost (${reason}); reconnecting, and until then events reach only this instance's sockets`,
          )
        },
        onResumed({ downMs, reason }) {
          const lost = unpublished.count
          unpublished.count = 0
          unpublished.linkDown = false
          // Events published while the link was down were lost for good: this instance's sockets
          // refetch what they show (decision 060), as they would on a reconnect of their own.
          app.log.info(
            `realtime: redis is back after ${(downMs / 1000).toFixed(1)} s (last error: ${reason}); ${lost} events could not be sent meanwhile; connected clients are told to catch up`,
          )
          last.markEveryone()
          io.local.emit(SERVER_EVENT, { type: 'realtime.resumed' })
        },
        onError(reason) {
          app.log.warn(`realtime: redis error: ${reason}`)
        },
      })
      redis = { pub, sub, unwatch }
    }

    const own = new Set(ownOrigins)
    io.use(async (socket, next) => {
      try {
        const { authorization } = socket.handshake.headers
        // The cookie only from our own pages, as on HTTP: a page of another allowed origin (the
        // native shell's) opens its socket with its bearer token, never with the browser's cookie.
        const cookie = cookieFromOwnPage(own, socket.handshake.headers, 'accept')
          ? socket.handshake.headers.cookie
          : undefined
        const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token
        // Through the session cache: the app's first requests after connecting then find it warm.
        const credentials = {
          authorization: typeof token === 'string' && token ? `Bearer ${token}` : authorization,
          cookie,
        }
        const user = await app.sessionUser(credentials)
        if (!user) return next(new Error('UNAUTHENTICATED'))
        if ((await countSockets(user.id)) >= socketsPerUser) return next(new Error(TOO_MANY_SOCKETS))
        socket.data.userId = user.id
        socket.data.credentials = credentials
        next()
      } catch (err) {
        app.log.warn({ err }, 'realtime: handshake failed')
        next(new Error('UNAUTHENTICATED'))
      }
    })
    /** The user's open sockets on every instance; this instance's alone when Redis does not answer. */
    async function countSockets(userId: string): Promise<number> {
      try {
        return (await io.in(userRoom(userId)).fetchSockets()).length
      } catch {
        return (await io.local.in(userRoom(userId)).fetchSockets()).length
      }
    }

    /** Closes the socket when the session it was opened with has ended or changed hands. */
    async function recheck(socket: {
      data: SocketData
      connected: boolean
      disconnect(close?: boolean): unknown
    }) {
      if (!socket.connected) return
      let user: Awaited<ReturnType<typeof app.sessionUser>>
      try {
        user = await app.sessionUser(socket.data.credentials)
      } catch (err) {
        // The database is out of reach: keep the socket; the next check decides.
        app.log.warn({ err }, 'realtime: a socket session could not be checked')
        return
      }
      if (user?.id !== socket.data.userId) socket.disconnect(true)
    }

    /** Re-checks this instance's sockets of one user, or all of them. */
    async function recheckLocal(userId?: string) {
      const local = [...io.of('/').sockets.values()].filter((s) => !userId || s.data.userId === userId)
      await Promise.all(local.map(recheck))
    }

    io.on('connection', (socket) => {
      socket.join(userRoom(socket.data.userId))
      // A page's first socket says when the page's answers were read: it is told whether an event
      // may have been sent since (decision 580), instead of asking for everything again. Asked
      // after joining the room, so an event sent meanwhile is either delivered or seen here.
      const since = (socket.handshake.auth as Record<string, unknown> | undefined)?.[REALTIME_SINCE]
      if (typeof since === 'number') {
        void last.mayHaveMissed(socket.data.userId, since).then((missed) => {
          socket.emit(SERVER_EVENT, { type: missed ? 'realtime.resumed' : 'realtime.current' })
        })
      }
      // A session can also end without a word reaching this instance (expiry, Redis away).
      const every = recheckMs * (1 + Math.random() / 3)
      const timer = setInterval(() => void recheck(socket), every)
      timer.unref()
      socket.once('disconnect', () => clearInterval(timer))
    })
    io.on('sessions.ended', (userId) => {
      sessions.clear()
      void recheckLocal(userId ?? undefined)
    })

    const hub: Hub = {
      toUser: (userId) => ({
        emit: (event) => {
          last.mark(userId)
          io.to(userRoom(userId)).emit(SERVER_EVENT, event)
        },
      }),
      publish(emits) {
        for (const { userId, event } of emits) hub.toUser(userId).emit(event)
      },
      sessionsEnded(userId) {
        sessions.clear()
        void recheckLocal(userId)
        // Without Redis there is no other instance to tell.
        if (redis) io.serverSideEmit('sessions.ended', userId ?? null)
      },
    }
    app.decorate('hub', hub)

    // Open sockets would keep the HTTP server from closing: end them before it does.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true)
      io.engine.close()
    })
    app.addHook('onClose', async () => {
      if (!redis) return
      redis.unwatch()
      await Promise.allSettled([redis.pub.quit(), redis.sub.quit()])
    })
  },
  { name: 'realtime', dependencies: [] },
)

/**
 * The adapter fires `publish` without handling its promise; a failed publish (Redis restarting)
 * would be an unhandled rejection, which ends a Node process. Count it while the link is known to
 * be down (told once when it is back), log it in one line otherwise.
 */
function withCaughtPublish(
  pub: Redis,
  app: FastifyInstance,
  unpublished: { count: number; linkDown: boolean },
): Redis {
  return new Proxy(pub, {
    get(target, prop, receiver) {
      if (prop === 'publish') {
        return (...args: Parameters<Redis['publish']>) =>
          target.publish(...args).catch((err: unknown) => {
            if (unpublished.linkDown || target.status !== 'ready') unpublished.count++
            else
              app.log.warn(
                `realtime: an event could not be published to the other instances: ${oneLineReason(err)}`,
              )
            return 0
          })
      }
      const value = Reflect.get(target, prop, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
