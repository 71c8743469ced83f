import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

/**
 * E2E_SHOTS_DIR=<folder> keeps a screenshot of every page axe checks, named by test, size and
 * address: the screens to look at before calling a change to them done.
 */
const shotsDir = process.env.E2E_SHOTS_DIR
let shot = 0

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
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(serious, serious.join('\n')).toEqual([])
}
