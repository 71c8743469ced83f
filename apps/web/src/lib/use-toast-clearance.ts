import { useCallback } from 'react'

/** The CSS variable the toast area keeps clear above (app/toasts.tsx). */
export const TOAST_CLEARANCE_VAR = '--toast-clearance'

/**
 * Toasts sit at the bottom of the screen, above whatever bar is fixed there (the tab bar on a
 * phone, the chat's composer): the bar that owns the bottom edge measures itself into a CSS
 * variable the toast area is offset by, while it is mounted. A bar hidden by CSS measures 0.
 * Returns a ref callback for that bar (React 19 runs its cleanup when the bar goes).
 */
export function useToastClearance<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return
    const root = document.documentElement
    const measure = () => {
      const height = `${Math.round(element.getBoundingClientRect().height)}px`
      // Setting it restyles the whole page: only when it changed.
      if (root.style.getPropertyValue(TOAST_CLEARANCE_VAR) !== height) {
        root.style.setProperty(TOAST_CLEARANCE_VAR, height)
      }
    }
    // The observer reports the bar's first size once the browser has laid the page out anyway:
    // measuring here, inside React's commit, would force that layout early (decision 188).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    if (observer) observer.observe(element)
    else measure()
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty(TOAST_CLEARANCE_VAR)
    }
  }, [])
}
