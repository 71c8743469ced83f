import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { createUser, createUserWithProfile, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  addNationality,
  fillDetails,
  fillNameSexBirthday,
  LONDON,
  PICTURES,
  pickLocationByHand,
  progress,
} from '../support/profile'

const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

test('a new user walks the four steps with a detected location and two pictures, then edits the profile', async ({
  browser,
}) => {
  // The whole journey with six accessibility scans: longer than one screen's worth of time.
  test.setTimeout(120_000)
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: LONDON })
  const page = await context.newPage()
  await signInContext(context, await createUser())

  // Step 1
  await page.goto('/signup')
  await expect(page.getByRole('heading', { name: 'Create your profile' })).toBeVisible()
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1')
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // No gender is chosen for the user: one who misses it is told, not put in the wrong pool.
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).not.toBeChecked()
  await expect(page.getByRole('radio', { name: 'Female' })).not.toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Gender is required')).toBeVisible()
  await fillNameSexBirthday(page)
  await expect(page.getByText('Gender is required')).toHaveCount(0)
  await page.getByRole('button', { name: 'Detect My Location' }).click()
  await expect(toast(page, 'Location detected successfully')).toBeVisible()
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Detect Again' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 2: progress is quiet, the step bar says it; no toast covers the header.
  await expect(page).toHaveURL(/\/signup\/details$/)
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible()
  await expect(toast(page, 'Basic information saved')).toHaveCount(0)
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2')
  await expectNoSeriousA11yViolations(page)
  await fillDetails(page, ['united k', 'United Kingdom'])
  await addNationality(page, 'egy', 'Egypt')
  const height = page.getByRole('slider', { name: 'Height' })
  await expect(height).toHaveValue('170')
  for (let i = 0; i < 3; i += 1) await height.press('ArrowRight')
  await expect(page.getByText('173 cm', { exact: true })).toBeVisible()
  await page.getByLabel('Marital Status').selectOption('Divorced')
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 3
  await expect(page).toHaveURL(/\/signup\/pictures$/)
  await expect(page.getByRole('heading', { name: 'Your pictures', level: 1 })).toBeVisible()
  await expect(toast(page, 'Profile details saved')).toHaveCount(0)
  await expect(page.getByText('Your pictures must be of you.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Please select at least one picture before continuing')).toBeVisible()
  await page.getByLabel('Add pictures').setInputFiles([PICTURES.jpeg, PICTURES.png])
  // The grid shows them: no toast repeats it (decision 182).
  await expect(page.getByRole('img', { name: /^Chosen \d of 2/ })).toHaveCount(2)
  await expect(toast(page, '2 picture(s) selected successfully')).toHaveCount(0)
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 4
  await expect(page).toHaveURL(/\/signup\/review$/)
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '4')
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await expect(page.getByText('United Kingdom, Egypt')).toBeVisible()
  await expect(page.getByText('173 cm')).toBeVisible()
  await expect(page.getByText('Divorced')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Create Profile' }).click()
  await expect(toast(page, 'Profile created successfully!')).toBeVisible()
  await expect(toast(page, '2 picture(s) uploaded successfully!')).toHaveCount(0)
  await expect(page).toHaveURL(/\/app\/profiles$/)
  expect(await page.evaluate(() => sessionStorage.getItem('signup_form_data'))).toBeNull()

  // The own card on the account page
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Amina, \d+$/ })).toBeVisible()
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Amina, picture 1 of 2' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'support@mithaq.app' })).toHaveAttribute(
    'href',
    'mailto:support@mithaq.app',
  )
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Edit: a new name, a new main picture, one picture fewer
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await expect(page).toHaveURL(/\/app\/edit-profile$/)
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Name').fill('Amina B')

  await page.getByLabel('Add pictures').setInputFiles(PICTURES.png)
  await expect(toast(page, 'Pictures uploaded successfully')).toBeVisible()
  const newest = page.getByRole('img', { name: 'You, 3 of 3' })
  const newThumb = (await newest.getAttribute('src')) as string
  // Links are signed per file and per hour (decision 210): compare the picture's path, not the link.
  const pathIs = (path: string) => new RegExp(`^${path.split('?')[0]!.replace(/\./g, '\\.')}\\?`)
  // Reorder by keyboard: the focus stays on the picture that moved.
  await page.getByRole('button', { name: 'Move picture 3 earlier' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Move picture 2 earlier' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('img', { name: 'You, 1 of 3 (main)' })).toHaveAttribute('src', pathIs(newThumb))
  await page.getByRole('button', { name: 'Remove picture 3' }).click()
  await expect(toast(page, 'Picture removed successfully')).toBeVisible()
  await expect(page.getByRole('img', { name: /^You, \d of 2/ })).toHaveCount(2)

  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Profile updated successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/app\/account$/)
  await expect(page.getByRole('heading', { name: /^Amina B, \d+$/ })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Amina B, picture 1 of 2' })).toHaveAttribute(
    'src',
    pathIs(newThumb.replace('.thumb.webp', '.webp')),
  )
  await context.close()
})

test('with geolocation denied, the country and city picker lets the user finish', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInContext(context, await createUser())

  // A later step opened first goes to the first incomplete one.
  await page.goto('/signup/review')
  await expect(page).toHaveURL(/\/signup$/)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Please select your birthday')).toBeVisible()
  await expect(page.getByText('Please detect your location or choose your country and city')).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Please fill in your name, gender, birthday and location to continue' }),
  ).toBeVisible()

  await fillNameSexBirthday(page, { name: 'Yusuf', sex: 'Male' })
  await page.getByRole('button', { name: 'Detect My Location' }).click()
  const denied = 'Location permission denied. Please enable location access in your device settings.'
  await expect(page.getByRole('alert').filter({ hasText: denied })).toBeVisible()
  // Detection is no longer required once the picker is offered: the message asks for a choice.
  await expect(page.getByLabel('Country')).toBeVisible()
  await expect(page.getByText('Please detect your location or choose your country and city')).toHaveCount(0)
  await expect(page.getByText('Please choose your country and city to continue')).toBeVisible()
  await pickLocationByHand(page, 'Pakistan', 'Lah', 'Lahore')
  await expect(page.getByText('Please choose your country and city to continue')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/signup\/details$/)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('About Me must be between 1 and 1500 characters')).toBeVisible()
  await expect(page.getByText('Select at least one nationality')).toBeVisible()
  await fillDetails(page, ['pak', 'Pakistan'])
  await addNationality(page, 'uni', 'United Kingdom')
  await addNationality(page, 'can', 'Canada')
  await addNationality(page, 'turk', 'Turkey')
  await page.getByRole('combobox', { name: 'Nationality' }).fill('oman')
  await page.getByRole('option', { name: 'Oman', exact: true }).click()
  await expect(page.getByText('You can select maximum 4 nationalities')).toBeVisible()
  await page.getByRole('combobox', { name: 'Nationality' }).fill('canad')
  await page.getByRole('combobox', { name: 'Nationality' }).press('Enter')
  await expect(page.getByText('This nationality is already added')).toBeVisible()
  await page.getByRole('button', { name: 'Remove Turkey' }).click()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/signup\/pictures$/)
  const input = page.getByLabel('Add pictures')
  await input.setInputFiles([
    { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') },
  ])
  const banner = page.getByRole('alert').filter({ hasText: 'Failed to process pictures' })
  await expect(banner).toContainText('File "big.jpg" is too large. Maximum size is 5MB.')
  await expect(banner).toContainText(
    'File "logo.svg" is not a supported image format. Please use JPG, PNG, GIF, or WebP.',
  )
  await banner.getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner).toHaveCount(0)
  const jpeg = readFileSync(PICTURES.jpeg)
  await input.setInputFiles(
    Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: jpeg })),
  )
  await expect(page.getByText('You can upload a maximum of 5 pictures. Currently have 0.')).toBeVisible()
  await input.setInputFiles(PICTURES.jpeg)
  await expect(page.getByRole('img', { name: /^Chosen 1 of 1/ })).toHaveCount(1)
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/signup\/review$/)
  await expect(page.getByText('Lahore, Pakistan')).toBeVisible()
  await page.getByRole('button', { name: 'Create Profile' }).click()
  await expect(page).toHaveURL(/\/app\/profiles$/)

  // The edit screen keeps the last nationality and the last picture.
  await page.goto('/app/edit-profile')
  for (const country of ['United Kingdom', 'Canada']) {
    await page.getByRole('button', { name: `Remove ${country}` }).click()
  }
  await page.getByRole('button', { name: 'Remove Pakistan' }).click()
  await expect(page.getByText('You must have at least 1 nationality').first()).toBeVisible()
  await page.getByRole('button', { name: 'Remove picture 1' }).click()
  await expect(page.getByText('You must have at least one profile picture').first()).toBeVisible()
  await page.getByLabel('Name').fill('')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Name is required').first()).toBeVisible()
  await expect(page).toHaveURL(/\/app\/edit-profile$/)
  await context.close()
})

test('a reload keeps the draft but asks for the pictures again; the draft is not kept for another user', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: LONDON })
  const page = await context.newPage()
  await signInContext(context, await createUser())
  await page.goto('/signup')
  await fillNameSexBirthday(page, { name: 'Maryam', birthday: { year: '2001', month: 'January', day: '31' } })
  // The day list follows the month: 31 January becomes 28 February in 2001.
  await page.getByLabel('Month').selectOption({ label: 'February' })
  await expect(page.getByLabel('Day')).toHaveValue('28')
  await page.getByRole('button', { name: 'Detect My Location' }).click()
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await fillDetails(page, ['moro', 'Morocco'])
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Add pictures').setInputFiles(PICTURES.png)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/signup\/review$/)

  await page.reload()
  await expect(page).toHaveURL(/\/signup\/pictures$/)
  await expect(page.getByText('Pictures are not kept when the page reloads')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('list', { name: 'Selected nationalities' })).toContainText('Morocco')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Maryam')
  await expect(page.getByText('London, United Kingdom')).toBeVisible()

  // Someone else signs in on the same tab: they start from a blank form.
  await context.clearCookies()
  await signInContext(context, await createUser())
  await page.reload()
  await expect(page.getByLabel('Name')).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Detect My Location' })).toBeVisible()

  // Signing out removes the draft.
  await page.getByLabel('Name').fill('Draft')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => sessionStorage.getItem('signup_form_data'))).toBeNull()
  await context.close()
})

test('a failed picture upload can be tried again or skipped; the profile is kept', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: LONDON })
  const page = await context.newPage()
  await signInContext(context, await createUser())
  await page.goto('/signup')
  await fillNameSexBirthday(page, { name: 'Khadija' })
  await page.getByRole('button', { name: 'Detect My Location' }).click()
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await fillDetails(page, ['jord', 'Jordan'])
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Add pictures').setInputFiles(PICTURES.jpeg)
  await page.getByRole('button', { name: 'Next' }).click()

  // The first upload never reaches the server; the second is held until the user skips.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let calls = 0
  await page.route('**/api/profile/pictures', async (route) => {
    calls += 1
    if (calls === 1) return route.abort('connectionfailed')
    await held
    return route.continue()
  })
  await page.getByRole('button', { name: 'Create Profile' }).click()
  const banner = page.getByRole('alert').filter({ hasText: 'Picture upload failed' })
  await expect(banner).toContainText('Failed to upload portrait-1.jpg:')
  await expectNoSeriousA11yViolations(page)
  await banner.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByText('Uploading picture 1 of 1...')).toBeVisible()
  await page.getByRole('button', { name: 'Skip picture upload' }).click()
  await expect(
    toast(page, 'Profile created! You can add pictures later from your account settings.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/app\/profiles$/)
  release()
  await context.close()
})

test('the account page of a user without pictures shows the placeholder and leads to editing', async ({
  page,
  context,
}) => {
  await signInContext(context, await createUserWithProfile({ name: 'Hafsa' }))
  await page.goto('/app/account')
  await expect(page.getByRole('img', { name: 'Hafsa has no picture yet' })).toBeVisible()
  await page.getByRole('link', { name: 'Edit profile' }).click()
  // Gender is set at sign-up: shown read-only, with the way to have it corrected.
  await expect(page.getByLabel('Gender')).toHaveValue('Female')
  await expect(page.getByLabel('Gender')).toHaveAttribute('readonly', '')
  await expect(page.getByRole('link', { name: 'support@mithaq.app' })).toBeVisible()
  await expect(page.getByLabel('Marital Status')).toHaveValue('Never Married')
  await expect(page.getByLabel('About Me')).toHaveAttribute('rows', '5')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/app\/account$/)
})
