import { expect, test } from '@playwright/test'
import { createPerson, like, onlyFromCountry, pageFor } from '../support/discovery'

// Issue 29: someone who liked me stays in Liked Me after I pass them on Discover, marked as
// passed; and the filtered empty feed offers Start Over, which brings them back.

for (const [width, height, country] of [
  // Countries no other journey uses: the journeys share one server and run side by side.
  [390, 844, 'Belize'],
  [1280, 800, 'Suriname'],
] as const) {
  test(`at ${width}x${height}: pass on Discover, still in Liked Me with the pass shown`, async ({
    browser,
  }) => {
    const him = await createPerson('male', 'Idris', country)
    const her = await createPerson('female', 'Ruqayya', country)
    await like(her, him)
    await onlyFromCountry(him.cookie, country)
    const page = await pageFor(browser, him)
    await page.setViewportSize({ width, height })

    await page.goto('/app/profiles')
    await expect(page.getByRole('heading', { name: /^Ruqayya, \d+$/ })).toBeVisible()
    const pass = page.getByRole('button', { name: 'Pass on Ruqayya' })
    await expect(pass).toHaveAttribute('aria-disabled', 'false')
    // The pass is saved before the page is loaded again.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/pass'),
    )
    await pass.click()
    expect((await saved).ok()).toBe(true)

    // Nobody new in the filtered feed, but the one I passed matches it: Start Over is offered.
    await page.goto('/app/profiles')
    await expect(page.getByText('No profiles found')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start Over' })).toBeVisible()

    await page.goto('/app/liked')
    await page.getByRole('tab', { name: 'Liked Me (1)' }).click()
    const tile = page.getByRole('tabpanel').getByRole('button', { name: /^Ruqayya, \d+/ })
    await expect(tile).toBeVisible()
    await expect(tile.getByText('You passed')).toBeVisible()

    // Like is still offered from the tile.
    await tile.click()
    await expect(page.getByRole('dialog').getByRole('button', { name: /^Like/ }).first()).toBeEnabled()
    await page.context().close()
  })
}
