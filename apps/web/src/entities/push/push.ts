import { type DeviceInfo, pushConfigSchema, type SavePushSubscriptionInput } from '@mithaq/domain'
import { z } from 'zod'
import { request } from '../../lib/api-client'
import { registerServiceWorker } from '../../lib/service-worker'
import { isNativeShell } from '../../lib/transport'

/** The shell's push (native-push.ts), downloaded only there: the web's bundle never carries it. */
const nativePush = () => import('./native-push')

/**
 * Web Push for the screens: whether it can work here, asking for it, turning it off.
 * Failures are only logged (console), never shown: push is a convenience, the in-app list
 * and the socket carry every notification anyway. In the native shell the same calls use the
 * platform's push instead (native-push.ts); Web Push is never used there.
 */

const APP_VERSION = '1.0.0'

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported'
}

function deviceInfo(): DeviceInfo {
  return {
    platform: (navigator.platform || navigator.userAgent).slice(0, 100),
    timestamp: new Date().toISOString(),
    clientVersion: APP_VERSION,
    appVersion: APP_VERSION,
  }
}

/** The VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/**
 * Asks for permission (call it from a tap), subscribes this browser with the server's key and
 * saves the subscription. Saving again is harmless: the server refreshes the device it knows.
 */
export async function enablePush(): Promise<'enabled' | 'denied' | 'unsupported' | 'failed'> {
  if (isNativeShell) return (await nativePush()).enableNativePush()
  if (!pushSupported()) return 'unsupported'
  try {
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
    if (permission !== 'granted') return 'denied'
    const { publicKey } = await request(pushConfigSchema, '/push/config')
    if (!publicKey) {
      console.info('push: the server has no push key')
      return 'unsupported'
    }
    const registration = await serviceWorkerReady()
    let subscription = await registration.pushManager.getSubscription()
    const key = keyBytes(publicKey)
    const current = subscription?.options.applicationServerKey
    if (subscription && current && !sameBytes(new Uint8Array(current), key)) {
      // Made for another key (the server's keys changed): start over.
      await subscription.unsubscribe()
      subscription = null
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    })
    const body: SavePushSubscriptionInput = {
      subscription: subscription.toJSON() as SavePushSubscriptionInput['subscription'],
      platform: 'web',
      deviceInfo: deviceInfo(),
    }
    await request(z.object({ id: z.string() }), '/push/subscriptions', { method: 'POST', body })
    return 'enabled'
  } catch (error) {
    console.warn('push: could not be turned on', error)
    return 'failed'
  }
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function disablePush(): Promise<void> {
  if (isNativeShell) return (await nativePush()).disableNativePush()
  if (!pushSupported()) return
  try {
    const registration = await serviceWorkerReady()
    const subscription = await registration.pushManager.getSubscription()
    if (!subscription) return
    const { endpoint } = subscription
    await subscription.unsubscribe()
    await request(z.object({ removed: z.number() }), '/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint },
    })
  } catch (error) {
    console.warn('push: could not be turned off', error)
  }
}

/**
 * At sign-out (and deactivation, deletion): this browser stops receiving pushes, so the next
 * person on a shared device reads none of them. The server forgets the subscription with the
 * session; this ends it at the push service too. Uses the registration if there is one, without
 * waiting for a worker that may never come, so signing out is never held up. In the shell: the
 * server forgets the device's token (call it while the session still exists).
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (isNativeShell) return (await nativePush()).forgetNativePushToken()
  if (!pushSupported()) return
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    const subscription = await registration?.pushManager.getSubscription()
    await subscription?.unsubscribe()
  } catch (error) {
    console.warn('push: could not unsubscribe this browser', error)
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

/** The active service worker's registration; gives up when none comes (dev server, blocked worker). */
function serviceWorkerReady(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  // Asked before the idle moment the app waits for (lib/service-worker.ts): register it now.
  void registerServiceWorker()
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no service worker became active')), timeoutMs),
    ),
  ])
}
