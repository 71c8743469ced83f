import { useCallback } from 'react'

/** The CSS variable the toast area keeps clear above (app/toasts.tsx). */
export const TOAST_CLEARANCE_VAR = '--toast-clearance'

/** Every bar mounted now that toasts must stay above. */
const bars = new Set<HTMLElement>()

/**
 * How far up from the bottom edge the highest bar reaches: from its top to the bottom of the
 * window. A bar hidden by CSS (no height) counts for nothing.
 */
function measure() {
  const root = document.documentElement
  let clearance = 0
  for (const bar of bars) {
    const box = bar.getBoundingClientRect()
    if (box.height > 0) clearance = Math.max(clearance, window.innerHeight - box.top)
  }
  const value = `${Math.max(0, Math.round(clearance))}px`
  // Setting it restyles the whole page: only when it changed.
  if (bars.size === 0) root.style.removeProperty(TOAST_CLEARANCE_VAR)
  else if (root.style.getPropertyValue(TOAST_CLEARANCE_VAR) !== value) {
    root.style.setProperty(TOAST_CLEARANCE_VAR, value)
  }
}

/**
 * Toasts sit at the bottom of the screen, above every bar whose controls must stay reachable (the
 * tab bar on a phone, the chat's composer, Discover's Pass and Like, a locked chat's payment):
 * each such bar registers itself while it is mounted, and the toast area is offset by how far the
 * highest of them reaches up from the bottom edge (decision 356).
 * Returns a ref callback for that bar (React 19 runs its cleanup when the bar goes).
 */
export function useToastClearance<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return
    bars.add(element)
    // The observer reports the bar's first size once the browser has laid the page out anyway:
    // measuring here, inside React's commit, would force that layout early (decision 188).
    const observer = sharedObserver()
    if (observer) observer.observe(element)
    else measure()
    window.addEventListener('resize', measure)
    return () => {
      bars.delete(element)
      observer?.unobserve(element)
      window.removeEventListener('resize', measure)
      measure()
    }
  }, [])
}

let observer: ResizeObserver | undefined
/**
 * One observer for every bar: bars that appear together (the tab bar and Pass and Like, in the
 * first screen's commit) are measured in one callback. An observer each measured twice, and the
 * second measure, after the first had set the variable on the root, forced the whole page to be
 * styled and laid out again inside the callback (decision 580).
 */
function sharedObserver() {
  if (typeof ResizeObserver === 'undefined') return undefined
  observer ??= new ResizeObserver(measure)
  return observer
}
