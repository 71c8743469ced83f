import { useRef } from 'react'

/**
 * Where focus goes back to when a dialog closes. Radix returns focus only to its own
 * `Dialog.Trigger`; our dialogs are opened by state from ordinary buttons, tiles and menu items,
 * so without this, closing one left focus on the page body and a keyboard user back at the top.
 *
 * The opener is taken while the dialog opens (the element focused then). A menu item is gone
 * once its menu closes, so for one the menu's own button is the opener. If the opener has left
 * the page by the time the dialog closes (a passed tile, a reported card), the screen decides.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  // Read during render on purpose: by the time any effect runs, Radix has moved focus into the
  // dialog and a menu that opened it has already been removed.
  if (open && !wasOpen.current) opener.current = focusedOpener()
  wasOpen.current = open

  return {
    onCloseAutoFocus(event: Event) {
      const target = opener.current
      opener.current = null
      if (!target?.isConnected) return
      event.preventDefault()
      target.focus({ preventScroll: true })
    },
  }
}

function focusedOpener(): HTMLElement | null {
  if (typeof document === 'undefined') return null
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || active === document.body) return null
  const menu = active.closest('[role="menu"]')
  const menuButtonId = menu?.getAttribute('aria-labelledby')
  if (menuButtonId) return document.getElementById(menuButtonId) ?? active
  return active
}
