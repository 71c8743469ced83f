import { expect, type Page, test } from '@playwright/test'
import { createUserWithProfile, signInContext } from '../support/api'
import { createMatchedPair, createPerson, matchBetween, payForMatch, signedInPage } from '../support/matches'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function box(locator: ReturnType<Page['locator']>) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('expected a visible element')
  return b
}

test.describe('at 1280x800', () => {
  test.use({ viewport: DESKTOP })

  test('the side rail leads to each destination, marks the current one, and no bottom bar shows', async ({
    page,
    context,
  }) => {
    await signInContext(context, await createUserWithProfile())
    await page.goto('/app/profiles')
    // One navigation 'Main' is visible: the rail down the left edge, as tall as the window.
    await expect(mainNav(page)).toHaveCount(1)
    const rail = await box(mainNav(page))
    expect(rail.x).toBeLessThan(40)
    expect(rail.width).toBeLessThan(300)
    const profilesLink = mainNav(page).getByRole('link', { name: 'Profiles' })
    const accountLink = mainNav(page).getByRole('link', { name: 'Account' })
    const first = await box(profilesLink)
    const last = await box(accountLink)
    expect(first.x).toBeLessThan(40)
    expect(last.x).toBe(first.x)
    expect(last.y).toBeGreaterThan(first.y)
    await expect(profilesLink).toHaveAttribute('aria-current', 'page')

    for (const [tab, url, heading] of [
      ['Liked', /\/app\/liked$/, 'Liked'],
      ['Matches', /\/app\/matches$/, 'Your Matches'],
      ['Account', /\/app\/account$/, null],
      ['Profiles', /\/app\/profiles$/, 'Discover'],
    ] as const) {
      await mainNav(page).getByRole('link', { name: tab }).click()
      await expect(page).toHaveURL(url)
      await expect(mainNav(page).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page')
      if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(mainNav(page)).toHaveCount(1)
      expect((await box(mainNav(page).getByRole('link', { name: tab }))).x).toBeLessThan(40)
    }
  })

  test('Matches and Chat sit side by side: the list on the left, the open conversation on the right', async ({
    browser,
  }) => {
    const { woman, matchId } = await createMatchedPair({ woman: 'Safiya', man: 'Idris' })
    const other = await createPerson('male', 'Harun')
    await matchBetween(woman, other)
    await payForMatch(woman, matchId, true)
    const { page } = await signedInPage(browser, woman)
    await page.setViewportSize(DESKTOP)

    // Nothing selected: the list and a calm placeholder.
    await page.goto('/app/matches')
    const list = page.getByRole('list', { name: 'Matches' })
    await expect(list).toBeVisible()
    await expect(page.getByText('Choose a conversation')).toBeVisible()

    // Selecting a row opens its conversation on the right, and the address names it.
    await list.getByRole('link', { name: /Idris/ }).click()
    await expect(page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
    const composer = page.getByRole('textbox', { name: 'Message' })
    await expect(composer).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Idris' })).toBeVisible()
    await expect(list).toBeVisible()
    await expect(list.getByRole('link', { name: /Idris/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText('Choose a conversation')).toHaveCount(0)
    const listBox = await box(list)
    const composerBox = await box(composer)
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(composerBox.x)
    expect(composerBox.y + composerBox.height).toBeLessThanOrEqual(DESKTOP.height)
    // No way 'back' is offered where the list is already beside the conversation.
    await expect(page.getByRole('link', { name: 'Back to matches' })).toHaveCount(0)

    // A message sent from the right pane shows on the left row.
    await composer.fill('Assalamu alaikum')
    await composer.press('Enter')
    await expect(list.getByRole('link', { name: /Idris/ })).toContainText('You: Assalamu alaikum')

    // Another row swaps the conversation; a link straight to a chat opens both panes.
    await list.getByRole('link', { name: /Harun/ }).click()
    await expect(page.getByRole('heading', { name: 'Harun' })).toBeVisible()
    await page.goto(`/app/chat/${matchId}`)
    await expect(page.getByRole('heading', { name: 'Idris' })).toBeVisible()
    await expect(list.getByRole('link', { name: /Harun/ })).toBeVisible()
  })
})

test.describe('at 390x844', () => {
  test.use({ viewport: PHONE })

  test('the bottom bar shows and the rail does not; list and chat are pages of their own', async ({
    browser,
  }) => {
    const { woman, matchId } = await createMatchedPair({ woman: 'Asiya', man: 'Musa' })
    const { page } = await signedInPage(browser, woman)
    await page.setViewportSize(PHONE)
    await page.goto('/app/matches')
    await expect(mainNav(page)).toHaveCount(1)
    const bar = await box(mainNav(page))
    expect(bar.y + bar.height).toBe(PHONE.height)
    expect(bar.width).toBe(PHONE.width)
    const liked = await box(mainNav(page).getByRole('link', { name: 'Liked' }))
    const matches = await box(mainNav(page).getByRole('link', { name: 'Matches' }))
    expect(matches.y).toBe(liked.y)
    expect(matches.x).toBeGreaterThan(liked.x)
    await expect(page.getByText('Choose a conversation')).toHaveCount(0)

    await page.getByRole('link', { name: /Musa/ }).click()
    await expect(page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
    await expect(page.getByRole('list', { name: 'Matches' })).toHaveCount(0)
    await expect(mainNav(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to matches' }).click()
    await expect(page).toHaveURL(/\/app\/matches$/)
  })
})
