import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Locator, type Page, test } from '@playwright/test'

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

/**
 * Keeps a full-page screenshot of the page as it is now, named by `name`: attached to the test's
 * results (the HTML report shows it), and with E2E_SHOTS_DIR also written there, named by test,
 * size and `name`, to look at.
 */
export async function keepShot(page: Page, name: string) {
  const size = page.viewportSize()
  const shot = await page.screenshot({ fullPage: true })
  await test.info().attach(`${name}-${size?.width}x${size?.height}`, { body: shot, contentType: 'image/png' })
  if (!shotsDir) return
  const title = test
    .info()
    .title.replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 60)
  mkdirSync(shotsDir, { recursive: true })
  writeFileSync(
    join(shotsDir, `${title}-${size?.width}x${size?.height}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`),
    shot,
  )
}

/** Where a piece of an element's text is drawn: its left and right edges, in CSS pixels. */
export interface TextBox {
  left: number
  right: number
}

/**
 * Where each of `pieces` (its first occurrence in the element's text) is drawn on screen, to check
 * the order a reader sees them in: right to left, the piece read first is the rightmost.
 * `whole` is the box of all the element's text.
 */
export async function textBoxes(
  element: Locator,
  pieces: string[],
): Promise<{ whole: TextBox; pieces: TextBox[] }> {
  return element.evaluate((root, wanted) => {
    const nodes: Text[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
    const text = nodes.map((n) => n.data).join('')
    /** The node and offset of a position in the joined text. */
    const at = (index: number): [Text, number] => {
      let start = 0
      for (const node of nodes) {
        if (index <= start + node.data.length) return [node, index - start]
        start += node.data.length
      }
      const last = nodes[nodes.length - 1] as Text
      return [last, last.data.length]
    }
    const box = (from: number, to: number) => {
      const range = document.createRange()
      range.setStart(...at(from))
      range.setEnd(...at(to))
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0)
      return {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
      }
    }
    return {
      whole: box(0, text.length),
      pieces: wanted.map((piece) => {
        const index = text.indexOf(piece)
        if (index < 0) throw new Error(`"${piece}" is not in "${text}"`)
        return box(index, index + piece.length)
      }),
    }
  }, pieces)
}
