import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { baseURL } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createMatchedPair, payForMatch, signedInPage } from '../support/matches'
import { PICTURES } from '../support/profile'
import { unzip } from '../support/zip'

const dataCard = (page: Page) => page.getByRole('region', { name: 'Your Data' })

test('one click on the account screen downloads a zip of her data, her pictures and her conversation', async ({
  browser,
}) => {
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Ruqayya', man: 'Idris' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  const { context, page } = await signedInPage(browser, woman)

  // A picture of her own, and a first message, through the app's own API.
  const upload = await page.request.post('/api/profile/pictures', {
    headers: { origin: baseURL() },
    multipart: {
      pictures: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await readFile(PICTURES.jpeg) },
    },
  })
  expect(upload.ok()).toBe(true)
  await page.goto(`/app/chat/${matchId}`)
  await page.getByRole('textbox', { name: 'Message' }).fill('Salaam Idris, nice to meet you')
  await page.getByRole('textbox', { name: 'Message' }).press('Enter')
  await expect(page.getByRole('log').getByText('Salaam Idris, nice to meet you')).toBeVisible()

  await page.goto('/app/account')
  await expect(dataCard(page)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const downloading = page.waitForEvent('download')
  await dataCard(page).getByRole('button', { name: 'Download My Data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^mithaq-data-\d{4}-\d\d-\d\d\.zip$/)
  await expect(page.getByText('Your data is downloading')).toBeVisible()

  const files = unzip(await readFile(await download.path()))
  expect([...files.keys()].sort()).toEqual(['README.txt', 'mithaq-data.json', 'pictures/picture-1.webp'])
  const data = JSON.parse(files.get('mithaq-data.json')!.toString('utf8'))
  expect(data.account.email).toBe(woman.email)
  expect(data.profile.name).toBe('Ruqayya')
  expect(data.matches[0].with.name).toBe('Idris')
  expect(data.matches[0].messages).toEqual([
    expect.objectContaining({ from: 'you', content: 'Salaam Idris, nice to meet you' }),
  ])
  expect(JSON.stringify(data)).not.toContain(man.email)

  await context.close()
})

test('the privacy policy tells how to download one’s data, what the chat warnings look at, and what stays after deletion', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { name: 'Your data: download a copy' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Safety warnings in chat' })).toBeVisible()
  await expect(page.getByText('Last updated 28-11-2026')).toBeVisible()
  await expect(page.getByText(/One thing stays: reports/)).toBeVisible()
  // Nothing the app does not do: no profile copy in the browser, no record of opt-outs.
  await expect(page.getByText(/copy of your own profile/)).toHaveCount(0)
  await expect(page.getByText(/we record it/)).toHaveCount(0)
})
