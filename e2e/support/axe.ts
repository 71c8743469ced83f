import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/**
 * E2E_SHOTS_DIR=<folder> keeps a screenshot of every page axe checks, named by test, size and
 * address: the screens to look at before calling a change to them done.
 */
const shotsDir = process.env.E2E_SHOTS_DIR
let shot = 0

// axe's minified build: the page compiles 0.6 MB once, not the 1.3 MB readable one on each scan.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe.run in the page itself, put there once per document. @axe-core/playwright's analyze()
 * evaluated axe's source in the page on every scan, then opened a second page to evaluate it
 * again and put the results together there: on a loaded 2-core machine that was about 10 s a
 * scan, and a screen checked four times ran out of its minute (issue 28, item 13). The journeys'
 * pages have no frames, which is all its second page is for.
 */
async function runAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const options: RunOptions = { resultTypes: ['violations'] }
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (o: RunOptions) => Promise<AxeResults> } }).axe.run(options),
    options,
  )
}

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Settle every transition first: a toast caught mid fade-in has blended colours and fails
  // contrast by timing; settled, its real colours are what axe checks.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  })
  if (shotsDir) {
    const size = page.viewportSize()
    const where = new URL(page.url()).pathname.replace(/[^a-z0-9]+/gi, '-')
    const name = `${test.info().title.replace(/[^a-z0-9]+/gi, '-')}-${size?.width}x${size?.height}-${String(++shot).padStart(2, '0')}${where}.png`
    mkdirSync(shotsDir, { recursive: true })
    await page.screenshot({ path: join(shotsDir, name), fullPage: true })
  }
  const results = await runAxe(page)
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(serious, serious.join('\n')).toEqual([])
}
