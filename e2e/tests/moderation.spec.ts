import { VERIFIED_BADGE_TEXT } from '@mithaq/domain'
import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createPerson, onlyFromCountry, pageFor } from '../support/discovery'
import { signInModerator } from '../support/moderation'
import { PICTURES } from '../support/profile'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** Axe at both sizes the screens are made for. */
async function checkBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    await expectNoSeriousA11yViolations(page)
  }
}

test('a report reaches the console, a moderator bans the member, and the reporter sees Action taken', async ({
  browser,
}) => {
  // Three people in three browsers, and axe at two sizes on three screens.
  test.slow()
  const country = 'San Marino'
  const safiya = await createPerson('female', 'Safiya', country)
  const zubair = await createPerson('male', 'Zubair', country)
  await onlyFromCountry(safiya.cookie, country)
  const hers = await pageFor(browser, safiya)

  await hers.goto('/app/profiles')
  await expect(hers.getByRole('heading', { name: /^Zubair, \d+$/ })).toBeVisible()
  await hers.getByRole('button', { name: 'Report Zubair' }).click()
  const dialog = hers.getByRole('dialog', { name: 'Report Zubair' })
  await dialog.getByRole('radio', { name: 'Scam or money request' }).check()
  await dialog.getByLabel('Reason').fill('He asked me to send money for an investment')
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  await expect(hers.getByText('Report submitted for Zubair')).toBeVisible()

  await hers.goto('/app/account')
  const reports = hers.getByRole('region', { name: 'Your reports' })
  await expect(reports.getByRole('listitem').filter({ hasText: 'Zubair' })).toContainText('Received')
  await checkBothSizes(hers)

  // The moderator's console: the report with the profile, the category and the reason.
  const moderator = await signInModerator()
  const console_ = await pageFor(browser, moderator)
  await console_.goto('/moderation')
  await expect(console_.getByRole('heading', { name: 'Moderation' })).toBeVisible()
  const card = console_.getByRole('article', { name: 'Scam or money request: Zubair' })
  await expect(card).toContainText('He asked me to send money for an investment')
  await expect(card).toContainText('Reported by Safiya')
  await checkBothSizes(console_)
  await card.getByLabel('Decision').selectOption('ban')
  await card.getByLabel('Reason').fill('Asked a member for money')
  await card.getByRole('button', { name: 'Ban member' }).click()
  await expect(console_.getByText('Decision recorded: Ban')).toBeVisible()
  await expect(card).toHaveCount(0)
  await console_.getByRole('button', { name: 'Record' }).click()
  await expect(console_.getByRole('listitem').filter({ hasText: 'Ban · Zubair' }).first()).toContainText(
    'Asked a member for money',
  )

  await hers.reload()
  await expect(reports.getByRole('listitem').filter({ hasText: 'Zubair' })).toContainText('Action taken')

  // Zubair is told why when he signs in, and may appeal once.
  const context = await browser.newContext()
  const his = await context.newPage()
  await his.goto('/auth')
  await his.getByLabel('Email').fill(zubair.email)
  await his.getByLabel('Password', { exact: true }).fill(zubair.password)
  await his.getByRole('button', { name: 'Sign In' }).click()
  const notice = his.getByRole('region', { name: 'Your account was closed' })
  await expect(notice).toContainText('Asked a member for money')
  await notice.getByLabel('Appeal this decision').fill('I only asked about her work, never for money.')
  await notice.getByRole('button', { name: 'Send appeal' }).click()
  await expect(notice.getByRole('status')).toContainText('Your appeal was sent')
  await checkBothSizes(his)
})

/** Chromium with a fake camera that needs no permission prompt: its own browser, for this test only. */
async function browserWithFakeCamera(browser: Browser): Promise<Browser> {
  const launch = test.info().project.use.launchOptions ?? {}
  void browser
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  })
}

test('a selfie taken with the camera is approved by a moderator, the badge shows on Discover, and a picture added later takes it away', async ({
  browser,
}) => {
  test.slow()
  const country = 'Monaco'
  const layla = await createPerson('female', 'Layla', country)
  const hamza = await createPerson('male', 'Hamza', country)
  await onlyFromCountry(hamza.cookie, country)

  const cameraBrowser = await browserWithFakeCamera(browser)
  try {
    const hers = await pageFor(cameraBrowser, layla)
    await hers.goto('/app/account')
    const verification = hers.getByRole('region', { name: 'Verification' })
    await verification.getByRole('button', { name: 'Verify my profile' }).click()
    await expect(verification).toContainText('Take a selfie in this pose:')
    const take = verification.getByRole('button', { name: 'Take selfie' })
    await expect(take).toBeEnabled()
    await checkBothSizes(hers)
    await take.click()
    await expect(verification.getByRole('status')).toContainText('A moderator will compare your selfie')
  } finally {
    await cameraBrowser.close()
  }

  const moderator = await signInModerator()
  const console_ = await pageFor(browser, moderator)
  await console_.goto('/moderation')
  await console_.getByRole('button', { name: /^Selfies/ }).click()
  const card = console_.getByRole('article', { name: 'Selfie of Layla' })
  await expect(card.getByRole('img', { name: 'Layla, verification selfie' })).toBeVisible()
  await checkBothSizes(console_)
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(console_.getByText('Layla is verified')).toBeVisible()

  const his = await pageFor(browser, hamza)
  await his.goto('/app/profiles')
  await expect(his.getByRole('heading', { name: /^Layla, \d+$/ })).toBeVisible()
  await expect(his.getByText(VERIFIED_BADGE_TEXT)).toBeVisible()
  await checkBothSizes(his)

  // A picture added after the check takes the badge away (issue 28); the editor says so first.
  const hersAgain = await pageFor(browser, layla)
  await hersAgain.goto('/app/edit-profile')
  const addPictures = hersAgain.getByLabel('Add pictures')
  await expect(addPictures).toHaveAccessibleDescription(/adding a picture removes the badge/)
  await addPictures.setInputFiles(PICTURES.jpeg)
  await expect(hersAgain.getByText('Pictures uploaded successfully')).toBeVisible()
  await hersAgain.goto('/app/account')
  await expect(hersAgain.getByRole('region', { name: 'Verification' })).toContainText(
    'so your profile no longer shows the badge',
  )
  await his.reload()
  await expect(his.getByRole('heading', { name: /^Layla, \d+$/ })).toBeVisible()
  await expect(his.getByText(VERIFIED_BADGE_TEXT)).toHaveCount(0)
})
