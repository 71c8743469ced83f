import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { isNativeShell } from '../lib/transport'

/**
 * What only the Android and iOS app does, started once: a tap on a push opens its screen (the
 * tap that launched the app included), the Android back button walks back (lib/native-app.ts),
 * and a link from our mails opens its screen (lib/app-links.ts).
 * Renders nothing; on the web it does nothing and downloads nothing.
 */
export function NativeShell() {
  const navigate = useNavigate()
  // useNavigate's function changes with the location; the listeners stay and use the latest.
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  useEffect(() => {
    if (!isNativeShell) return
    const stops: (() => void)[] = []
    let stopped = false
    const keep = (stop: () => void) => (stopped ? stop() : stops.push(stop))
    void import('../entities/push/native-push')
      .then(({ listenForNativePushTaps }) => listenForNativePushTaps((path) => navigateRef.current(path)))
      .then(keep)
    void import('../lib/native-app').then(async ({ listenForBackButton, nativeApp }) => {
      const found = await nativeApp()
      if (!found) return
      keep(
        await listenForBackButton(found.app, {
          back: () => navigateRef.current(-1),
          pathname: () => window.location.pathname,
        }),
      )
      // A link from our mails that opened the app goes to its screen (lib/app-links.ts).
      const { listenForAppLinks } = await import('../lib/app-links')
      keep(await listenForAppLinks(found.app, (path) => navigateRef.current(path)))
    })
    return () => {
      stopped = true
      for (const stop of stops) stop()
    }
  }, [])
  return null
}
