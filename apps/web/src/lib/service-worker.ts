import { isNativeShell } from './transport'

/**
 * The service worker (src/sw.ts: the offline shell, pushes, their taps) is registered a few
 * seconds after the first screen is on, in an idle moment, not at the page's `load` event.
 * Installing it downloads every screen's files for offline use (about 130 files, 2 MB): started
 * at `load`, or as soon as the first screen was on, it ran beside the screen's start (its
 * rendering, the realtime connection, the first pictures) and took the phone's network and
 * both cores from it (decision 590). Turning on notifications registers it at once
 * (entities/push/push.ts); a member who leaves within the first seconds gets it next time.
 */

/** How long after the first screen the registration waits: the screen's own start is over by then. */
export const AFTER_FIRST_SCREEN_MS = 5000
/** The longest it then waits for an idle moment. */
export const IDLE_WAIT_MS = 3000

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined

/** Only the built web app has a worker to register: the dev server serves none, and the native shell's pushes are the platform's. */
function workerAvailable(): boolean {
  return (
    import.meta.env.PROD && !isNativeShell && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
  )
}

/** Registers the worker now; one registration however often it is asked. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!workerAvailable()) return Promise.resolve(undefined)
  registering ??= navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('service worker: not registered', error)
    registering = undefined
    return undefined
  })
  return registering
}

/** Called when the first screen is on: registers the worker once the page has loaded and settled, in an idle moment. */
export function registerServiceWorkerWhenSettled(): void {
  if (!workerAvailable()) return
  const register = () => void registerServiceWorker()
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: IDLE_WAIT_MS })
    else register()
  }
  const afterLoad = () => setTimeout(whenIdle, AFTER_FIRST_SCREEN_MS)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
