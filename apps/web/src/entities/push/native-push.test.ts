import { deviceInfoSchema, saveNativePushTokenSchema } from '@mithaq/domain'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../testing/msw-server'

// The native shell's build names the API's origin in the page (decision 211); set before the
// transport reads it. The push plugin is the one thing faked: it is the phone, outside our system.
const API = vi.hoisted(() => {
  const origin = 'https://api.mithaq.test'
  const meta = document.createElement('meta')
  meta.name = 'mithaq-api-origin'
  meta.content = origin
  document.head.append(meta)
  return origin
})

const { enablePush, disablePush, unsubscribeThisBrowser } = await import('./push')
const { sessionToken } = await import('../../lib/session-token')
const { isNativeShell } = await import('../../lib/transport')
const native = await import('./native-push')

type Permission = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied'
type Listener = (data: unknown) => void

/** A stand-in for @capacitor/push-notifications: permission, registration, and its events. */
function fakePlugin({ permission, answer }: { permission: Permission; answer?: Permission }) {
  const listeners = new Map<string, Set<Listener>>()
  const state = { permission, asked: 0, registered: 0, unregistered: 0, nextToken: token('a') }
  const emit = (event: string, data: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(data)
  }
  const push = {
    checkPermissions: async () => ({ receive: state.permission }),
    requestPermissions: async () => {
      state.asked += 1
      state.permission = answer ?? 'granted'
      return { receive: state.permission }
    },
    register: async () => {
      state.registered += 1
      // The platform answers later, through the listener.
      setTimeout(() => emit('registration', { value: state.nextToken }), 0)
    },
    unregister: async () => {
      state.unregistered += 1
    },
    addListener: async (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return { remove: async () => void set.delete(listener) }
    },
  }
  const device = {
    push: push as unknown as import('./native-push').NativePushDevice['push'],
    platform: 'android' as const,
    appVersion: '2.3.0',
  }
  return { state, emit, device, listeners }
}

const token = (seed: string) => `fcm-${seed.repeat(40)}:APA91b`

/** The server's side of /api/push/native-tokens, recording what reached it and with which bearer. */
function serverRecords() {
  const saved: { body: unknown; authorization: string | null }[] = []
  const removed: { body: unknown; authorization: string | null }[] = []
  server.use(
    http.post(`${API}/api/push/native-tokens`, async ({ request }) => {
      saved.push({ body: await request.json(), authorization: request.headers.get('authorization') })
      return HttpResponse.json({ id: `row-${saved.length}` }, { status: 201 })
    }),
    http.delete(`${API}/api/push/native-tokens`, async ({ request }) => {
      removed.push({ body: await request.json(), authorization: request.headers.get('authorization') })
      return HttpResponse.json({ removed: 1 })
    }),
  )
  return { saved, removed }
}

beforeEach(async () => {
  localStorage.clear()
  await sessionToken.set('session-token-1')
})
afterEach(() => native.setNativePushDevice(undefined))

describe('push in the native shell', () => {
  it('runs in shell mode in this file', () => {
    expect(isNativeShell).toBe(true)
  })

  it('asks permission from the tap, registers, and sends the token with the platform and device to the server', async () => {
    const phone = fakePlugin({ permission: 'prompt' })
    native.setNativePushDevice(phone.device)
    const { saved } = serverRecords()

    expect(await native.nativePushState()).toBe('off')
    expect(await enablePush()).toBe('enabled')

    expect(phone.state).toMatchObject({ asked: 1, registered: 1 })
    expect(saved).toHaveLength(1)
    const body = saveNativePushTokenSchema.parse(saved[0]?.body)
    expect(body).toMatchObject({ token: token('a'), platform: 'android' })
    expect(deviceInfoSchema.parse(body.deviceInfo)).toEqual({
      platform: 'android',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      clientVersion: '1.0.0',
      appVersion: '2.3.0',
    })
    expect(saved[0]?.authorization).toBe('Bearer session-token-1')
    expect(await native.nativePushState()).toBe('on')
  })

  it('sends the token again when the platform hands over a new one', async () => {
    const phone = fakePlugin({ permission: 'granted' })
    native.setNativePushDevice(phone.device)
    const { saved } = serverRecords()
    expect(await enablePush()).toBe('enabled')

    phone.emit('registration', { value: token('b') })
    await vi.waitFor(() => expect(saved).toHaveLength(2))
    expect(saved.map((s) => (s.body as { token: string }).token)).toEqual([token('a'), token('b')])
    expect(phone.state.asked).toBe(0) // already allowed: never asked again
  })

  it('says denied and sends nothing when the user refuses', async () => {
    const phone = fakePlugin({ permission: 'prompt', answer: 'denied' })
    native.setNativePushDevice(phone.device)
    const { saved } = serverRecords()
    expect(await enablePush()).toBe('denied')
    expect(phone.state.registered).toBe(0)
    expect(saved).toEqual([])
    expect(await native.nativePushState()).toBe('denied')
  })

  it('registers again at start when allowed, and never asks unasked', async () => {
    const allowed = fakePlugin({ permission: 'granted' })
    native.setNativePushDevice(allowed.device)
    const { saved } = serverRecords()
    await native.resumeNativePush()
    await vi.waitFor(() => expect(saved).toHaveLength(1))

    const unasked = fakePlugin({ permission: 'prompt' })
    native.setNativePushDevice(unasked.device)
    await native.resumeNativePush()
    expect(unasked.state).toMatchObject({ asked: 0, registered: 0 })
    expect(await native.nativePushUnasked()).toBe(true)
  })

  it('deletes the token at sign-out while the session exists, and asks nothing once it is gone', async () => {
    const phone = fakePlugin({ permission: 'granted' })
    native.setNativePushDevice(phone.device)
    const { removed } = serverRecords()
    expect(await enablePush()).toBe('enabled')

    await unsubscribeThisBrowser()
    expect(removed).toEqual([{ body: { token: token('a') }, authorization: 'Bearer session-token-1' }])

    // Deactivation: the session (and the server's row with it) is gone before the app forgets.
    native.setNativePushDevice(phone.device)
    expect(await enablePush()).toBe('enabled')
    await sessionToken.clear()
    await unsubscribeThisBrowser()
    expect(removed).toHaveLength(1)
  })

  it('turned off: forgets the token, unregisters, and does not register at the next start', async () => {
    const phone = fakePlugin({ permission: 'granted' })
    native.setNativePushDevice(phone.device)
    const { saved, removed } = serverRecords()
    expect(await enablePush()).toBe('enabled')
    await disablePush()
    expect(removed).toHaveLength(1)
    expect(phone.state.unregistered).toBe(1)
    expect(await native.nativePushState()).toBe('off')

    await native.resumeNativePush()
    expect(phone.state.registered).toBe(1)
    expect(saved).toHaveLength(1)
  })

  it('is unsupported where the plugin is not (the shell build in a browser)', async () => {
    // No fake: in jsdom Capacitor is not a native platform.
    expect(await enablePush()).toBe('unsupported')
    expect(await native.nativePushState()).toBe('unsupported')
  })
})

describe('a tap on a push', () => {
  it.each([
    ['/app/chat/0193a2b4-7c1d-7e2f-8a3b-4c5d6e7f8a9b', '/app/chat/0193a2b4-7c1d-7e2f-8a3b-4c5d6e7f8a9b'],
    ['/app/liked', '/app/liked'],
    ['/app/matches', '/app/matches'],
    ['/app/profiles', '/app/profiles'],
    ['https://evil.example/app/liked', '/app/notifications'],
    ['//evil.example/app', '/app/notifications'],
    ['/app/../auth', '/app/notifications'],
    ['/moderation', '/app/notifications'],
    ['', '/app/notifications'],
    [undefined, '/app/notifications'],
  ])('with url %s opens %s', (url, path) => {
    expect(native.pushTapPath(url === undefined ? {} : { url, type: 'message' })).toBe(path)
    expect(native.pushTapPath(null)).toBe('/app/notifications')
  })

  it('navigates inside the app to the screen the payload names', async () => {
    const phone = fakePlugin({ permission: 'granted' })
    native.setNativePushDevice(phone.device)
    const opened: string[] = []
    const stop = await native.listenForNativePushTaps((path) => opened.push(path))
    phone.emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { type: 'match', url: '/app/chat/m-1', referenceId: 'm-1' } },
    })
    expect(opened).toEqual(['/app/chat/m-1'])
    stop()
    await vi.waitFor(() => expect(phone.listeners.get('pushNotificationActionPerformed')?.size).toBe(0))
  })
})
