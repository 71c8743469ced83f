import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Page, test } from '@playwright/test'

/**
 * The parts of the page that Radix lays out (tabs, menus and their popper content, dialogs,
 * sliders, switches), native selects, and every element with a `dir` of its own (Radix writes
 * one on its roots): each one whose computed direction is not `expected`, described briefly.
 */
export async function partsNotIn(page: Page, expected: 'rtl' | 'ltr'): Promise<string[]> {
  return page.evaluate((wanted) => {
    const selector = [
      '[role=tablist]',
      '[role=tab]',
      '[role=tabpanel]',
      '[role=menu]',
      '[role=menuitem]',
      '[role=dialog]',
      '[role=alertdialog]',
      '[role=slider]',
      '[role=switch]',
      'select',
      '[data-radix-popper-content-wrapper]',
      '[dir]:not([dir=auto])',
    ].join(', ')
    return Array.from(document.querySelectorAll(selector))
      .filter((el) => getComputedStyle(el).direction !== wanted)
      .map((el) => el.outerHTML.slice(0, 160))
  }, expected)
}

/**
 * What does not fit on the page as it is now: the page or a container that scrolls sideways
 * (`scrollWidth` > `clientWidth`), and any element whose own text is cut (ellipsis or hidden
 * overflow). Screen-reader-only texts and form fields are left out; a carousel's hidden slides
 * are pictures, not text, so they are not counted.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class')?.slice(0, 80) ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 60)}"`
    const root = document.scrollingElement ?? document.documentElement
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`)
    }
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement
      )
        continue
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const { width } = el.getBoundingClientRect()
      if (width <= 2) continue // screen-reader-only text
      if (el.scrollWidth <= el.clientWidth + 1) continue
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
        problems.push(`scrolls sideways (${el.scrollWidth} > ${el.clientWidth}): ${describe(el)}`)
        continue
      }
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      )
      if (ownText && (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis')) {
        problems.push(`text cut (${el.scrollWidth} > ${el.clientWidth}): ${describe(el)}`)
      }
    }
    return problems
  })
}

const shotsDir = process.env.E2E_SHOTS_DIR

/** With E2E_SHOTS_DIR, keeps a full-page screenshot named by test, size and `name`. */
export async function keepShot(page: Page, name: string) {
  if (!shotsDir) return
  const size = page.viewportSize()
  const title = test
    .info()
    .title.replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 60)
  mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({
    path: join(shotsDir, `${title}-${size?.width}x${size?.height}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`),
    fullPage: true,
  })
}
