import type { PushNotificationsPlugin } from '@capacitor/push-notifications'
import type { DeviceInfo, NativePushPlatform, SaveNativePushTokenInput } from '@mithaq/domain'
import { z } from 'zod'
import { request } from '../../lib/api-client'
import { sessionToken } from '../../lib/session-token'

/**
 * Push in the native shell (decision 255): `@capacitor/push-notifications` gives an FCM token on
 * Android and an APNs token on iOS, which goes to `POST /api/push/native-tokens` (tied to the
 * session, like a Web Push subscription). Asked at the moments the web asks for Web Push (the
 * first match moment, the notifications screen), only from a tap. Never used on the web.
 */

/** The app's own version string (docs: client version 1.0.0); the store version comes from the app. */
export const CLIENT_VERSION = '1.0.0'

/** What this module needs from the device: the plugin, the platform, the installed app's version. */
export interface NativePushDevice {
  push: Pick<
    PushNotificationsPlugin,
    'checkPermissions' | 'requestPermissions' | 'register' | 'unregister' | 'addListener'
  >
  platform: NativePushPlatform
  appVersion: string
}

/** How long `enable` waits for the platform to hand over a token after `register()`. */
const REGISTRATION_TIMEOUT_MS = 20_000
/** Set when the user turned push off on this device; the app then does not register at start. */
const OFF_KEY = 'mithaq.native-push-off'

let device: Promise<NativePushDevice | undefined> | undefined
let listening: Promise<void> | undefined
/** The token the server has for this session (set once saved, cleared when forgotten). */
let savedToken: string | undefined
/** `enable` calls waiting for the next registration's outcome. */
let waiters: ((outcome: 'saved' | 'failed') => void)[] = []

/** The plugin where it works: in the Android or iOS app, not in a browser running the same build. */
async function loadDevice(): Promise<NativePushDevice | undefined> {
  const { Capacitor } = await import('@capacitor/core')
  if (!Capacitor.isNativePlatform() || !Capacitor.isPluginAvailable('PushNotifications')) return undefined
  const [{ PushNotifications }, { App }] = await Promise.all([
    import('@capacitor/push-notifications'),
    import('@capacitor/app'),
  ])
  const info = await App.getInfo().catch(() => undefined)
  return {
    push: PushNotifications,
    platform: Capacitor.getPlatform() === 'ios' ? 'ios' : 'android',
    appVersion: (info?.version ?? CLIENT_VERSION).slice(0, 20),
  }
}

const getDevice = () => {
  device ??= loadDevice().catch(() => undefined)
  return device
}

/** Tests put a fake plugin here (the plugin is outside our system); `undefined` resets. */
export function setNativePushDevice(fake: NativePushDevice | undefined) {
  device = fake ? Promise.resolve(fake) : undefined
  listening = undefined
  savedToken = undefined
  waiters = []
}

function deviceInfo(d: NativePushDevice): DeviceInfo {
  return {
    platform: d.platform,
    timestamp: new Date().toISOString(),
    clientVersion: CLIENT_VERSION,
    appVersion: d.appVersion,
  }
}

function settle(outcome: 'saved' | 'failed') {
  const waiting = waiters
  waiters = []
  for (const resolve of waiting) resolve(outcome)
}

/** Sends a token the platform handed over (the first, or a new one after a rotation) to the server. */
async function saveToken(d: NativePushDevice, token: string) {
  try {
    const body: SaveNativePushTokenInput = { token, platform: d.platform, deviceInfo: deviceInfo(d) }
    await request(z.object({ id: z.string() }), '/push/native-tokens', { method: 'POST', body })
    savedToken = token
    settle('saved')
  } catch (error) {
    console.warn('push: the device token could not be saved', error)
    settle('failed')
  }
}

/** The registration listeners, added once: every token the platform hands over is sent. */
function listen(d: NativePushDevice): Promise<void> {
  listening ??= Promise.all([
    d.push.addListener('registration', ({ value }) => {
      if (localStorage.getItem(OFF_KEY)) return
      void saveToken(d, value)
    }),
    d.push.addListener('registrationError', (error) => {
      console.warn('push: the device could not register', error.error)
      settle('failed')
    }),
  ]).then(() => undefined)
  return listening
}

/**
 * In the signed-in app: registers again at every start when push is allowed and was not turned
 * off, as the platforms advise; the token that comes back (the same, or a rotated one) is saved.
 */
export async function resumeNativePush(): Promise<void> {
  const d = await getDevice()
  if (!d || localStorage.getItem(OFF_KEY)) return
  try {
    if ((await d.push.checkPermissions()).receive !== 'granted') return
    await listen(d)
    await d.push.register()
  } catch (error) {
    console.warn('push: could not register at start', error)
  }
}

/** Asks for permission (from a tap), registers, and resolves once the server has the token. */
export async function enableNativePush(): Promise<'enabled' | 'denied' | 'unsupported' | 'failed'> {
  const d = await getDevice()
  if (!d) return 'unsupported'
  try {
    let { receive } = await d.push.checkPermissions()
    if (receive === 'prompt' || receive === 'prompt-with-rationale')
      ({ receive } = await d.push.requestPermissions())
    if (receive !== 'granted') return 'denied'
    localStorage.removeItem(OFF_KEY)
    await listen(d)
    const outcome = new Promise<'saved' | 'failed'>((resolve) => {
      waiters.push(resolve)
      setTimeout(() => resolve('failed'), REGISTRATION_TIMEOUT_MS)
    })
    await d.push.register()
    return (await outcome) === 'saved' ? 'enabled' : 'failed'
  } catch (error) {
    console.warn('push: could not be turned on', error)
    return 'failed'
  }
}

/** "Turn off on this device": the server forgets the token and the platform stops delivering. */
export async function disableNativePush(): Promise<void> {
  const d = await getDevice()
  if (!d) return
  localStorage.setItem(OFF_KEY, '1')
  await forgetNativePushToken()
  await d.push.unregister().catch((error: unknown) => console.warn('push: could not unregister', error))
}

/**
 * At sign-out, while the session still exists: the server forgets this device's token (ending the
 * session removes it too, decision 176). After a deactivation or deletion the session, and with it
 * the token, is already gone: nothing is asked then.
 */
export async function forgetNativePushToken(): Promise<void> {
  const token = savedToken
  savedToken = undefined
  if (!token || !(await sessionToken.get())) return
  try {
    await request(z.object({ removed: z.number() }), '/push/native-tokens', {
      method: 'DELETE',
      body: { token },
    })
  } catch (error) {
    console.warn('push: the device token could not be forgotten', error)
  }
}

/** For the notifications screen: whether push can work here, is allowed, and is on. */
export async function nativePushState(): Promise<'unsupported' | 'denied' | 'off' | 'on'> {
  const d = await getDevice()
  if (!d) return 'unsupported'
  const { receive } = await d.push.checkPermissions()
  if (receive === 'denied') return 'denied'
  if (receive !== 'granted') return 'off'
  return savedToken && !localStorage.getItem(OFF_KEY) ? 'on' : 'off'
}

/** Whether push was never asked for on this device (the match moment offers it only then). */
export async function nativePushUnasked(): Promise<boolean> {
  const d = await getDevice()
  if (!d) return false
  const { receive } = await d.push.checkPermissions()
  return receive === 'prompt' || receive === 'prompt-with-rationale'
}

/**
 * Where a tap on a push leads: the payload's `url` (notificationTarget on the server) when it is
 * a path of the signed-in app, else the notifications screen. Nothing else is ever navigated to.
 */
export function pushTapPath(data: unknown): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined
  if (typeof url === 'string' && /^\/app(\/[\w-]+)*\/?$/.test(url)) return url
  return '/app/notifications'
}

/**
 * A tap on a push opens its screen. Added at start, so the tap that launched the app is not lost
 * (the plugin keeps that event until a listener comes). Resolves to the function that stops it.
 */
export async function listenForNativePushTaps(navigate: (path: string) => void): Promise<() => void> {
  const d = await getDevice()
  if (!d) return () => {}
  const handle = await d.push.addListener('pushNotificationActionPerformed', ({ notification }) =>
    navigate(pushTapPath(notification.data)),
  )
  return () => void handle.remove()
}
