import { expect, type Page } from '@playwright/test'

/** The toast on screen, once it has finished sliding in (sonner moves it with CSS transitions). */
export async function settledToast(page: Page, text: string | RegExp) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text })
  await expect(toast).toBeVisible()
  await expect(toast).toHaveAttribute('data-mounted', 'true')
  // A transition interrupted by a later style change (sonner re-lays out its stack as toasts come and
  // go) is cancelled and its `finished` rejects; what matters is that nothing is still moving.
  await toast.evaluate(async (el) => {
    for (;;) {
      const moving = el.getAnimations({ subtree: true }).filter((a) => a.playState !== 'finished')
      if (moving.length === 0) return
      await Promise.allSettled(moving.map((a) => a.finished))
    }
  })
  return toast
}

/**
 * The names of the controls of the page (not of the toast area) whose visible part shares pixels
 * with the toast: their box, clipped by every scrolling or clipping ancestor and by the window.
 */
export function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('[data-sonner-toast][data-mounted="true"]')
    if (!toast) throw new Error('no toast on screen')
    const t = toast.getBoundingClientRect()
    type Box = { left: number; top: number; right: number; bottom: number }
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    })
    const empty = (b: Box) => b.right - b.left < 1 || b.bottom - b.top < 1
    const selector =
      'a[href], button, input, select, textarea, summary, [role="tab"], [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'
    const under: string[] = []
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (control.closest('[data-sonner-toaster], [inert], [aria-hidden="true"]')) continue
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      // A scrolling area takes focus to be scrolled by keys; what it holds is checked one by one.
      const own = getComputedStyle(control)
      if (own.overflowY === 'auto' || own.overflowY === 'scroll') continue
      let box: Box = control.getBoundingClientRect()
      box = intersect(box, { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })
      for (let p = control.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p)
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          box = intersect(box, p.getBoundingClientRect())
        }
      }
      if (empty(box) || empty(intersect(box, t))) continue
      under.push(
        control.getAttribute('aria-label') || control.textContent?.trim().slice(0, 40) || control.tagName,
      )
    }
    return under
  })
}
