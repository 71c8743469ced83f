import { useSyncExternalStore } from 'react'

/** The width from which the app shows its desktop layout: Tailwind's `lg` breakpoint (64rem). */
export const DESKTOP_QUERY = '(min-width: 64rem)'

/** Whether a CSS media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** True from 1024 px wide: the side rail, and Matches and Chat side by side. */
export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY)
