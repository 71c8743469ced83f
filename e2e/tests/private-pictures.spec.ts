import { matchActionResultSchema, ownProfileSchema } from '@mithaq/domain'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { apiAnswer } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createPerson, onlyFromCountry, pageFor } from '../support/discovery'
import { matchBetween } from '../support/matches'
import { PICTURES } from '../support/profile'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const LABEL = 'Private pictures — she may reveal them in a match'

/** The file a picture's address names, without the signature. */
const fileOf = async (img: Locator) =>
  new URL((await img.getAttribute('src')) ?? '', 'http://x').pathname.split('/').at(-1)

/** Axe and, with E2E_SHOTS_DIR, a screenshot at a phone's size and a desktop's. */
async function checkBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    await expectNoSeriousA11yViolations(page)
  }
  await page.setViewportSize(PHONE)
}

const chatMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Chat options' }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

test('she keeps her pictures private, reveals them to him in their chat, and takes it back; an unmatch blurs them again', async ({
  browser,
}) => {
  // Two browsers, a picture upload and several accessibility scans at two sizes.
  test.slow()
  const country = 'Barbados'
  const nadia = await createPerson('female', 'Nadia', country)
  const karim = await createPerson('male', 'Karim', country)
  await onlyFromCountry(karim.cookie, country)
  const hers = await pageFor(browser, nadia)
  const his = await pageFor(browser, karim)
  await hers.setViewportSize(PHONE)
  await his.setViewportSize(PHONE)

  // She adds a picture and keeps her pictures private, from the pictures editor.
  await hers.goto('/app/edit-profile')
  await hers.getByLabel('Add pictures').setInputFiles(PICTURES.jpeg)
  await expect(hers.getByText('Pictures uploaded successfully')).toBeVisible()
  const privacy = hers.getByRole('switch', { name: 'Keep my pictures private' })
  await expect(privacy).not.toBeChecked()
  await expect(privacy).toHaveAccessibleDescription(/Blurred for everyone until you reveal them to a match/)
  await privacy.focus()
  await hers.keyboard.press('Space')
  await expect(hers.getByText('Your pictures are private: others see them blurred.')).toBeVisible()
  await expect(privacy).toBeChecked()
  await checkBothSizes(hers)
  const own = await apiAnswer(ownProfileSchema, '/profile', { cookie: nadia.cookie })
  const original = new URL(own.pictures[0]!.url, 'http://x').pathname.split('/').at(-1)

  // On Discover he gets a blurred rendition under another name, labelled, and said so to a screen reader.
  await his.goto('/app/profiles')
  await expect(his.getByRole('heading', { name: /^Nadia, \d+$/ })).toBeVisible()
  const card = his.getByRole('img', { name: /^Nadia, picture 1 of 1/ })
  await expect(card).toHaveAccessibleName('Nadia, picture 1 of 1, blurred')
  await expect(his.getByText(LABEL)).toBeVisible()
  expect(await fileOf(card)).not.toBe(original)
  await checkBothSizes(his)

  // They match; in the chat he sees that her pictures are private.
  const matchId = await matchBetween(nadia, karim)
  await his.goto(`/app/chat/${matchId}`)
  await expect(his.getByText(LABEL)).toBeVisible()
  const profileDialog = async () => {
    await chatMenu(his, 'View Profile')
    const dialog = his.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: /^Nadia, \d+$/ })).toBeVisible()
    return dialog
  }
  let dialog = await profileDialog()
  await expect(dialog.getByRole('img', { name: /^Nadia, picture 1 of 1/ })).toHaveAccessibleName(
    'Nadia, picture 1 of 1, blurred',
  )
  await his.keyboard.press('Escape')

  // She reveals them to him from the chat's menu; his screen follows without a reload.
  await hers.goto(`/app/chat/${matchId}`)
  await chatMenu(hers, 'Reveal my pictures to Karim')
  await expect(hers.getByText('Karim can now see your pictures.')).toBeVisible()
  await checkBothSizes(hers)
  await expect(his.getByText(LABEL)).toHaveCount(0)
  dialog = await profileDialog()
  const clear = dialog.getByRole('img', { name: 'Nadia, picture 1 of 1' })
  await expect(clear).toBeVisible()
  expect(await fileOf(clear)).toBe(original)
  await expect.poll(() => clear.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(dialog.getByText(LABEL)).toHaveCount(0)
  await checkBothSizes(his)
  await his.keyboard.press('Escape')

  // She takes it back: blurred again for him.
  await chatMenu(hers, 'Blur my pictures again')
  await expect(hers.getByText('Your pictures are blurred for Karim again.')).toBeVisible()
  await expect(his.getByText(LABEL)).toBeVisible()

  // Revealed once more, then the match ends: blurred again, and the reveal is gone.
  await chatMenu(hers, 'Reveal my pictures to Karim')
  await expect(his.getByText(LABEL)).toHaveCount(0)
  await apiAnswer(matchActionResultSchema, `/matches/${matchId}/unmatch`, {
    method: 'POST',
    cookie: nadia.cookie,
    body: {},
  })
  await expect(his.getByText(LABEL)).toBeVisible()
  dialog = await profileDialog()
  await expect(dialog.getByRole('img', { name: /^Nadia, picture 1 of 1/ })).toHaveAccessibleName(
    'Nadia, picture 1 of 1, blurred',
  )

  await hers.context().close()
  await his.context().close()
})

test('the privacy policy says what private pictures do', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { name: 'Private pictures' })).toBeVisible()
  await expect(page.getByText(/Since 25-11-2026 you may keep your pictures private/)).toBeVisible()
  await expect(page.getByText(/an unmatch, a block or the end of the match hides them again/)).toBeVisible()
})
