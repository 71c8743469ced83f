import { expect, test } from '@playwright/test'
import { createUser, resetLinkFor, signInContext, uniqueEmail } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'

test('a visitor signs up from the landing page and lands on the profile sign-up', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      name: 'The Zero-Ghosting Muslim Marriage App Platform. Never Be Left on Read.',
    }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Get Started' }).click()
  // 'Get Started' is for newcomers: it opens on the Sign Up tab.
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/)
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')

  const email = uniqueEmail('landing')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('quiet-olive-42')
  await page.getByLabel('Confirm Password').fill('secret124')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible()

  await page.getByLabel('Confirm Password').fill('quiet-olive-42')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Account created successfully! Please complete your profile.')).toBeVisible()
  await expect(page).toHaveURL(/\/signup$/)
})

test('the two password toggles of sign-up work independently', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const password = page.getByLabel('Password', { exact: true })
  const confirm = page.getByLabel('Confirm Password')
  await page.getByRole('button', { name: 'Show password' }).first().click()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(confirm).toHaveAttribute('type', 'password')
})

test('sign-in refuses empty fields and wrong passwords with clear messages', async ({ page }) => {
  const user = await createUser()
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible()
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
})

test('a user signs out and signs in again', async ({ page, context }) => {
  const user = await createUser()
  await signInContext(context, user)
  await page.goto('/signup')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Successfully signed out!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/signup')
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/signup$/)
})

test('forgot password: the mailed link sets a new password and the old one stops working', async ({
  page,
  browser,
}) => {
  const user = await createUser()
  await page.goto('/auth')
  const link = await resetLinkFor(page, user.email)
  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('New Password', { exact: true }).fill('brand-new-1')
  await page.getByLabel('Confirm New Password').fill('brand-new-2')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText("Passwords don't match")).toBeVisible()

  await page.getByLabel('Confirm New Password').fill('brand-new-1')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password updated successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)

  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()

  await page.getByLabel('Password', { exact: true }).fill('brand-new-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/signup$/)

  // The link was single-use: a visitor who opens it again is told so and sent to sign in.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(link)
  await expect(visitor.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible()
  await expect(visitor).toHaveURL(/\/auth$/)
})

test('a reset link without a token sends the visitor to sign in', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})

test("'Already a Member?' opens the Sign In tab", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Already a Member?' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
})

test('an error on /auth is shown once, in place, and never again as a toast', async ({ page }) => {
  const user = await createUser()
  await page.goto('/auth?tab=sign-up')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('quiet-olive-42')
  await page.getByLabel('Confirm Password').fill('quiet-olive-42')
  await page.getByRole('button', { name: 'Create Account' }).click()
  const taken = page.getByRole('alert').filter({ hasText: /already exists/i })
  await expect(taken).toBeVisible()
  const takenText = (await taken.textContent()) as string

  await page.getByRole('tab', { name: 'Sign In' }).click()
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()

  // A toast we expect, raised after both failures: once it shows, any toast of theirs would too.
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page
    .getByRole('dialog', { name: 'Reset your password' })
    .getByRole('button', { name: 'Send Reset Link' })
    .click()
  await expect(page.getByText('Password reset email sent!')).toBeVisible()
  await expect(page.getByText('Invalid email or password')).toHaveCount(1)
  // The sign-up tab is closed now, so its message is nowhere, toasts included.
  await expect(page.getByText(takenText)).toHaveCount(0)
})

test("the forgot-password dialog's submit sends only the reset, not the sign-in form behind it", async ({
  page,
}) => {
  const user = await createUser()
  await page.goto('/auth')
  const opener = page.getByRole('button', { name: 'Forgot password?' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Reset your password' })
  await dialog.getByLabel('Email').fill(user.email)
  await dialog.getByLabel('Email').press('Enter')
  await expect(page.getByText('Password reset email sent!')).toBeVisible()
  await expect(dialog).toBeHidden()
  // The sign-in form behind it, still empty, was not submitted: it would say so at once.
  await expect(page.getByText('Please fill in all fields')).toHaveCount(0)
  // And focus is back on the link that opened the dialog.
  await expect(opener).toBeFocused()
})
