import { type Browser, expect, type Page, test } from '@playwright/test'
import { call, type E2EUser, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { like } from '../support/discovery'
import { createPerson, type Person, signedInPage } from '../support/matches'

// A match the other person completes is never silent (decision 350): "It's a Match!" comes to
// the member whose like was waiting, live on whatever screen is open or on the next visit, once.

const moment = (page: Page) => page.getByRole('dialog', { name: "It's a Match!" })
const matchesTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Matches/ })

/** He likes her back from his Liked Me, in his own browser: his like completes the match. */
async function likeBackFromLiked(browser: Browser, him: Person, her: Person) {
  const { context, page } = await signedInPage(browser, him)
  await page.goto('/app/liked')
  await expect(page.getByRole('tab', { name: 'Liked Me (1)' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: new RegExp(`^${her.profile.name}, \\d+`) }).click()
  await page
    .getByRole('dialog', { name: `${her.profile.name}'s profile` })
    .getByRole('button', { name: `Like ${her.profile.name}` })
    .click()
  // His own like made it: his moment opens there, as before.
  await expect(moment(page)).toBeVisible()
  await context.close()
}

/** Waits until the page's moment for this match was remembered by the server as shown. */
const momentRemembered = (page: Page) =>
  page.waitForResponse(
    (res) => /\/api\/matches\/[^/]+\/moment-shown$/.test(res.url()) && res.status() === 204,
  )

/** She leaves the moment with Escape and stays where she was; a reload brings it no more. */
async function expectShownOnce(page: Page, remembered: Promise<unknown>) {
  await remembered
  await page.keyboard.press('Escape')
  await expect(moment(page)).toHaveCount(0)
  await expect(page).toHaveURL(/\/app\/liked$/)
  await page.reload()
  await expect(page.getByRole('tab', { name: /^I Liked/ })).toBeVisible()
  // The news were asked for again after the reload, and owed nothing.
  await expect(matchesTab(page)).toContainText('1 new match')
  await expect(moment(page)).toHaveCount(0)
}

async function signIn(user: E2EUser): Promise<E2EUser> {
  const res = await call('/auth/sign-in/email', {
    method: 'POST',
    body: { email: user.email, password: user.password },
  })
  expect(res.ok).toBe(true)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))
  return { ...user, cookie: (cookie ?? '').split(';')[0] as string }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the match he completes while she is on Liked opens her moment live, once; Matches counts it until opened', async ({
      browser,
    }) => {
      test.slow()
      const her = await createPerson('female', 'Maryam')
      const him = await createPerson('male', 'Yusuf')
      await like(her, him)

      const { page } = await signedInPage(browser, her)
      await page.goto('/app/liked')
      await page.getByRole('tab', { name: 'I Liked (1)' }).click()
      await expect(page.getByRole('button', { name: /^Yusuf, \d+/ })).toBeVisible()
      await expect(moment(page)).toHaveCount(0)

      const remembered = momentRemembered(page)
      await likeBackFromLiked(browser, him, her)

      // Without a reload: both names, the window, and 'Open chat' focused.
      await expect(moment(page).getByText('You both liked each other!')).toBeVisible()
      await expect(moment(page)).toContainText('Yusuf')
      await expect(moment(page).getByRole('button', { name: 'Open chat' })).toBeFocused()
      await expect(moment(page).getByRole('button', { name: 'Keep browsing' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.screenshot({
        path: test.info().outputPath(`moment-live-${viewport.width}x${viewport.height}.png`),
      })

      await expectShownOnce(page, remembered)

      // Opening Matches sees the new match: the tab's count goes.
      await matchesTab(page).click()
      await expect(page.getByRole('link', { name: /Yusuf/ })).toBeVisible()
      await expect(matchesTab(page)).not.toContainText('new match')
    })

    test('the match he completes while she is signed out opens her moment on her next visit, once', async ({
      browser,
    }) => {
      test.slow()
      const her = await createPerson('female', 'Maryam')
      const him = await createPerson('male', 'Yusuf')
      await like(her, him)
      const out = await call('/auth/sign-out', { method: 'POST', body: {}, cookie: her.cookie })
      expect(out.ok).toBe(true)

      await likeBackFromLiked(browser, him, her)

      // She signs in again and opens Liked: the moment waits there for her.
      const context = await browser.newContext()
      await signInContext(context, await signIn(her))
      const page = await context.newPage()
      const remembered = momentRemembered(page)
      await page.goto('/app/liked')
      await expect(moment(page).getByText('You both liked each other!')).toBeVisible()
      await expect(moment(page).getByRole('button', { name: 'Open chat' })).toBeFocused()
      await page.screenshot({
        path: test.info().outputPath(`moment-next-visit-${viewport.width}x${viewport.height}.png`),
      })

      await expectShownOnce(page, remembered)
    })
  })
}
