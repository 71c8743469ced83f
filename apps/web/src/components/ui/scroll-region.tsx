import type { HTMLAttributes } from 'react'

export interface ScrollRegionProps extends HTMLAttributes<HTMLElement> {
  /** What the region holds, read when it takes focus: 'Messages with Amina'. */
  label: string
}

/**
 * A box whose content scrolls. It takes keyboard focus, so someone without a mouse can scroll it
 * with the arrow keys, and it has a name, so a screen reader says what was focused (axe:
 * scrollable-region-focusable). The app's :focus-visible ring shows where focus is.
 */
export function ScrollRegion({ label, children, ...props }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section tabIndex={0} aria-label={label} {...props}>
      {children}
    </section>
  )
}
