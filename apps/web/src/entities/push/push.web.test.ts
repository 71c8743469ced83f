import { afterEach, expect, it } from 'vitest'
import { isNativeShell } from '../../lib/transport'
import { setNativePushDevice } from './native-push'
import { enablePush, unsubscribeThisBrowser } from './push'

afterEach(() => setNativePushDevice(undefined))

it('never touches the native push plugin on the web, where Web Push stays', async () => {
  expect(isNativeShell).toBe(false)
  const calls: string[] = []
  const record = (name: string) => async () => {
    calls.push(name)
    return { receive: 'granted' as const }
  }
  setNativePushDevice({
    push: {
      checkPermissions: record('checkPermissions'),
      requestPermissions: record('requestPermissions'),
      register: async () => void calls.push('register'),
      unregister: async () => void calls.push('unregister'),
      addListener: (async () => ({ remove: async () => {} })) as never,
    },
    platform: 'android',
    appVersion: '1.0.0',
  })
  // jsdom has no PushManager: the web path says unsupported, and the plugin is never asked.
  expect(await enablePush()).toBe('unsupported')
  await unsubscribeThisBrowser()
  expect(calls).toEqual([])
})
