import { TERMS_VERSION } from '@mithaq/domain'
import { expect, test } from '@playwright/test'
import { baseURL, uniqueEmail } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { unzip } from '../support/zip'

// The Terms of Use (decision 375): agreed to by creating an account, kept on the account, shown
// again once when they change, and readable at /terms in every language.

test('the sign-up screen says that creating an account agrees to the Terms, its links work, and the account keeps the version', async ({
  page,
}) => {
  await page.goto('/auth?tab=sign-up')
  const line = page.getByTestId('terms-agreement')
  await expect(line).toHaveText('By creating an account you agree to our Terms and Privacy Policy.')

  await line.getByRole('link', { name: 'Terms' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible()
  await page.goBack()
  await line.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
  await page.goBack()

  const email = uniqueEmail('terms')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('quiet-olive-42')
  await page.getByLabel('Confirm Password').fill('quiet-olive-42')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/signup$/)

  // What the account holds, as the member's own data export gives it back.
  const answer = await page.request.post('/api/account/export', { data: {}, headers: { origin: baseURL() } })
  expect(answer.status()).toBe(200)
  const data = JSON.parse(
    unzip(Buffer.from(await answer.body()))
      .get('mithaq-data.json')!
      .toString('utf8'),
  )
  expect(data.account.email).toBe(email)
  expect(data.account.termsVersion).toBe(TERMS_VERSION)
  expect(Date.now() - Date.parse(data.account.termsAcceptedAt)).toBeLessThan(5 * 60_000)
})

test('the landing footer links to the Terms', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click()
  await expect(page).toHaveURL(/\/terms$/)
})

/** Each language's title, and a word of its note that the English text binds (none in English). */
const LANGUAGES = {
  en: ['Terms of Use', undefined],
  ar: ['شروط الاستخدام', 'الإنجليزي هو النص المُلزِم'],
  ur: ['استعمال کی شرائط', 'انگریزی متن ہی لازم'],
  fr: ['Conditions d’utilisation', 'le texte anglais qui fait foi'],
  tr: ['Kullanım Koşulları', 'bağlayıcı olan İngilizce metindir'],
  id: ['Ketentuan Penggunaan', 'teks bahasa Inggris itulah yang mengikat'],
} as const

for (const [locale, [title, binding]] of Object.entries(LANGUAGES)) {
  test(`/terms reads in ${locale}, says which text binds, and has no serious accessibility violations`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto('/terms')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    // Twelve sections, each with its heading; the support address to write to.
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(12)
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(1)
    if (binding) await expect(page.getByText(binding)).toBeVisible()
    else await expect(page.getByText(/binding/)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await context.close()
  })
}
