import { discoverPageSchema, VERIFIED_BADGE_TEXT } from '@mithaq/domain'
import { expect, type Page, test } from '@playwright/test'
import { apiAnswer } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createPerson, onlyFromCountry, pageFor } from '../support/discovery'

// Discover's deck: layout at both sizes, undo, Start Over and where focus goes. Each test keeps its
// people in a country of its own, so other tests' people never enter its feed.

const LONG_ABOUT = 'I pray, I read, and I love long walks with my family on Fridays. '.repeat(12).trim()

/** A man and, newest first in his feed, the women named (created oldest first, so in that order). */
async function scene(browser: import('@playwright/test').Browser, country: string, names: string[]) {
  const him = await createPerson('male', 'Bilal', country)
  const women: Record<string, { profile: { id: string } }> = {}
  for (const name of [...names].reverse()) {
    women[name] = await createPerson('female', name, country, { aboutMe: LONG_ABOUT })
  }
  await onlyFromCountry(him.cookie, country)
  const page = await pageFor(browser, him)
  return { him, women, page }
}

const cardHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name: new RegExp(`^${name}, \\d+$`) })

/** Pass or Like once the previous decision's short lock is over. */
async function decide(page: Page, kind: 'Pass on' | 'Like', name: string) {
  const button = page.getByRole('button', { name: `${kind} ${name}` })
  await expect(button).toHaveAttribute('aria-disabled', 'false')
  await button.click()
}

/** The accessible name of the focused element's group (the card), or its tag when it has none. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName)

test('at 1280x800 the pictures and the details stand side by side', async ({ browser }) => {
  const { page } = await scene(browser, 'Seychelles', ['Safiya'])
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/app/profiles')
  const heading = cardHeading(page, 'Safiya')
  await expect(heading).toBeVisible()
  const photo = await page.getByRole('img', { name: 'Safiya has no picture yet' }).boundingBox()
  const name = await heading.boundingBox()
  const like = await page.getByRole('button', { name: 'Like Safiya' }).boundingBox()
  expect(photo && name && like).toBeTruthy()
  // The details start to the right of the photo, beside it rather than under it.
  expect(name!.x).toBeGreaterThanOrEqual(photo!.x + photo!.width)
  expect(name!.y).toBeLessThan(photo!.y + photo!.height)
  // Like is in reach without scrolling.
  expect(like!.y + like!.height).toBeLessThanOrEqual(800)
})

test('at 390x844 Pass and Like never cover the About Me text, before and after scrolling', async ({
  browser,
}) => {
  const { page } = await scene(browser, 'Maldives', ['Maryam'])
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app/profiles')
  await expect(cardHeading(page, 'Maryam')).toBeVisible()
  const about = page.getByText(LONG_ABOUT)
  const controls = [
    page.getByRole('button', { name: 'Pass on Maryam' }),
    page.getByRole('button', { name: 'Like Maryam' }),
  ]

  // The text scrolls inside the card's frame: what shows of it is its box cut by the frame's.
  const frame = page.getByRole('group', { name: /^Maryam, \d+$/ })
  const overlaps = async () => {
    const [box, clip] = [await about.boundingBox(), await frame.boundingBox()]
    expect(box && clip).toBeTruthy()
    const top = Math.max(box!.y, clip!.y)
    const bottom = Math.min(box!.y + box!.height, clip!.y + clip!.height)
    const text = { x: box!.x, width: box!.width, y: top, height: Math.max(0, bottom - top) }
    const boxes = await Promise.all(controls.map((c) => c.boundingBox()))
    return boxes.some(
      (b) =>
        b !== null &&
        text.height > 0 &&
        b.x < text.x + text.width &&
        text.x < b.x + b.width &&
        b.y < text.y + text.height &&
        text.y < b.y + b.height,
    )
  }
  expect(await overlaps()).toBe(false)
  await frame.hover()
  await page.mouse.wheel(0, 300)
  await expect.poll(() => frame.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
  expect(await overlaps()).toBe(false)
  await frame.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  expect(await overlaps()).toBe(false)
  // The page itself never scrolls: the card does, inside its frame.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('a pass can be undone: the card comes back, with the focus on it', async ({ browser }) => {
  const { page } = await scene(browser, 'Mauritius', ['Aisha', 'Noor'])
  await page.goto('/app/profiles')
  await expect(cardHeading(page, 'Aisha')).toBeVisible()
  await decide(page, 'Pass on', 'Aisha')
  await expect(cardHeading(page, 'Noor')).toBeVisible()
  // No toast for a pass: the card leaving and the Undo button say it.
  await expect(page.getByText('You passed on Aisha')).toHaveCount(0)

  await page.getByRole('button', { name: 'Undo pass on Aisha' }).click()
  await expect(cardHeading(page, 'Aisha')).toBeVisible()
  await expect.poll(() => focusedLabel(page)).toMatch(/^Aisha, \d+$/)
  await expect(page.getByRole('button', { name: 'Undo pass on Aisha' })).toHaveCount(0)
  await page.reload()
  await expect(cardHeading(page, 'Aisha')).toBeVisible()
})

test('after a decision by arrow key or button, focus lands on the next card', async ({ browser }) => {
  const { page } = await scene(browser, 'Comoros', ['Huda', 'Iman', 'Layla'])
  await page.goto('/app/profiles')
  await expect(cardHeading(page, 'Huda')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(cardHeading(page, 'Iman')).toBeVisible()
  await expect.poll(() => focusedLabel(page)).toMatch(/^Iman, \d+$/)

  await decide(page, 'Like', 'Iman')
  await expect(cardHeading(page, 'Layla')).toBeVisible()
  await expect.poll(() => focusedLabel(page)).toMatch(/^Layla, \d+$/)
  await expect(page.getByText('You liked Iman')).toHaveCount(0)
})

test('Start Over shows a passed profile again, but not a liked or a blocked one', async ({ browser }) => {
  const { page, him } = await scene(browser, 'Brunei', ['Sumayya', 'Khadija', 'Ruqayya'])
  await page.goto('/app/profiles')
  await expect(cardHeading(page, 'Sumayya')).toBeVisible()
  await decide(page, 'Pass on', 'Sumayya')
  await expect(cardHeading(page, 'Khadija')).toBeVisible()
  await decide(page, 'Like', 'Khadija')
  await expect(cardHeading(page, 'Ruqayya')).toBeVisible()
  await page.getByRole('button', { name: 'Block Ruqayya' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Block/ })
    .click()
  await expect(page.getByRole('heading', { name: 'No more profiles' })).toBeVisible()

  await page.getByRole('button', { name: 'Start Over' }).click()
  await expect(cardHeading(page, 'Sumayya')).toBeVisible()
  await decide(page, 'Pass on', 'Sumayya')
  await expect(page.getByRole('heading', { name: 'No more profiles' })).toBeVisible()
  await expect(cardHeading(page, 'Khadija')).toHaveCount(0)
  await expect(cardHeading(page, 'Ruqayya')).toHaveCount(0)
  const feed = await apiAnswer(discoverPageSchema, '/discover', { cookie: him.cookie })
  expect(feed.profiles).toEqual([])
})

test('the page brings the first answers with it: the first card shows without asking for the feed', async ({
  browser,
}) => {
  const { page } = await scene(browser, 'Bhutan', ['Asiya'])
  await page.setViewportSize({ width: 390, height: 844 })
  // The moment the card first appears, noted by the page itself from its very start: a check from
  // the test could run later than that, after the first realtime connection refreshed the feed.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = Array.from(document.querySelectorAll('h2')).some((h) =>
        /^Asiya, \d+$/.test(h.textContent ?? ''),
      )
      if (!card) return
      ;(window as unknown as { cardShownAt: number }).cardShownAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  const response = await page.goto('/app/profiles')
  // The server sent the session and the first feed page inside the HTML (decision 188).
  const html = (await response?.text()) ?? ''
  expect(html).toContain('<script type="application/json" id="mithaq-early">')
  expect(html).toContain('"name":"Asiya"')
  await expect(cardHeading(page, 'Asiya')).toBeVisible()
  // When the card first showed, no request had started for the feed, nor for what the shell and
  // the screen show around it (decision 250: balance, badges, bell, filters, own profile); they
  // may follow later (the first realtime connection refreshes what is on screen).
  const { shown, requests } = await page.evaluate(() => ({
    shown: (window as unknown as { cardShownAt?: number }).cardShownAt,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter(({ path }) => path.startsWith('/api/')),
  }))
  expect(shown).toEqual(expect.any(Number))
  expect(requests.filter(({ start }) => start < (shown ?? 0)).map(({ path }) => path)).toEqual([])
  await expect(cardHeading(page, 'Asiya')).toBeVisible()
  await page.context().close()
})

/** Resolves once every animation on the page that ends (not a loading pulse) has ended. */
function animationsEnded(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Shows the first card of the feed as a demo or a verified member, whether it comes with the page
 * (decision 188) or from GET /api/discover (a refresh): the badges are what is measured here, and
 * neither can be given to a person through the shared server.
 */
async function firstCardAs(page: Page, badges: { isDemo: boolean; isVerified: boolean }) {
  const mark = (feed: { profiles: Record<string, unknown>[] }) => {
    if (feed.profiles[0]) Object.assign(feed.profiles[0], badges)
    return feed
  }
  await page.route('**/app/profiles', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="mithaq-early">)(.*?)(<\/script>)/s,
      (_all, open: string, json: string, close: string) => {
        const answers = JSON.parse(json) as { '/discover': { profiles: Record<string, unknown>[] } }
        mark(answers['/discover'])
        return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`
      },
    )
    await route.fulfill({ response, body: html })
  })
  await page.route('**/api/discover', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: mark(await response.json()) })
  })
}

for (const [who, badges] of [
  ['a demo member', { isDemo: true, isVerified: false }],
  ['a verified member', { isDemo: false, isVerified: true }],
  ['a demo member who is also verified', { isDemo: true, isVerified: true }],
] as const) {
  test(`at 390x844 Pass and Like stand above the tab bar for ${who}`, async ({ browser }) => {
    const name = badges.isDemo ? (badges.isVerified ? 'Zaynab' : 'Hafsa') : 'Sawda'
    const country = badges.isDemo ? (badges.isVerified ? 'Montenegro' : 'Grenada') : 'Barbados'
    const { page } = await scene(browser, country, [name])
    await page.setViewportSize({ width: 390, height: 844 })
    await firstCardAs(page, badges)
    await page.goto('/app/profiles')
    const card = page.getByRole('group', { name: new RegExp(`^${name}, \\d+$`) })
    if (badges.isDemo) await expect(card.getByText('an invented member, not a real person')).toBeVisible()
    if (badges.isVerified) await expect(card.getByText(VERIFIED_BADGE_TEXT)).toBeVisible()
    await animationsEnded(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const tabBar = await page.getByRole('navigation', { name: 'Main' }).boundingBox()
    expect(tabBar).toBeTruthy()
    expect(tabBar!.y).toBeGreaterThan(844 / 2)
    // In the card's action bar, under its frame.
    for (const button of [`Pass on ${name}`, `Like ${name}`]) {
      const box = await page.getByRole('button', { name: button, exact: true }).boundingBox()
      expect(box).toBeTruthy()
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(box!.y + box!.height).toBeLessThanOrEqual(tabBar!.y)
    }
    await expectNoSeriousA11yViolations(page)
    await page.context().close()
  })
}
