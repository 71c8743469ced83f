import {
  REALTIME_PATH,
  REALTIME_SINCE,
  SERVER_EVENT,
  type ServerEvent,
  serverEventSchema,
} from '@mithaq/domain'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { Socket } from 'socket.io-client'
import { toast } from 'sonner'
import { pageAnswersReadAt } from './early-requests'
import { cancelFirstFetches } from './invalidate'
import { socketTarget } from './transport'

/**
 * The one Socket.IO connection of the signed-in user (docs/product.md § 9). Server → client only:
 * writes go over HTTP. The socket is a hint, never the truth: every (re)connect, and coming back to
 * the page, invalidates the active queries, so whatever was missed is fetched again. The page's
 * first connect, when the page came with its answers, asks the server first (decision 580).
 */

type Listener = (event: ServerEvent) => void

const listeners = new Set<Listener>()

const REALTIME_TOAST_ID = 'realtime-connection'
/** Coming back to the page catches up at most this often (alt-tabbing back and forth costs one). */
export const FOCUS_CATCH_UP_MIN_MS = 10_000
const REALTIME_FAILED = 'Failed to establish real-time connection.'

/** Hands one parsed event to every subscriber; an event this client does not know is ignored. */
function dispatch(raw: unknown): ServerEvent | undefined {
  const parsed = serverEventSchema.safeParse(raw)
  if (!parsed.success) return undefined
  for (const listener of listeners) listener(parsed.data)
  return parsed.data
}

/**
 * Catching up after a (re)connect: every query is marked stale, and the ones on screen are asked
 * again one per task, so a screen with many (the shell's badges, the bell, the balance, the
 * feed) does not start them all, and read them all, in one long task (decision 250).
 */
function refetchEverything(queryClient: QueryClient) {
  // A first answer still on its way was read before this connection listened: asked again too.
  cancelFirstFetches(queryClient)
  void queryClient.invalidateQueries({ refetchType: 'none' })
  const queries = queryClient.getQueryCache().findAll({ type: 'active' })
  const next = () => {
    const query = queries.shift()
    if (!query) return
    void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' })
    window.setTimeout(next, 0)
  }
  next()
}

/** Whether this page has opened its first socket yet (the one that may skip its catch-up). */
let pageSocketOpened = false

/** How long a failed download of the socket client waits before it is asked for again. */
const CLIENT_RETRY_MS = 5000

/** Where the socket client comes from: its own chunk, downloaded after the first screen (tests fail it). */
export const realtimeClientLoader = { load: () => import('socket.io-client') }

/** Runs `work` once the browser is idle (the first screen is shown), or after `timeout` ms at most. */
function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(work, 1)
  return () => window.clearTimeout(handle)
}

/**
 * Opens the connection while `userId` is set and closes it when the user changes or leaves the
 * signed-in area, so one user's socket can never carry the next user's events. The client
 * library is downloaded, and the connection opened, once the first screen is shown (decision
 * 185): nothing is missed meanwhile, since the first connect refetches every active query.
 */
export function useRealtimeConnection(userId: string | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    let socket: Socket | undefined
    let closed = false
    // Socket.IO ignores the browser's offline event on localhost, and a half-open socket can take a
    // minute to notice a lost network: close it at once and reconnect when the network is back.
    const goOffline = () => socket?.disconnect()
    const goOnline = () => {
      if (!socket) load()
      else if (!socket.connected) socket.connect()
    }
    // An event can be lost with the instance that was to send it (it died between its commit and
    // its publish) while this socket, on another instance, never dropped (decision 336). Coming
    // back to the page refetches what it shows. A closed socket catches up when it reconnects.
    let lastFocusCatchUp = Number.NEGATIVE_INFINITY
    const comeBack = () => {
      if (document.visibilityState === 'hidden' || !socket?.connected) return
      const now = Date.now()
      if (now - lastFocusCatchUp < FOCUS_CATCH_UP_MIN_MS) return
      lastFocusCatchUp = now
      refetchEverything(queryClient)
    }

    function open(io: typeof import('socket.io-client').io): Socket {
      // The cookie on the web; in the native shell the API's origin and the bearer token (lib/transport.ts).
      const { url, withCredentials, auth } = socketTarget()
      // The page's first socket says when the page's answers were read: the server answers
      // 'realtime.resumed' if an event may have been sent to us since (we then catch up, below)
      // or 'realtime.current' if not, which spares asking for the whole screen again a second
      // after it came with the page (decision 580). Every later connect catches up in full.
      let since = pageSocketOpened ? undefined : pageAnswersReadAt()
      pageSocketOpened = true
      const options = {
        path: REALTIME_PATH,
        withCredentials,
        // Asked at each attempt: the shell's token (read from the device), and the time until
        // the first connect.
        auth: (send: (data: object) => void) => {
          const withSince = (data: object) =>
            send({ ...data, ...(since !== undefined && { [REALTIME_SINCE]: since }) })
          if (auth) auth(withSince)
          else withSince({})
        },
        // WebSocket only (decision 175): long-polling needs every request of a session to reach the
        // same instance, which a plain round-robin load balancer does not do.
        transports: ['websocket'],
        // docs/product.md § 9: reconnect after 1, 2, 5, 10 s, then every 10 s.
        reconnectionDelay: 1000,
        reconnectionDelayMax: 10_000,
        randomizationFactor: 0.2,
      }
      const opened = url ? io(url, options) : io(options)
      let failedSinceConnect = false
      opened.on('connect', () => {
        if (failedSinceConnect) toast.dismiss(REALTIME_TOAST_ID)
        failedSinceConnect = false
        // The server says whether this first connect missed anything (above).
        if (since !== undefined) {
          since = undefined
          return
        }
        // Catch up: anything announced while we were away is refetched, shown once.
        refetchEverything(queryClient)
      })
      opened.on('connect_error', () => {
        if (failedSinceConnect) return
        failedSinceConnect = true
        toast.error(REALTIME_FAILED, { id: REALTIME_TOAST_ID })
      })
      opened.on(SERVER_EVENT, (raw: unknown) => {
        // The server's link to the other instances came back: events may have been lost meanwhile.
        if (dispatch(raw)?.type === 'realtime.resumed') refetchEverything(queryClient)
      })
      return opened
    }

    // The client library is a chunk of its own: if the network drops while it downloads, the page
    // would stay without live updates until a reload. Ask again when the network is back, and
    // every few seconds meanwhile.
    let retry: number | undefined
    const load = () => {
      window.clearTimeout(retry)
      if (closed || socket) return
      realtimeClientLoader.load().then(
        ({ io }) => {
          if (!closed && !socket) socket = open(io)
        },
        () => {
          if (!closed) retry = window.setTimeout(load, CLIENT_RETRY_MS)
        },
      )
    }
    const cancelIdle = whenIdle(load, 1500)
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', goOnline)
    window.addEventListener('focus', comeBack)
    document.addEventListener('visibilitychange', comeBack)
    return () => {
      closed = true
      cancelIdle()
      window.clearTimeout(retry)
      window.removeEventListener('offline', goOffline)
      window.removeEventListener('online', goOnline)
      window.removeEventListener('focus', comeBack)
      document.removeEventListener('visibilitychange', comeBack)
      socket?.off()
      socket?.disconnect()
    }
  }, [userId, queryClient])
}

/** Calls `handler` with every server event while the component is mounted (the latest handler). */
export function useServerEvents(handler: Listener) {
  const latest = useRef(handler)
  useLayoutEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const listener: Listener = (event) => latest.current(event)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [])
}
