import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Page } from '@playwright/test'

/** Two small real pictures (a JPEG and a PNG) committed under e2e/fixtures. */
export const PICTURES = {
  jpeg: join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'portrait-1.jpg'),
  png: join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'portrait-2.png'),
}

/** Central London, where the offline geocoder finds "London, United Kingdom". */
export const LONDON = { latitude: 51.5074, longitude: -0.1278 }

export const progress = (page: Page) => page.getByRole('progressbar', { name: 'Sign-up progress' })

/** Step 1 with the name and birthday given; the location is left to the caller. */
export async function fillNameSexBirthday(
  page: Page,
  { name = 'Amina', sex = 'Female', birthday = { year: '1995', month: 'April', day: '12' } } = {},
) {
  await page.getByLabel('Name').fill(name)
  await page.getByText(sex, { exact: true }).click()
  await page.getByLabel('Year').selectOption(birthday.year)
  await page.getByLabel('Month').selectOption({ label: birthday.month })
  await page.getByLabel('Day').selectOption(birthday.day)
}

/** Picks a country from the list and a city from the server's suggestions. */
export async function pickLocationByHand(page: Page, country: string, cityQuery: string, city: string) {
  await page.getByLabel('Country').selectOption(country)
  await page.getByRole('combobox', { name: 'City' }).fill(cityQuery)
  await page.getByRole('option', { name: city, exact: true }).click()
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(city)
}

/** Adds a nationality through the searchable list, by keyboard. */
export async function addNationality(page: Page, query: string, country: string) {
  const box = page.getByRole('combobox', { name: 'Nationality' })
  await box.fill(query)
  await expect(page.getByRole('option', { name: country, exact: true })).toBeVisible()
  // Walk down to the country with the arrow keys, then pick it with Enter.
  for (let i = 0; i < 10; i += 1) {
    await box.press('ArrowDown')
    const active = await box.getAttribute('aria-activedescendant')
    if (active && (await page.locator(`[id="${active}"]`).textContent()) === country) break
  }
  await box.press('Enter')
  await expect(page.getByRole('list', { name: 'Selected nationalities' }).getByText(country)).toBeVisible()
}

/** Step 2 with valid answers and one nationality. */
export async function fillDetails(page: Page, nationality: [query: string, country: string]) {
  await page.getByLabel('About Me').fill('I value faith, family and honest conversation.')
  await page.getByLabel('Education').fill('BSc Mathematics')
  await page.getByLabel('Occupation').fill('Teacher')
  await addNationality(page, ...nationality)
}
