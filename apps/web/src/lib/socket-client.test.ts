import { PAGE_ANSWERS_READ_AT, SERVER_EVENT, type ServerEvent, serverEventSchema } from '@mithaq/domain'
import { QueryObserver } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { removeSentPage, sendWithPage } from '../testing/page-answers'
import { renderHookWithProviders } from '../testing/render-with-providers'
import {
  FOCUS_CATCH_UP_MIN_MS,
  realtimeClientLoader,
  useRealtimeConnection,
  useServerEvents,
} from './socket-client'

// socket.io-client is the network's edge: a stand-in socket lets the test drop and restore the
// connection at will. Everything of ours (the hook, the query cache, the event parsing) is real.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, ((payload?: unknown) => void)[]>()
  return {
    connected: false,
    handlers,
    on(name: string, handler: (payload?: unknown) => void) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler])
    },
    off: () => handlers.clear(),
    connect() {},
    disconnect() {},
    emit(name: string, payload?: unknown) {
      for (const handler of handlers.get(name) ?? []) handler(payload)
    },
  }
})
const io = vi.hoisted(() => vi.fn((_options?: unknown) => socket))
vi.mock('socket.io-client', () => ({ io }))

const errorToast = vi.spyOn(toast, 'error')
const dismiss = vi.spyOn(toast, 'dismiss')
/** The client library is imported, and the socket opened, once the first screen is idle. */
const opened = () => vi.waitFor(() => expect(socket.handlers.size).toBeGreaterThan(0))

beforeEach(() => {
  socket.handlers.clear()
  errorToast.mockClear()
  dismiss.mockClear()
})

describe('useRealtimeConnection', () => {
  it('catches up on every (re)connect by refetching what is on screen', async () => {
    const { queryClient } = renderHookWithProviders(() => useRealtimeConnection('user-1'))
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await opened()
    act(() => socket.emit('connect'))
    expect(invalidate).toHaveBeenCalledTimes(1)
    act(() => socket.emit('disconnect'))
    act(() => socket.emit('connect'))
    expect(invalidate).toHaveBeenCalledTimes(2)
  })

  it('asks again for each query on screen in a task of its own, not all in one long task', async () => {
    const { queryClient } = renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await opened()
    const keys = ['wallet', 'unread', 'bell']
    const observers = keys.map((key) =>
      new QueryObserver(queryClient, {
        queryKey: [key],
        queryFn: () => key,
        staleTime: Number.POSITIVE_INFINITY,
      }).subscribe(() => {}),
    )
    const refetch = vi.spyOn(queryClient, 'refetchQueries')
    const asked = () => refetch.mock.calls.map(([filters]) => filters?.queryKey?.[0])
    act(() => socket.emit('connect'))
    // The first is asked at once, each next one once the main thread was free again.
    expect(asked()).toEqual(['wallet'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked()).toEqual(['wallet', 'unread'])
    await vi.waitFor(() => expect(asked()).toEqual(keys))
    for (const unsubscribe of observers) unsubscribe()
  })

  it('asks again for a query whose first answer was still on its way when the socket connected', async () => {
    const { queryClient } = renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await opened()
    // The screen's first read left before the socket listened: an event sent meanwhile is in
    // neither that answer nor the socket.
    const answers: ((value: string) => void)[] = []
    const unsubscribe = new QueryObserver(queryClient, {
      queryKey: ['match'],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {})
    expect(answers).toHaveLength(1)
    act(() => socket.emit('connect'))
    answers[0]!('read before the socket listened')
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]!('read after')
    await vi.waitFor(() => expect(queryClient.getQueryData(['match'])).toBe('read after'))
    unsubscribe()
  })

  it('connects over WebSocket only: no long-polling, which a round-robin balancer would break', async () => {
    io.mockClear()
    renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await opened()
    expect(io).toHaveBeenCalledTimes(1)
    expect(io.mock.calls[0]?.[0]).toMatchObject({ path: '/realtime', transports: ['websocket'] })
  })

  it("lets the page's first socket ask whether it missed anything since the page's answers were read (decision 580)", async () => {
    const readAt = Date.parse('2026-12-07T10:00:00Z')
    sendWithPage({ [PAGE_ANSWERS_READ_AT]: readAt })
    try {
      // A page of its own: the modules that remember the page's answers and its first socket, fresh.
      vi.resetModules()
      const page = await import('./socket-client')
      io.mockClear()
      const { queryClient } = renderHookWithProviders(() => page.useRealtimeConnection('user-1'))
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
      await opened()
      const [options] = io.mock.calls[0] ?? []
      const { auth } = options as { auth: (send: (data: object) => void) => void }
      const handshakes: object[] = []
      auth((data) => handshakes.push(data))
      expect(handshakes).toEqual([{ since: readAt }])

      // Connected: it waits for the server's word instead of asking for the whole screen again.
      act(() => socket.emit('connect'))
      act(() => socket.emit(SERVER_EVENT, { type: 'realtime.current' }))
      expect(invalidate).not.toHaveBeenCalled()
      // Told that an event may have been sent since: it catches up.
      act(() => socket.emit(SERVER_EVENT, { type: 'realtime.resumed' }))
      expect(invalidate).toHaveBeenCalledTimes(1)

      // A reconnect sends no time and catches up in full, as any other connect.
      auth((data) => handshakes.push(data))
      expect(handshakes[1]).toEqual({})
      act(() => socket.emit('disconnect'))
      act(() => socket.emit('connect'))
      expect(invalidate).toHaveBeenCalledTimes(2)
    } finally {
      removeSentPage()
    }
  })

  it('catches up when the server says its link to the other instances is back', async () => {
    const { queryClient } = renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await opened()
    act(() => socket.emit('connect'))
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    act(() => socket.emit(SERVER_EVENT, { type: 'wallet.updated', balance: 3 }))
    expect(invalidate).not.toHaveBeenCalled()
    act(() => socket.emit(SERVER_EVENT, { type: 'realtime.resumed' }))
    expect(invalidate).toHaveBeenCalledTimes(1)
  })

  it('catches up when the page regains focus, at most once per interval, and not while hidden or disconnected', async () => {
    const { queryClient } = renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await opened()
    socket.connected = true
    act(() => socket.emit('connect'))
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    expect(invalidate).toHaveBeenCalledTimes(1)
    // Focus and visibility both fire when the user comes back: one catch-up.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(invalidate).toHaveBeenCalledTimes(1)
    now.mockReturnValue(1_000_000 + FOCUS_CATCH_UP_MIN_MS)
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(invalidate).toHaveBeenCalledTimes(2)
    // A closed socket catches up on its reconnect instead.
    socket.connected = false
    now.mockReturnValue(1_000_000 + 3 * FOCUS_CATCH_UP_MIN_MS)
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    expect(invalidate).toHaveBeenCalledTimes(2)
    now.mockRestore()
  })

  it('says once that the live connection failed, and takes it back when it returns', async () => {
    renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await opened()
    act(() => {
      socket.emit('connect_error')
      socket.emit('connect_error')
    })
    expect(errorToast).toHaveBeenCalledTimes(1)
    expect(errorToast).toHaveBeenCalledWith('Failed to establish real-time connection.', {
      id: 'realtime-connection',
    })
    act(() => socket.emit('connect'))
    expect(dismiss).toHaveBeenCalledWith('realtime-connection')
  })

  it('hands parsed events to subscribers and ignores one it does not know', async () => {
    renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await opened()
    const seen: ServerEvent[] = []
    renderHookWithProviders(() => useServerEvents((event) => seen.push(event)))
    const wallet = serverEventSchema.parse({ type: 'wallet.updated', balance: 7 })
    act(() => {
      socket.emit(SERVER_EVENT, { type: 'something.new', x: 1 })
      socket.emit(SERVER_EVENT, wallet)
    })
    expect(seen).toEqual([wallet])
  })

  it('asks again for the client library when its download failed, once the network is back', async () => {
    vi.spyOn(realtimeClientLoader, 'load').mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await new Promise((done) => setTimeout(done, 50))
    expect(socket.handlers.size).toBe(0)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await opened()
  })

  it('opens no connection without a signed-in user', async () => {
    renderHookWithProviders(() => useRealtimeConnection(undefined))
    await new Promise((done) => setTimeout(done, 50))
    expect(socket.handlers.size).toBe(0)
  })

  it('opens none when the user leaves before the first screen was idle', async () => {
    const { unmount } = renderHookWithProviders(() => useRealtimeConnection('user-1'))
    unmount()
    await new Promise((done) => setTimeout(done, 50))
    expect(socket.handlers.size).toBe(0)
  })
})
