import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const register = vi.fn(async () => ({}) as ServiceWorkerRegistration)
let idle: (() => void)[] = []

/** A fresh copy of the module: it remembers its one registration. */
const freshModule = async () => {
  vi.resetModules()
  return import('./service-worker')
}

/** The first screen is on while the page is `readyState`; its timers are the test's to move. */
async function firstScreenOn(readyState: DocumentReadyState) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true })
  const module = await freshModule()
  module.registerServiceWorkerWhenSettled()
  return module
}

beforeEach(() => {
  vi.stubEnv('PROD', true)
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true })
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  Reflect.deleteProperty(document, 'readyState')
  register.mockClear()
  idle = []
})

describe('the service worker registration', () => {
  it('waits for the page to load, then for the first screen to settle, then for an idle moment', async () => {
    const { AFTER_FIRST_SCREEN_MS } = await firstScreenOn('loading')
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS)
    expect(idle).toHaveLength(0)
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS - 1)
    expect(idle).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(register).not.toHaveBeenCalled()
    expect(idle).toHaveLength(1)
    idle[0]?.()
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' })
  })

  it('on a page already loaded, waits for the first screen to settle and an idle moment', async () => {
    const { AFTER_FIRST_SCREEN_MS } = await firstScreenOn('complete')
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS)
    expect(register).not.toHaveBeenCalled()
    idle[0]?.()
    expect(register).toHaveBeenCalledOnce()
  })

  it('registers at once when asked (turning on notifications), and once however often', async () => {
    const { registerServiceWorker } = await freshModule()
    await Promise.all([registerServiceWorker(), registerServiceWorker()])
    expect(register).toHaveBeenCalledOnce()
  })

  it('registers nothing on the dev server, which serves no worker', async () => {
    vi.stubEnv('PROD', false)
    const { AFTER_FIRST_SCREEN_MS, registerServiceWorker } = await firstScreenOn('complete')
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS)
    await registerServiceWorker()
    expect(idle).toHaveLength(0)
    expect(register).not.toHaveBeenCalled()
  })
})
