import { meSchema } from '@mithaq/domain'
import { expect, type Page, test } from '@playwright/test'
import {
  apiAnswer,
  baseURL,
  call,
  createUserWithProfile,
  lastMailTo,
  setAccountLanguage,
  signInContext,
} from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'

// The account keeps its language (decision 281): chosen on the account screen, it follows the
// member across sign-out and sign-in, onto another device, and into the mails the server sends.

const languageCard = (page: Page, heading: string) => page.getByRole('region', { name: heading })

// Two journeys, each on its own account: one device through sign-out and sign-in, then a second
// device whose account is already Arabic (set through the API). As one test, two full sign-ins,
// two account screens and an accessibility scan came near the minute on a loaded machine.
test('a language chosen on the account screen follows the member across sign-out and sign-in', async ({
  page,
  context,
}) => {
  const user = await createUserWithProfile({ name: 'Maryam' })
  await signInContext(context, user)
  await page.goto('/app/account')

  // English to start with; Arabic picked from the Language card switches the app at once.
  const english = languageCard(page, 'Language')
  await expect(english.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
  await english.getByRole('combobox', { name: 'Language' }).selectOption('ar')
  const arabic = languageCard(page, 'اللغة')
  await expect(arabic.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expectNoSeriousA11yViolations(page)
  // Saved on the account, not only on this device.
  expect((await apiAnswer(meSchema, '/me', { cookie: user.cookie })).locale).toBe('ar')

  // Signing out leaves the device in Arabic.
  const out = await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL() } })
  expect(out.ok()).toBe(true)
  await page.goto('/auth')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // Signing in again (a new session: sign-out ended the first one) finds the account in Arabic.
  const again = await call('/auth/sign-in/email', {
    method: 'POST',
    body: { email: user.email, password: user.password },
  })
  expect(again.ok).toBe(true)
  const cookie = again.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))
  await signInContext(context, { ...user, cookie: (cookie ?? '').split(';')[0] as string })
  await page.goto('/app/account')
  await expect(languageCard(page, 'اللغة').getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
})

test('an account in Arabic gets its reset mail in Arabic and turns another device Arabic at sign-in', async ({
  browser,
}) => {
  const user = await createUserWithProfile({ name: 'Maryam' })
  await setAccountLanguage(user, 'ar')

  // Another device, in English: a reset mail asked for from there is in the account's language.
  const phone = await browser.newContext({ locale: 'en-US' })
  const other = await phone.newPage()
  await other.goto('/auth')
  await expect(other.locator('html')).toHaveAttribute('lang', 'en')
  await other.getByRole('button', { name: 'Forgot password?' }).click()
  const dialog = other.getByRole('dialog', { name: 'Reset your password' })
  await dialog.getByLabel('Email').fill(user.email)
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect.poll(() => lastMailTo(user.email)?.subject ?? '').toBe('إعادة تعيين كلمة المرور في ميثاق')
  const mail = lastMailTo(user.email) as { subject: string; text: string; html?: string }
  expect(mail.text).toContain('السلام عليكم')
  expect(mail.text).toContain('/api/auth/reset-password/')
  expect(mail.html).toContain('dir="rtl"')

  // Signing in there, the account's language wins over the device's: the app turns Arabic.
  await expect(dialog).toHaveCount(0)
  await other.getByLabel('Email').fill(user.email)
  await other.getByLabel('Password', { exact: true }).fill(user.password)
  await other.getByRole('button', { name: 'Sign In' }).click()
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl')
  await other.goto('/app/account')
  await expect(languageCard(other, 'اللغة').getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
  await expect(other.locator('html')).toHaveAttribute('lang', 'ar')
  await phone.close()
})

test('the auth screen offers the language picker; a visitor’s choice switches the screen at once', async ({
  page,
}) => {
  await page.goto('/auth?tab=sign-up')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr')
  await expectNoSeriousA11yViolations(page)
})

test('a screen first opened after a change of language comes in that language, its words fetched with it and never shown as keys', async ({
  page,
  context,
}) => {
  const user = await createUserWithProfile({ name: 'Khadija' })
  await signInContext(context, user)
  // Every script the page fetches, to see the Liked screen's texts arrive only when it is opened.
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/app/account')
  await languageCard(page, 'Language').getByRole('combobox', { name: 'Language' }).selectOption('fr')
  await expect(languageCard(page, 'Langue').getByRole('combobox', { name: 'Langue' })).toHaveValue('fr')
  const beforeLiked = scripts.length

  // Liked was not opened in this page: its texts (decision 290) come with it, in French.
  await page.locator('a[href="/app/liked"]').first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Intérêts' })).toBeVisible()
  await expect(page.getByText('Voyez gratuitement qui s’intéresse à votre profil.')).toBeVisible()
  await expect(page.getByText(/\bliked\.[a-z]/)).toHaveCount(0)
  await expect(page.getByText('See who liked your profile, for free.')).toHaveCount(0)
  expect(scripts.slice(beforeLiked).some((url) => /\/assets\/liked-(?!route-)[\w-]+\.js$/.test(url))).toBe(
    true,
  )
  await expect(page).toHaveTitle(/Intérêts/)
})
