import { randomUUID } from 'node:crypto'
import { notificationPageSchema, TOKEN_RULES } from '@mithaq/domain'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { api, apiAnswer, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createPerson as createIn, like, onlyFromCountry } from '../support/discovery'
import { balanceOf, createMatchedPair, type Person, payForMatch } from '../support/matches'

// Issue 19: a token economy people can act on, on a phone (390×844). Every way down to 0 tokens
// here is a real action (express, unmatch, rematch); no route credits or debits tokens for tests.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
test.use({ viewport: PHONE })

async function pageAt(browser: Browser, user: Person): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE })
  await signInContext(context, user)
  return context.newPage()
}

const weekday = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}/

test('at 0 tokens: the rematch opens the chat on a payment card whose buttons are disabled with the reason and the next top-up, and a like-back is warned about', async ({
  browser,
}) => {
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Safiya', man: 'Idris' })
  // 10 → 4 (express) → 3 (unmatch after the unlock); the rematch below, in the app, takes the last 3.
  await payForMatch(woman, matchId, true)
  await api(`/matches/${matchId}/unmatch`, { method: 'POST', cookie: woman.cookie })
  expect(await balanceOf(woman)).toBe(TOKEN_RULES.rematch)

  const page = await pageAt(browser, woman)
  await page.goto('/app/unmatched')
  await page.getByRole('button', { name: /^Rematch with Idris/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Rematch with Idris' })
  await expect(confirm).toContainText('they are not refunded, even if the chat is then never unlocked')
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: `Pay ${TOKEN_RULES.rematch} Tokens & Rematch` }).click()

  // The chat opens, on its payment card.
  await expect(page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
  const card = page.getByRole('region', { name: 'Unlock your chat' })
  await expect(card).toBeInViewport()
  const pay = card.getByRole('button', { name: `Pay ${TOKEN_RULES.unlockStandard} tokens` })
  const express = card.getByRole('button', { name: /Express access/ })
  await expect(pay).toBeDisabled()
  await expect(express).toBeDisabled()
  await expect(card).toContainText(
    `You have 0 tokens: unlocking needs ${TOKEN_RULES.unlockStandard} tokens, express ${TOKEN_RULES.unlockExpress} tokens.`,
  )
  await expect(card).toContainText(weekday)
  await expect(card).toContainText(`Next weekly top-up: +${TOKEN_RULES.weeklyTopUpTo} tokens on`)
  await expect(pay).toHaveAccessibleDescription(/You have 0 tokens/)
  await expectNoSeriousA11yViolations(page)

  // The balance is in the top bar of every tab screen, and leads to the wallet with the same date.
  await page.goto('/app/liked')
  const balance = page.getByRole('link', { name: 'Your balance: 0 tokens' })
  await expect(balance).toBeVisible()

  // Someone who liked her: liking back is warned about before it is done, in Liked Me and on Discover.
  const country = 'Liechtenstein'
  const suitor = await createIn('male', 'Yahya', country)
  await like(suitor, woman)
  await page.reload()
  await page.getByRole('tab', { name: /^Liked Me/ }).click()
  await page.getByRole('button', { name: /^Yahya, \d+/ }).click()
  const dialog = page.getByRole('dialog', { name: "Yahya's profile" })
  await expect(dialog).toContainText(
    `Yahya already likes you: liking back makes a match, and the chat then needs ${TOKEN_RULES.unlockStandard} tokens from you.`,
  )
  await expect(dialog).toContainText('You have 0 tokens. Next weekly top-up:')
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')

  await onlyFromCountry(woman.cookie, country)
  await page.goto('/app/profiles')
  const deckCard = page.getByRole('group', { name: /^Yahya, \d+$/ })
  await expect(deckCard).toContainText('Yahya already likes you')
  await expect(deckCard).toContainText('You have 0 tokens.')
  // With the notice shown, Pass and Like are still in reach without scrolling: on screen, above the tab bar.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const tabBarTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y ?? 0
  expect(tabBarTop).toBeGreaterThan(PHONE.height / 2)
  for (const name of [/^Pass on Yahya$/, /^Like Yahya$/]) {
    // They stand in the deck's own bar under the card (decision 355), not inside the card.
    const box = await page.getByRole('button', { name }).boundingBox()
    expect(box).toBeTruthy()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height).toBeLessThanOrEqual(tabBarTop)
  }
  await expectNoSeriousA11yViolations(page)

  await balance.click()
  await expect(page).toHaveURL(/\/app\/account#wallet$/)
  const wallet = page.getByRole('region', { name: 'Token Wallet' })
  await expect(wallet).toContainText(`Next weekly top-up: +${TOKEN_RULES.weeklyTopUpTo} tokens on`)
  // Buy Tokens is there (it says buying is not offered yet), but it is not the card's main button.
  await expect(wallet.getByRole('button', { name: 'Buy Tokens' })).toHaveClass(/bg-white|border/)
  await expectNoSeriousA11yViolations(page)

  // The same screens on a desktop: the balance in the rail.
  const desk = page
  await desk.setViewportSize(DESKTOP)
  await desk.goto(`/app/chat/${matchId}`)
  await expect(desk.getByRole('link', { name: 'Your balance: 0 tokens' })).toBeVisible()
  await expect(desk.getByRole('button', { name: `Pay ${TOKEN_RULES.unlockStandard} tokens` })).toBeDisabled()
  await expectNoSeriousA11yViolations(desk)
  await desk.goto('/app/account')
  await expectNoSeriousA11yViolations(desk)
  // On a desktop the like-back notice stands in the details, beside Pass and Like, not over the picture.
  await desk.goto('/app/profiles')
  const deskNotice = desk.getByText('Yahya already likes you').filter({ visible: true })
  await expect(deskNotice).toHaveCount(1)
  const [noticeBox, pictureBox] = [
    await deskNotice.boundingBox(),
    await desk.getByRole('img', { name: 'Yahya has no picture yet' }).boundingBox(),
  ]
  expect(noticeBox!.x).toBeGreaterThanOrEqual(pictureBox!.x + pictureBox!.width)
  await expectNoSeriousA11yViolations(desk)
  await desk.context().close()
  expect(await balanceOf(man)).toBe(TOKEN_RULES.welcomeGrant)
})

test('the 24-hour first-message rule and what is not refunded are on "How tokens work" before any payment', async ({
  browser,
}) => {
  const { woman, matchId } = await createMatchedPair({ woman: 'Maryam', man: 'Zakariya' })
  const page = await pageAt(browser, woman)
  await page.goto(`/app/chat/${matchId}`)
  const card = page.getByRole('region', { name: 'Unlock your chat' })
  await card.getByRole('button', { name: 'How tokens work' }).click()
  const sheet = page.getByRole('dialog', { name: 'How tokens work' })
  const hours = (ms: number) => `${ms / 3_600_000} hours`
  await expect(sheet).toContainText(
    `Once the chat is unlocked, one of you has ${hours(TOKEN_RULES.initialTimerMs)} to write first. If nobody writes in that time, the match ends with no penalty, and the tokens paid to unlock it are not refunded.`,
  )
  await expect(sheet).toContainText(`you both have ${hours(TOKEN_RULES.paymentWindowMs)} to unlock the chat`)
  await expect(sheet).toContainText(`the other person has ${hours(TOKEN_RULES.responseTimerMs)} to reply`)
  await expect(sheet).toContainText(`Costs ${TOKEN_RULES.rematch} tokens, which are not refunded`)
  await expect(sheet).toContainText('always free')
  await expectNoSeriousA11yViolations(page)
  // Nothing was paid to read it.
  expect(await balanceOf(woman)).toBe(TOKEN_RULES.welcomeGrant)
  await page.context().close()
})

test('in a chat, a toast never covers the way back, and after the unmatch Matches does not say "No matches yet"', async ({
  browser,
}) => {
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Hafsa', man: 'Ilyas' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  const page = await pageAt(browser, woman)
  await page.goto(`/app/chat/${matchId}`)
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await page.getByRole('button', { name: 'Chat options' }).click()
  await page.getByRole('menuitem', { name: 'Unmatch' }).click()
  // Measured in the page itself, once the toast has come in: asked from the test, one round trip
  // after another, a busy machine could reach it only after its 4 seconds were over, and
  // Playwright then waited for a toast that had gone until the test's time ran out.
  const measured = boxesOnceShown(page, 'You unmatched Ilyas', 'Back to matches')
  await page
    .getByRole('dialog', { name: 'Unmatch Ilyas?' })
    .getByRole('button', { name: /^Unmatch for/ })
    .click()
  const back = page
    .getByRole('link', { name: 'Back to matches' })
    .or(page.getByRole('button', { name: 'Back to matches' }))
  const { toast: t, back: b } = await measured
  expect(t && b).toBeTruthy()
  const overlaps =
    t!.x < b!.x + b!.width && b!.x < t!.x + t!.width && t!.y < b!.y + b!.height && b!.y < t!.y + t!.height
  expect(overlaps).toBe(false)
  // And it sits in the bottom half, away from the header.
  expect(t!.y).toBeGreaterThan(PHONE.height / 2)
  await expectNoSeriousA11yViolations(page)

  await back.click()
  await expect(page).toHaveURL(/\/app\/matches$/)
  await expect(page.getByText('No active matches')).toBeVisible()
  await expect(page.getByText('No matches yet')).toHaveCount(0)
  // The chat lights the Matches tab; so do Unmatched and Matches.
  await page.goto('/app/unmatched')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }),
  ).toHaveClass(/text-primary/)
  await page.context().close()
})

test('Pass and Like keep their place when Undo appears', async ({ browser }) => {
  const country = 'Andorra'
  const seeker = await createIn('female', 'Sumayya', country)
  // Two cards alike in everything that sizes them, so the second lays out like the first.
  await createIn('male', 'Hamza', country)
  await createIn('male', 'Hamid', country)
  await onlyFromCountry(seeker.cookie, country)
  const page = await pageAt(browser, seeker as Person)
  await page.goto('/app/profiles')
  const passButton = page.getByRole('button', { name: /^Pass on / })
  const likeButton = page.getByRole('button', { name: /^Like / })
  await expect(passButton).toBeVisible()
  await animationsEnded(page)
  const before = [await passButton.boundingBox(), await likeButton.boundingBox()]
  await passButton.click()
  const undo = page.getByRole('button', { name: /^Undo pass on / })
  await expect(undo).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  // Measured once the next card's entrance and the button's press have played out, not mid-way.
  await animationsEnded(page)
  const after = [await passButton.boundingBox(), await likeButton.boundingBox()]
  expect(after).toEqual(before)
  await expectNoSeriousA11yViolations(page)
  await page.context().close()
})

test('messages read in the chat leave no unread notification for them, and the sender sees "Read"', async ({
  browser,
}) => {
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Ruqayya', man: 'Musa' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  const him = await pageAt(browser, man)
  await him.goto(`/app/chat/${matchId}`)
  const composer = him.getByRole('textbox', { name: 'Message' })
  await composer.fill('Assalamu alaikum Ruqayya')
  await composer.press('Enter')
  await api(`/matches/${matchId}/messages`, {
    method: 'POST',
    cookie: man.cookie,
    body: { content: 'Do you like reading?', clientId: randomUUID() },
  })
  const unreadAbout = async () => {
    const { notifications } = await apiAnswer(notificationPageSchema, '/notifications', {
      cookie: woman.cookie,
    })
    // One unread row per chat, counting its messages (decision 365).
    return notifications
      .filter((n) => n.type === 'message' && n.referenceId === matchId && !n.read)
      .reduce((sum, n) => sum + n.count, 0)
  }
  await expect.poll(unreadAbout).toBe(2)

  const her = await pageAt(browser, woman)
  await her.goto(`/app/chat/${matchId}`)
  await expect(her.getByRole('log').getByText('Do you like reading?')).toBeVisible()
  await expect.poll(unreadAbout).toBe(0)
  // Her bell has nothing left about these messages; his chat says 'Read' under what he sent.
  await expect(him.getByRole('log').getByText('Read').first()).toBeVisible()
  await expectNoSeriousA11yViolations(him)
  await him.context().close()
  await her.context().close()
})

type Box = { x: number; y: number; width: number; height: number }

/**
 * Waits in the page for the toast saying `toastText` to come in and settle, then answers its box
 * and that of the visible link or button named `backName`, measured in the same moment.
 */
function boxesOnceShown(page: Page, toastText: string, backName: string) {
  return page.evaluate(
    async ([text, name]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      const find = () =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-mounted="true"]')).find(
          (el) => el.textContent?.includes(text),
        )
      let toast = find()
      while (!toast) {
        await frame()
        toast = find()
      }
      await frame()
      await Promise.all(toast.getAnimations().map((a: Animation) => a.finished.catch(() => undefined)))
      const back = Array.from(document.querySelectorAll<HTMLElement>('a, button')).find(
        (el) =>
          (el.getAttribute('aria-label') ?? el.textContent?.trim()) === name &&
          el.getClientRects().length > 0,
      )
      const box = (el: HTMLElement | undefined): Box | null => {
        if (!el) return null
        const { x, y, width, height } = el.getBoundingClientRect()
        return { x, y, width, height }
      }
      return { toast: box(toast), back: box(back) }
    },
    [toastText, backName] as const,
  )
}

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
