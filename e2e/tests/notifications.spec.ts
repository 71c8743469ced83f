import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { api, createUserWithProfile } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createPerson, onlyFromCountry, pageFor } from '../support/discovery'
import { createMatchedPair, payForMatch, signedInPage } from '../support/matches'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ })
const notificationList = (page: Page) => page.getByRole('list', { name: 'Notifications' })

const sendMessage = (from: { cookie: string }, matchId: string, content: string) =>
  api(`/matches/${matchId}/messages`, {
    method: 'POST',
    cookie: from.cookie,
    body: { content, clientId: randomUUID() },
  })

test('a like reaches the other user at once: Liked badge, bell and notification, which opens Liked; a match reaches both', async ({
  browser,
}) => {
  test.slow()
  const country = 'Fiji'
  const amina = await createPerson('female', 'Amina', country)
  const hamza = await createPerson('male', 'Hamza', country)
  await onlyFromCountry(hamza.cookie, country)
  const hers = await pageFor(browser, amina)
  const his = await pageFor(browser, hamza)

  // She is on her matches; nothing new yet.
  await hers.goto('/app/matches')
  await expect(hers.getByRole('heading', { name: 'Your Matches' })).toBeVisible()
  await expect(bell(hers)).toHaveAccessibleName('Notifications')

  // He likes her from Discover, in his own browser.
  await his.goto('/app/profiles')
  await his.getByRole('button', { name: 'Like Amina' }).click()
  // Discover says nothing for a like; her card leaves his deck.
  await expect(his.getByRole('heading', { name: /^Amina, \d+$/ })).toHaveCount(0)

  // Without a reload: a badge on her Liked tab and on the bell.
  await expect(mainNav(hers).getByRole('link', { name: /Liked/ })).toContainText('1 new like')
  await expect(bell(hers)).toHaveAccessibleName('Notifications, 1 unread notification')

  await bell(hers).click()
  await expect(hers).toHaveURL(/\/app\/notifications$/)
  await expect(hers.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible()
  const like = notificationList(hers).getByRole('button', { name: /New Like!/ })
  await expect(like).toContainText('Hamza liked your profile!')
  await expect(like).toContainText('Unread')
  await expectNoSeriousA11yViolations(hers)

  // Opening it marks it read and lands on Liked, where he waits in 'Liked Me'.
  await like.click()
  await expect(hers).toHaveURL(/\/app\/liked$/)
  await expect(hers.getByRole('tab', { name: 'Liked Me (1)' })).toHaveAttribute('aria-selected', 'true')
  await expect(mainNav(hers).getByRole('link', { name: /Liked/ })).not.toContainText('new like')
  await expect(bell(hers)).toHaveAccessibleName('Notifications')

  // He waits on his matches; she likes him back and gets the match moment.
  await his.goto('/app/matches')
  await expect(his.getByText('No matches yet')).toBeVisible()
  await hers.getByRole('button', { name: /^Hamza, \d+/ }).click()
  await hers
    .getByRole('dialog', { name: "Hamza's profile" })
    .getByRole('button', { name: 'Like Hamza' })
    .click()
  const moment = hers.getByRole('dialog', { name: "It's a Match!" })
  await expect(moment.getByText('You both liked each other!')).toBeVisible()
  await expect(moment.getByRole('button', { name: 'Open chat' })).toBeFocused()
  await expectNoSeriousA11yViolations(hers)

  // Escape keeps browsing: the moment closes, she stays on Liked.
  await hers.keyboard.press('Escape')
  await expect(moment).toHaveCount(0)
  await expect(hers).toHaveURL(/\/app\/liked$/)

  // He is told without a reload: 'It's a Match!' over his list (his like came first), once.
  const hisMoment = his.getByRole('dialog', { name: "It's a Match!" })
  await expect(hisMoment.getByText('You both liked each other!')).toBeVisible()
  await his.keyboard.press('Escape')
  await expect(hisMoment).toHaveCount(0)
  // The match is on his list and in his notifications.
  await expect(his.getByRole('link', { name: /Amina/ })).toBeVisible()
  await expect(bell(his)).toHaveAccessibleName('Notifications, 1 unread notification')
  await bell(his).click()
  const match = notificationList(his).getByRole('button', { name: /New Match!/ })
  await expect(match).toContainText('You matched with Amina!')
  await match.click()
  await expect(his).toHaveURL(/\/app\/chat\/[^/]+$/)
  await expect(his.getByRole('heading', { name: 'Unlock your chat' })).toBeVisible()
})

test('a payment tells the other user at once, and the Matches list says whose move it is and for how long', async ({
  browser,
}) => {
  const { woman, man } = await createMatchedPair({ woman: 'Khadija', man: 'Umar' })
  const a = await signedInPage(browser, woman)
  const b = await signedInPage(browser, man)

  await b.page.goto('/app/notifications')
  await expect(notificationList(b.page).getByRole('button', { name: /New Match!/ })).toBeVisible()

  // Both must pay: each list says so, with the time left of the 48-hour window.
  await a.page.goto('/app/matches')
  const hisRow = a.page.getByRole('link', { name: /Umar/ })
  await expect(hisRow).toContainText(/Your move · Unlock the chat · 4[78]h \d{2}m left/)

  // She pays in her chat.
  await hisRow.click()
  await a.page.getByRole('button', { name: 'Pay 3 tokens' }).click()
  await expect(a.page).toHaveURL(/\/app\/matches$/)
  await expect(hisRow).toContainText(/Waiting for Umar · 4[78]h \d{2}m left/)

  // He sees 'Payment Required' arrive in his open list.
  const payment = notificationList(b.page).getByRole('button', { name: /Payment Required/ })
  await expect(payment).toContainText('Khadija paid to unlock your chat.')
  await b.page.goto('/app/matches')
  await expect(b.page.getByRole('link', { name: /Khadija/ })).toContainText(
    /Your move · Unlock the chat · 4[78]h \d{2}m left/,
  )

  // And in the chat the banner says what happens if the window runs out.
  await b.page.getByRole('link', { name: /Khadija/ }).click()
  await expect(b.page.getByRole('timer')).toContainText('Time left to unlock this chat')
  await expect(
    b.page.getByText('Khadija has paid. If you do not pay before the time runs out, you lose 1 token'),
  ).toBeVisible()
})

test('the chat timer stays in view over a long conversation; the list pages and says whose move it is', async ({
  browser,
}) => {
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Zainab', man: 'Ilyas' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  // A long conversation, each message a notification for the other: he writes last.
  for (let i = 1; i <= 70; i++) {
    const from = i % 2 === 1 ? woman : man
    const { res } = await sendMessage(
      from,
      matchId,
      `Message number ${i}, with a few words to fill the line.`,
    )
    expect(res.status).toBe(201)
  }
  const a = await signedInPage(browser, woman)

  // Her move: she must reply, and the list says how long she has.
  await a.page.goto('/app/matches')
  await expect(a.page.getByRole('link', { name: /Ilyas/ })).toContainText(
    /Your move · Reply · 4[78]h \d{2}m left/,
  )

  // The match, the unlock and his 35 messages are more than one page of notifications.
  await a.page.goto('/app/notifications')
  const items = notificationList(a.page).getByRole('listitem')
  await expect(items).toHaveCount(30)
  await a.page.getByRole('button', { name: 'Load more' }).click()
  await expect(items).toHaveCount(37)
  await expect(a.page.getByRole('button', { name: 'Load more' })).toHaveCount(0)

  // 'Mark all as read' empties the bell (before the chat is opened: opening it reads its own).
  await a.page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(a.page)).toHaveAccessibleName('Notifications')
  await expect(a.page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0)

  await a.page.goto('/app/matches')
  await a.page.getByRole('link', { name: /Ilyas/ }).click()
  const timer = a.page.getByRole('timer')
  await expect(timer).toContainText('Your turn to respond')
  await expect(a.page.getByRole('log').getByText('Message number 70,')).toBeVisible()
  await expect(timer).toBeInViewport()
  await expect(
    a.page.getByText('If you do not reply before the time runs out, you lose 1 token and the match ends.'),
  ).toBeVisible()

  // Scrolled back to the first message, the timer is still on screen.
  await a.page.getByRole('log').getByText('Message number 1,', { exact: false }).scrollIntoViewIfNeeded()
  await expect(a.page.getByRole('log').getByText('Message number 1,')).toBeInViewport()
  await expect(a.page.getByRole('log').getByText('Message number 70,')).not.toBeInViewport()
  await expect(timer).toBeInViewport()
})

test('a new account has no notifications yet, and the screen says so', async ({ browser }) => {
  const newcomer = await createUserWithProfile({ sex: 'female', name: 'Sumayya' })
  const page = await pageFor(browser, newcomer)
  await page.goto('/app/notifications')
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible()
  await expect(page.getByText('No notifications yet')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('messages from one chat are one row that counts them, its preview cut on a word', async ({
  browser,
}) => {
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Maryam', man: 'Khalid' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  for (const content of [
    'Assalamu alaikum Maryam',
    'I hope your week went well',
    'I would love to hear more about your family and how you spend your Fridays together. Do you have brothers?',
  ]) {
    const { res } = await sendMessage(man, matchId, content)
    expect(res.status).toBe(201)
  }
  const { page } = await signedInPage(browser, woman)
  await page.goto('/app/notifications')
  const rows = notificationList(page).getByRole('button', { name: /New Message/ })
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(
    '3 new messages from Khalid: I would love to hear more about your family and how you spend your Fridays together. Do you have…',
  )
  // The bell counts the chat once, beside the unlock.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread notifications')
  await expectNoSeriousA11yViolations(page)
  if (process.env.E2E_SHOTS_DIR) {
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size)
      await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/notifications-grouped-${name}.png` })
    }
  }
})
