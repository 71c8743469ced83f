import type { AppPlugin } from '@capacitor/app'

/**
 * The Android back button in the native shell (decision 255): it closes an open dialog first,
 * goes back in the app's history, and leaves the app on a start screen or when there is no
 * history, as Android apps do. iOS has no back button; the event never comes there.
 */

/** Screens the app starts on: back there leaves the app rather than walking to older screens. */
const START_SCREENS = new Set(['/', '/app', '/app/profiles'])

export type BackButtonAction = 'close-dialog' | 'back' | 'exit'

export function backButtonAction(state: {
  dialogOpen: boolean
  pathname: string
  canGoBack: boolean
}): BackButtonAction {
  if (state.dialogOpen) return 'close-dialog'
  if (!state.canGoBack || START_SCREENS.has(state.pathname.replace(/\/+$/, '') || '/')) return 'exit'
  return 'back'
}

/** An open modal dialog (Radix marks the open one), the thing the back button closes first. */
const openDialog = () =>
  document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')

/** What the shell needs of `@capacitor/app`; tests pass a fake. */
export type NativeApp = Pick<AppPlugin, 'addListener' | 'exitApp' | 'getLaunchUrl'>

/** Listens for the back button; resolves to the function that stops listening. */
export async function listenForBackButton(
  app: NativeApp,
  history: { back: () => void; pathname: () => string },
): Promise<() => void> {
  const handle = await app.addListener('backButton', ({ canGoBack }) => {
    const action = backButtonAction({
      dialogOpen: openDialog() !== null,
      pathname: history.pathname(),
      canGoBack,
    })
    if (action === 'close-dialog') {
      // Radix closes its dialogs on Escape, restoring focus as it does for a keyboard user.
      const target = document.activeElement ?? document.body
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    } else if (action === 'back') {
      history.back()
    } else {
      void app.exitApp()
    }
  })
  return () => void handle.remove()
}

/** `@capacitor/app` where it works (in the Android or iOS app); undefined in a browser. */
export async function nativeApp(): Promise<{ app: NativeApp } | undefined> {
  const { Capacitor } = await import('@capacitor/core')
  if (!Capacitor.isNativePlatform()) return undefined
  // Wrapped: a Capacitor plugin object must not be what a promise resolves to (it answers `.then`).
  return { app: (await import('@capacitor/app')).App }
}
