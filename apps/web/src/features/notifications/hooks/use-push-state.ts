import { useCallback, useEffect, useState } from 'react'
import { pushPermission, pushSupported } from '../../../entities/push/push'
import { isNativeShell } from '../../../lib/transport'

export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on'

/** Whether this browser can push, whether it is allowed, and whether it is subscribed now. */
async function readPushState(): Promise<PushState> {
  if (isNativeShell) return (await import('../../../entities/push/native-push')).nativePushState()
  if (!pushSupported()) return 'unsupported'
  const permission = pushPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'off'
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  return subscription ? 'on' : 'off'
}

export function usePushState() {
  const [state, setState] = useState<PushState>('checking')
  const refresh = useCallback(async () => {
    try {
      setState(await readPushState())
    } catch (error) {
      console.warn('push: state could not be read', error)
      setState('off')
    }
  }, [])
  useEffect(() => {
    void refresh()
  }, [refresh])
  return { state, refresh }
}
