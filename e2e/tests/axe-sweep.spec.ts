import { expect, type Page, test } from '@playwright/test'
import { createUser, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { like } from '../support/discovery'
import { createMatchedPair, createPerson } from '../support/matches'

// Every screen, public and signed in, at a phone's size and a laptop's, with a dialog open where
// one belongs to the screen: no serious or critical axe violation. One set of people is made per
// size and reused across its screens, which keeps the sweep quick.

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** Opens the address, waits for its first heading, then runs axe. */
async function check(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.getByText('Loading...')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    // One test per public screen: nothing is shared between them, and one test walking all seven
    // checks ran out of its minute on a loaded machine (the privacy policy alone, 14,000 px tall
    // at a phone's width, takes axe's contrast rule about 1.5 s on an idle machine, ten times that
    // on a loaded one).
    test('the landing page', async ({ page }) => {
      await check(page, '/')
    })

    test('sign in, sign up with its errors, and the forgot-password dialog', async ({ page }) => {
      await check(page, '/auth')
      await page.getByRole('tab', { name: 'Sign Up' }).click()
      await expect(page.getByLabel('Confirm Password')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('button', { name: 'Create Account' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('tab', { name: 'Sign In' }).click()
      await page.getByRole('button', { name: 'Forgot password?' }).click()
      await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })

    for (const [name, path] of [
      ['a reset link', '/reset-password?token=not-a-real-one'],
      ['the privacy policy', '/privacy-policy'],
      ['the not-found page', '/no/such/page'],
    ] as const) {
      test(name, async ({ page }) => {
        await check(page, path)
      })
    }

    test('sign-up', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
      await signInContext(context, await createUser())
      const page = await context.newPage()
      await check(page, '/signup')
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(page.getByText('Please select your birthday')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await context.close()
    })

    test('signed-in screens and their dialogs', async ({ browser }) => {
      // Eleven screens and five dialogs, each checked by axe: long on a busy machine.
      test.setTimeout(300_000)
      const { woman, man, matchId } = await createMatchedPair({ woman: 'Nusaybah', man: 'Khalid' })
      // Someone who liked her, for a tile on Liked and a card on Discover.
      const admirer = await createPerson('male', 'Bilal')
      await like(admirer, woman)
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
      await signInContext(context, woman)
      const page = await context.newPage()

      await check(page, '/app/profiles')
      await page.getByRole('button', { name: /^Filters/ }).click()
      await expect(page.getByRole('dialog', { name: 'Profile Filters' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')

      await check(page, '/app/liked')
      await page.getByRole('button', { name: /^Bilal, \d+/ }).click()
      const tileDialog = page.getByRole('dialog', { name: "Bilal's profile" })
      await expect(tileDialog.getByRole('heading', { name: /^Bilal, \d+$/ })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await tileDialog.getByRole('button', { name: 'Report Bilal' }).click()
      await expect(page.getByRole('dialog', { name: 'Report Bilal' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')

      await check(page, '/app/matches')
      await check(page, `/app/chat/${matchId}`)
      await page.getByRole('button', { name: 'Chat options' }).click()
      await page.getByRole('menuitem', { name: 'Unmatch' }).click()
      await expect(page.getByRole('dialog', { name: `Unmatch ${man.profile.name}?` })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('button', { name: /^Unmatch for/ }).click()
      await expect(page.getByRole('dialog')).toBeHidden()

      await check(page, '/app/unmatched')
      await page
        .getByRole('button', { name: /View Profile/ })
        .first()
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expect(page.getByRole('dialog').getByText('Location')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')

      await check(page, '/app/account')
      await check(page, '/app/edit-profile')
      await check(page, '/app/notifications')
      await context.close()
    })
  })
}
