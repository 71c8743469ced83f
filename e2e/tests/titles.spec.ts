import { expect, test } from '@playwright/test'
import { createUser, signInContext } from '../support/api'
import { createMatchedPair } from '../support/matches'
import { fillDetails, fillNameSexBirthday, LONDON, PICTURES } from '../support/profile'

// Every route of apps/web/src/app/router.tsx names itself in the document title, so a screen
// reader user hears where they are and a row of browser tabs can be told apart.

test('every public route sets its own title', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'Mithaq · Zero-Ghosting Muslim Marriage'],
    ['/auth', 'Sign In or Sign Up · Mithaq'],
    ['/reset-password?token=not-a-real-one', 'Reset Password · Mithaq'],
    ['/privacy-policy', 'Privacy Policy · Mithaq'],
    ['/no/such/page', 'Page Not Found · Mithaq'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    await expect(page).toHaveTitle(title)
  }
  // Moving inside the app renames the page too, not only a fresh load.
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveTitle('Mithaq · Zero-Ghosting Muslim Marriage')
  await page.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveTitle('Privacy Policy · Mithaq')
})

test('each sign-up step sets its own title', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: LONDON })
  await signInContext(context, await createUser())
  const page = await context.newPage()

  await page.goto('/signup')
  await expect(page).toHaveTitle('Sign Up, Step 1 of 4: Basic information · Mithaq')
  await fillNameSexBirthday(page)
  await page.getByRole('button', { name: 'Detect My Location' }).click()
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/signup\/details$/)
  await expect(page).toHaveTitle('Sign Up, Step 2 of 4: About you · Mithaq')
  await fillDetails(page, ['moro', 'Morocco'])
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/signup\/pictures$/)
  await expect(page).toHaveTitle('Sign Up, Step 3 of 4: Pictures · Mithaq')
  await page.getByLabel('Add pictures').setInputFiles(PICTURES.png)
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/signup\/review$/)
  await expect(page).toHaveTitle('Sign Up, Step 4 of 4: Review · Mithaq')
  await context.close()
})

test('every signed-in route sets its own title', async ({ browser }) => {
  // Nine cold page loads, one after another: about 40 s at load 20 on two cores.
  test.slow()
  const { woman, matchId } = await createMatchedPair({ woman: 'Safiya', man: 'Idris' })
  const context = await browser.newContext()
  await signInContext(context, woman)
  const page = await context.newPage()

  for (const [path, title] of [
    ['/app/profiles', 'Discover · Mithaq'],
    ['/app/liked', 'Liked · Mithaq'],
    ['/app/matches', 'Matches · Mithaq'],
    [`/app/chat/${matchId}`, 'Chat · Mithaq'],
    ['/app/unmatched', 'Unmatched Profiles · Mithaq'],
    ['/app/account', 'Account · Mithaq'],
    ['/app/edit-profile', 'Edit Profile · Mithaq'],
    ['/app/notifications', 'Notifications · Mithaq'],
    // Unknown addresses inside the app show Discover, and say so.
    ['/app/no-such-screen', 'Discover · Mithaq'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    await expect(page).toHaveTitle(title)
  }
  await context.close()
})
