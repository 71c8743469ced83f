import { expect, test } from '@playwright/test'
import { createUser, createUserWithProfile, signInContext } from '../support/api'

test('a signed-out visit to /app/matches returns there after signing in', async ({ page }) => {
  const user = await createUserWithProfile()
  await page.goto('/app/matches')
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/matches$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('a signed-in user without a profile is sent to the sign-up flow from anywhere', async ({
  page,
  context,
}) => {
  await signInContext(context, await createUser())
  for (const path of ['/', '/auth', '/app/profiles']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/signup$/)
  }
})

test('a user with a profile is sent into the app, and /app finds its way', async ({ page, context }) => {
  await signInContext(context, await createUserWithProfile())
  for (const [path, expected] of [
    ['/', /\/app\/profiles$/],
    ['/auth', /\/app\/profiles$/],
    ['/signup/details', /\/app\/profiles$/],
    ['/app', /\/app\/profiles$/],
  ] as const) {
    await page.goto(path)
    await expect(page).toHaveURL(expected)
  }
  await page.goto('/app/no-such-tab')
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible()
})

test('the tab bar leads to each tab and hides on chat and edit-profile', async ({ page, context }) => {
  await signInContext(context, await createUserWithProfile())
  await page.goto('/app/profiles')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [tab, url] of [
    ['Liked', /\/app\/liked$/],
    ['Matches', /\/app\/matches$/],
    ['Account', /\/app\/account$/],
    ['Profiles', /\/app\/profiles$/],
  ] as const) {
    await nav.getByRole('link', { name: tab }).click()
    await expect(page).toHaveURL(url)
  }
  await page.goto('/app/edit-profile')
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
})

test('a visitor is sent from the sign-up flow to sign in', async ({ page }) => {
  await page.goto('/signup/pictures')
  await expect(page).toHaveURL(/\/auth$/)
})
