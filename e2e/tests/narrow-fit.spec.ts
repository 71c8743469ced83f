import { expect, type Page, test } from '@playwright/test'
import { baseURL, setAccountLanguage, signInContext } from '../support/api'
import { keepShot, overflowProblems } from '../support/layout'
import { createMatchedPair, payForMatch } from '../support/matches'

// Issue 30: at 390 × 844, in every language, no text of the member's main screens is cut and
// nothing scrolls sideways. One member per language (and the man she matched, for the chat);
// with E2E_SHOTS_DIR every screen is kept as a screenshot to look at.

const PHONE = { width: 390, height: 844 }
const ANY_DIGIT = /[0-9٠-٩۰-۹]/

/** Waits for the screen's texts and fonts, then lists what does not fit. */
async function expectEverythingFits(page: Page, name: string) {
  await expect(page.locator('h1').first()).toBeVisible()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await keepShot(page, name)
  expect(await overflowProblems(page), `${name} at 390 px`).toEqual([])
}

for (const locale of ['en', 'ar', 'ur', 'fr', 'tr', 'id'] as const) {
  test(`${locale}: Discover, Liked, Matches, a chat, the wallet and the account fit a 390 px phone`, async ({
    browser,
  }) => {
    test.slow()
    const { woman, man, matchId } = await createMatchedPair({ woman: 'Khadija', man: 'Omar' })
    await payForMatch(woman, matchId)
    await payForMatch(man, matchId)
    await setAccountLanguage(woman, locale)
    const context = await browser.newContext({ viewport: PHONE })
    await context.addInitScript((chosen) => localStorage.setItem('mithaq.locale', chosen), locale)
    await context.addCookies([{ name: 'mithaq_locale', value: locale, url: baseURL() }])
    await signInContext(context, woman)
    const page = await context.newPage()

    await page.goto('/app/profiles')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expectEverythingFits(page, 'discover')

    await page.goto('/app/liked')
    // Every tab with its count: the longest labels.
    await expect(page.getByRole('tab').nth(2)).toHaveText(ANY_DIGIT)
    await expectEverythingFits(page, 'liked')

    await page.goto('/app/matches')
    await expect(page.getByRole('link', { name: /Omar/ }).first()).toBeVisible()
    await expectEverythingFits(page, 'matches')

    await page.goto(`/app/chat/${matchId}`)
    await expect(page.getByRole('timer')).toBeVisible()
    await expectEverythingFits(page, 'chat')

    await page.goto('/app/account#wallet')
    await expect(page.locator('#wallet')).toBeVisible()
    await expectEverythingFits(page, 'wallet')

    await page.goto('/app/account')
    await expectEverythingFits(page, 'account')
    await context.close()
  })
}
