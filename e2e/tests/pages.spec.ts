import { expect, test } from '@playwright/test'

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the privacy policy covers what the specification lists and leads back home', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
  for (const topic of [
    /collect/i,
    /retention/i,
    /sharing/i,
    /marketing/i,
    /security/i,
    /rights/i,
    /cookies/i,
    /advertising/i,
    /external links/i,
    /updates/i,
    /age/i,
    /contact/i,
    /appendix a/i,
    /appendix b/i,
    /deleti/i,
  ]) {
    await expect(page.getByRole('heading', { name: topic }).first()).toBeVisible()
  }
  await expect(page.getByText(/GeoNames/).first()).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the landing footer links to the privacy policy', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
})

// Every public screen's accessibility, at a phone's size and a laptop's: axe-sweep.spec.ts.
