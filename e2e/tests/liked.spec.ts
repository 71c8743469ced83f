import { expect, type Page, test } from '@playwright/test'
import { createUserWithProfile, signInContext } from '../support/api'
import { createMatchedPair, signedInPage } from '../support/matches'

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Liked lists' }).getByRole('tab')

test('a profile I match with says so in I Liked and opens our chat, for each of us', async ({ browser }) => {
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Nusaybah', man: 'Zakariya' })
  for (const [person, other] of [
    [woman, 'Zakariya'],
    [man, 'Nusaybah'],
  ] as const) {
    const { page, context } = await signedInPage(browser, person)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/app/liked')
    await page.getByRole('tab', { name: 'I Liked (1)' }).click()
    const tile = page.getByRole('link', { name: new RegExp(`^${other}, \\d+.*Matched · Open chat`) })
    await expect(tile).toBeVisible()
    await tile.click()
    await expect(page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
    await expect(page.getByRole('heading', { name: other })).toBeVisible()
    await context.close()
  }
})

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the four tabs are all on screen (wrapping, never scrolling sideways), and every empty tab leads to Discover', async ({
    page,
    context,
  }) => {
    await signInContext(context, await createUserWithProfile())
    await page.goto('/app/liked')
    await expect(tabs(page)).toHaveCount(4)
    await expect(page.getByRole('tab', { name: 'Liked Me (0)' })).toBeVisible()
    for (const tab of await tabs(page).all()) {
      const box = (await tab.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    const strip = page.getByRole('tablist')
    expect(await strip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

    for (const tab of ['Liked Me (0)', 'I Liked (0)', 'Favorited (0)', 'Unmatched']) {
      await page.getByRole('tab', { name: tab }).click()
      const panel = page.getByRole('tabpanel')
      await expect(panel.getByRole('link', { name: 'Discover profiles' })).toBeVisible()
    }
    await page.getByRole('tab', { name: 'Favorited (0)' }).click()
    await page.getByRole('tabpanel').getByRole('link', { name: 'Discover profiles' }).click()
    await expect(page).toHaveURL(/\/app\/profiles$/)
    await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible()
  })
})
