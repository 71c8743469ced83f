import { PAGE_ANSWERS_READ_AT } from '@mithaq/domain'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { removeSentPage, sendWithPage } from '../testing/page-answers'
import { renderHookWithProviders } from '../testing/render-with-providers'

// The native shell's socket: its own origin and the token read from the device (lib/transport.ts).
vi.mock('./transport', () => ({
  socketTarget: () => ({
    url: 'https://api.mithaq.example',
    withCredentials: false,
    auth: (send: (data: object) => void) =>
      void Promise.resolve().then(() => send({ token: 'device-token' })),
  }),
}))
const io = vi.hoisted(() =>
  vi.fn((_url?: unknown, _options?: unknown) => ({ on() {}, off() {}, connect() {}, disconnect() {} })),
)
vi.mock('socket.io-client', () => ({ io }))

beforeEach(() => {
  removeSentPage()
})

describe("the shell's socket", () => {
  it("sends the device's token, and beside it the page's time when there is one (decision 580)", async () => {
    sendWithPage({ [PAGE_ANSWERS_READ_AT]: 1_800_000_000_000 })
    const { useRealtimeConnection } = await import('./socket-client')
    renderHookWithProviders(() => useRealtimeConnection('user-1'))
    await vi.waitFor(() => expect(io).toHaveBeenCalled())
    const [url, options] = io.mock.calls[0] ?? []
    expect(url).toBe('https://api.mithaq.example')
    const { auth } = options as { auth: (send: (data: object) => void) => void }
    const handshake = await new Promise((resolve) => auth(resolve))
    expect(handshake).toEqual({ token: 'device-token', since: 1_800_000_000_000 })
  })
})
