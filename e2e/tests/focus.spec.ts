import { expect, type Locator, test } from '@playwright/test'
import { createPerson, like, onlyFromCountry, pageFor } from '../support/discovery'

// Closing a dialog puts focus back on the control that opened it, so a keyboard or screen reader
// user carries on where they were instead of at the top of the page.

/** The opener is document.activeElement again (not the body). */
async function expectFocusBackOn(opener: Locator) {
  await expect(opener).toBeFocused()
  expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
}

test('Filters and Report on Discover hand focus back to their buttons when closed', async ({ browser }) => {
  const country = 'Iceland'
  const seeker = await createPerson('male', 'Harun', country)
  await createPerson('female', 'Lubna', country)
  await onlyFromCountry(seeker.cookie, country)
  const page = await pageFor(browser, seeker)
  await page.goto('/app/profiles')
  await expect(page.getByRole('heading', { name: /^Lubna, \d+$/ })).toBeVisible()

  const filters = page.getByRole('button', { name: /^Filters/ })
  await filters.focus()
  await page.keyboard.press('Enter')
  const filtersDialog = page.getByRole('dialog', { name: 'Profile Filters' })
  await expect(filtersDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(filtersDialog).toBeHidden()
  await expectFocusBackOn(filters)

  const report = page.getByRole('button', { name: 'Report Lubna' })
  await report.click()
  const reportDialog = page.getByRole('dialog', { name: 'Report Lubna' })
  await expect(reportDialog).toBeVisible()
  await reportDialog.getByRole('button', { name: 'Close' }).click()
  await expect(reportDialog).toBeHidden()
  await expectFocusBackOn(report)

  // A confirmation dialog (Block) does the same when cancelled.
  const block = page.getByRole('button', { name: 'Block Lubna' })
  await block.click()
  const confirm = page.getByRole('dialog', { name: 'Block Lubna?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expectFocusBackOn(block)
  await page.context().close()
})

test('a Liked tile gets focus back when its profile dialog closes', async ({ browser }) => {
  const country = 'Malta'
  const woman = await createPerson('female', 'Ruqayya', country)
  const man = await createPerson('male', 'Tariq', country)
  await like(man, woman)
  const page = await pageFor(browser, woman)
  await page.goto('/app/liked')
  const tile = page.getByRole('button', { name: /^Tariq, \d+/ })
  await tile.click()
  const dialog = page.getByRole('dialog', { name: "Tariq's profile" })
  await expect(dialog.getByRole('heading', { name: /^Tariq, \d+$/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expectFocusBackOn(tile)
  await page.context().close()
})
