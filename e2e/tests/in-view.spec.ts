import { randomUUID } from 'node:crypto'
import { TOKEN_RULES } from '@mithaq/domain'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { api, signInContext } from '../support/api'
import { createPerson, like, onlyFromCountry } from '../support/discovery'
import { balanceOf, createMatchedPair, payForMatch } from '../support/matches'
import { controlsUnderToast, settledToast } from '../support/overlap'

// Issue 29: nothing the member needs next is out of view or under a toast, and Pass and Like stay
// where the thumb left them. Every test runs on a phone (390×844) and a desktop (1280×800).

const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

const LONG_ABOUT = 'I pray, I read, and I love long walks with my family on Fridays. '.repeat(12).trim()

async function pageAt(
  browser: Browser,
  user: { cookie: string; email: string; password: string },
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport })
  await signInContext(context, user)
  return context.newPage()
}

const cardHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name: new RegExp(`^${name}, \\d+$`) })

for (const { label, viewport } of SIZES) {
  test(`${label}: Pass and Like keep their place across five cards of different content`, async ({
    browser,
  }) => {
    test.slow()
    const country = label === 'phone' ? 'Bhutan' : 'Nepal'
    const him = await createPerson('male', 'Bilal', country)
    // Newest first in his feed: created in reverse, so they come in this order.
    const people: { name: string; more: Parameters<typeof createPerson>[3]; likesHim?: boolean }[] = [
      { name: 'Nur', more: { aboutMe: 'Salaam.' } },
      { name: 'Fatimatuzzahra Al-Qasimi', more: { aboutMe: LONG_ABOUT } },
      { name: 'Maryam', more: { aboutMe: 'Teacher and reader.' }, likesHim: true },
      { name: 'Aisha', more: { aboutMe: LONG_ABOUT, occupation: 'Paediatric nurse at the city hospital' } },
      { name: 'Huda', more: { aboutMe: 'Hello' } },
    ]
    for (const person of [...people].reverse()) {
      const her = await createPerson('female', person.name, country, person.more)
      if (person.likesHim) await like(her, him)
    }
    await onlyFromCountry(him.cookie, country)
    const page = await pageAt(browser, him, viewport)
    await page.goto('/app/profiles')

    const places: { name: string; pass: number; like: number; x: number }[] = []
    for (const [i, { name }] of people.entries()) {
      await expect(cardHeading(page, name)).toBeVisible()
      const pass = page.getByRole('button', { name: `Pass on ${name}` })
      await expect(pass).toHaveAttribute('aria-disabled', 'false')
      if (name === 'Maryam')
        await expect(page.getByText('Maryam already likes you').filter({ visible: true })).toBeVisible()
      const passBox = await pass.boundingBox()
      const likeBox = await page.getByRole('button', { name: `Like ${name}` }).boundingBox()
      expect(passBox && likeBox).toBeTruthy()
      places.push({ name, pass: passBox!.y, like: likeBox!.y, x: passBox!.x })
      // Inside the window, and the page itself never scrolled.
      expect(likeBox!.y + likeBox!.height).toBeLessThanOrEqual(viewport.height)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      if (i === people.length - 1) break
      // Scrolling the card's own content leaves them where they are.
      if (name === 'Aisha') {
        const frame = page.getByRole('group', { name: /^Aisha, \d+$/ })
        await frame.hover()
        await page.mouse.wheel(0, 400)
        await expect.poll(() => frame.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
        expect((await pass.boundingBox())!.y).toBeCloseTo(passBox!.y, 0)
      }
      // By button and by arrow key in turn: focus moves to the next card, and nothing scrolls.
      if (i % 2 === 0) await pass.click()
      else await page.keyboard.press('ArrowLeft')
    }
    const [first] = places
    for (const place of places) {
      expect(Math.abs(place.pass - first!.pass), `Pass on ${place.name}`).toBeLessThanOrEqual(2)
      expect(Math.abs(place.like - first!.like), `Like ${place.name}`).toBeLessThanOrEqual(2)
      expect(Math.abs(place.x - first!.x), `Pass on ${place.name}, across`).toBeLessThanOrEqual(2)
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test(`${label}: after Block on Discover the toast covers neither Pass nor Like, nor any other control`, async ({
    browser,
  }) => {
    const country = label === 'phone' ? 'Andorra' : 'San Marino'
    const him = await createPerson('male', 'Yusuf', country)
    await createPerson('female', 'Sumayya', country, { aboutMe: LONG_ABOUT })
    await createPerson('female', 'Rahma', country, { aboutMe: LONG_ABOUT })
    await onlyFromCountry(him.cookie, country)
    const page = await pageAt(browser, him, viewport)
    await page.goto('/app/profiles')
    await expect(cardHeading(page, 'Rahma')).toBeVisible()
    await page.getByRole('button', { name: 'Block Rahma' }).click()
    await page
      .getByRole('dialog', { name: 'Block Rahma?' })
      .getByRole('button', { name: 'Block', exact: true })
      .click()
    await expect(cardHeading(page, 'Sumayya')).toBeVisible()
    await settledToast(page, 'Blocked')
    const like = page.getByRole('button', { name: 'Like Sumayya' })
    await expect(like).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pass on Sumayya' })).toBeVisible()
    expect(await controlsUnderToast(page)).toEqual([])
  })

  test(`${label}: after a rematch with a long history the chat opens on its payment card, clear of the toast`, async ({
    browser,
  }) => {
    test.slow()
    const { woman, man, matchId } = await createMatchedPair({ woman: 'Ruqayya', man: 'Anas' })
    await payForMatch(woman, matchId)
    await payForMatch(man, matchId)
    for (let i = 1; i <= 24; i++) {
      const from = i % 2 ? man : woman
      await api(`/matches/${matchId}/messages`, {
        method: 'POST',
        cookie: from.cookie,
        body: { content: `Message ${i}: how was your week, and what did you read?`, clientId: randomUUID() },
      })
    }
    // 10 → 7 (unlock) → 6 (unmatch after the unlock) → 3 (rematch, in the app).
    await api(`/matches/${matchId}/unmatch`, { method: 'POST', cookie: woman.cookie })
    expect(await balanceOf(woman)).toBeGreaterThanOrEqual(TOKEN_RULES.rematch)

    const page = await pageAt(browser, woman, viewport)
    await page.goto('/app/unmatched')
    await page.getByRole('button', { name: /^Rematch with Anas/ }).click()
    await page
      .getByRole('dialog', { name: 'Rematch with Anas' })
      .getByRole('button', { name: `Pay ${TOKEN_RULES.rematch} Tokens & Rematch` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
    // The toast of the rematch covers no control of the chat it shows over.
    await expect(page.getByRole('region', { name: 'Unlock your chat' })).toBeVisible()
    await settledToast(page, 'Rematch Successful')
    expect(await controlsUnderToast(page)).toEqual([])
    // The earlier conversation is there, above the card.
    await expect(page.getByRole('log').getByText('Message 24: how was your week')).toBeAttached()
    const card = page.getByRole('region', { name: 'Unlock your chat' })
    await expect(card).toBeInViewport({ ratio: 1 })
    // Whole, inside the conversation's area: not under the header, nor below the bottom edge.
    const area = page.locator('section[tabindex="0"]').filter({ has: card })
    await expect
      .poll(async () => {
        const [a, c] = [await area.boundingBox(), await card.boundingBox()]
        return a && c && c.y >= a.y && c.y + c.height <= a.y + a.height
      })
      .toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test(`${label}: a toast on Liked covers no control`, async ({ browser }) => {
    const country = label === 'phone' ? 'Malta' : 'Cyprus'
    const her = await createPerson('female', 'Khadija', country)
    for (const name of ['Bilal', 'Hamza']) {
      const man = await createPerson('male', name, country)
      await like(man, her)
    }
    const page = await pageAt(browser, her, viewport)
    await page.goto('/app/liked')
    await page.getByRole('tab', { name: /^Liked Me/ }).click()
    await page.getByRole('button', { name: /^Bilal, \d+/ }).click()
    const dialog = page.getByRole('dialog', { name: "Bilal's profile" })
    await dialog.getByRole('button', { name: 'Pass on Bilal' }).click()
    await expect(dialog).toHaveCount(0)
    await settledToast(page, 'You passed on Bilal')
    expect(await controlsUnderToast(page)).toEqual([])
  })
}
