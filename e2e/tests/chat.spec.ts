import { expect, type Page, test } from '@playwright/test'
import { createUserWithProfile, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  balanceOf,
  createMatchedPair,
  createPerson,
  matchBetween,
  payForMatch,
  signedInPage,
} from '../support/matches'

const conversation = (page: Page) => page.getByRole('log')
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })
const matchesTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Matches/ })

async function send(page: Page, text: string) {
  await composer(page).fill(text)
  await composer(page).press('Enter')
}

test('two matched users pay, chat live, read, unmatch and rematch', async ({ browser }) => {
  // A long journey in two browsers with the app's own waits (1.5 s redirects, 2 s before a read)
  // and six accessibility scans: on a busy machine it needs more than the default minute.
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Maryam', man: 'Bilal' })
  const a = await signedInPage(browser, woman)
  const b = await signedInPage(browser, man)

  // The match is on A's list, waiting for its first word.
  await a.page.goto('/app/matches')
  await expect(a.page.getByRole('heading', { name: 'Your Matches' })).toBeVisible()
  const row = a.page.getByRole('link', { name: /Bilal/ })
  await expect(row).toContainText('Start a conversation')
  await expectNoSeriousA11yViolations(a.page)

  // A pays 3 tokens: 'Payment Successful', waiting for B, then back to the list after 1.5 s.
  await row.click()
  await expect(a.page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
  await expect(a.page.getByRole('heading', { name: 'Unlock your chat' })).toBeVisible()
  await expect(a.page.getByRole('timer')).toContainText('Time left to unlock this chat')
  await expectNoSeriousA11yViolations(a.page)
  await a.page.getByRole('button', { name: 'Pay 3 tokens' }).click()
  await expect(
    a.page.getByText('Payment processed! Waiting for the other user to pay.').first(),
  ).toBeVisible()
  await expect(a.page).toHaveURL(/\/app\/matches$/)

  // B is told that payment is required, and pays: the chat unlocks.
  await b.page.goto(`/app/chat/${matchId}`)
  await expect(b.page.getByText('Maryam has paid. Pay 3 tokens to unlock your chat.')).toBeVisible()
  await a.page.goto(`/app/chat/${matchId}`)
  await expect(a.page.getByText('You have paid 3 tokens')).toBeVisible()
  await b.page.getByRole('button', { name: 'Pay 3 tokens' }).click()
  // The payment that unlocks keeps B in the chat it just opened (no toast: the chat opening says it).
  await expect(composer(b.page)).toBeVisible()
  await expect(b.page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))

  // A, still on the chat, sees it unlock without a reload.
  await expect(composer(a.page)).toBeVisible()
  await expect(a.page.getByRole('timer')).toContainText('Start a conversation')
  await expect(a.page.getByText('No messages yet. Start the conversation!')).toBeVisible()
  await expectNoSeriousA11yViolations(a.page)

  // A writes while B is on the Matches list: B's row and tab badge count it, live.
  await b.page.goto('/app/matches')
  await expect(b.page.getByRole('heading', { name: 'Your Matches' })).toBeVisible()
  await send(a.page, 'Assalamu alaikum Bilal')
  await expect(conversation(a.page).getByText('Assalamu alaikum Bilal')).toHaveCount(1)
  await expect(matchesTab(b.page)).toContainText('1 unread message')
  const bRow = b.page.getByRole('link', { name: /Maryam/ })
  await expect(bRow).toContainText('Assalamu alaikum Bilal')
  await expect(bRow).toContainText('1 unread message')
  await expect(a.page.getByRole('timer')).toContainText('Waiting for Bilal')

  // B opens the chat: the message is there and is marked read (A sees it read, live).
  await bRow.click()
  await expect(conversation(b.page).getByText('Assalamu alaikum Bilal')).toBeVisible()
  await expect(b.page.getByRole('timer')).toContainText('Your turn to respond')
  await expectNoSeriousA11yViolations(b.page)
  await expect(conversation(a.page).getByText('Read', { exact: true })).toBeVisible()

  // B replies; it appears on A's open chat without a reload.
  await send(b.page, 'Wa alaikum assalam, Maryam')
  await expect(conversation(a.page).getByText('Wa alaikum assalam, Maryam')).toHaveCount(1)
  // The Matches tab of the rail (a desktop shows the rail beside an open chat).
  await matchesTab(b.page).click()
  await expect(matchesTab(b.page)).not.toContainText('unread')

  // A unmatches: 1 token once unlocked; the banner shows and the chat is read-only.
  const before = await balanceOf(woman)
  await a.page.getByRole('button', { name: 'Chat options' }).click()
  await a.page.getByRole('menuitem', { name: 'Unmatch' }).click()
  await expect(a.page.getByRole('dialog', { name: 'Unmatch Bilal?' })).toContainText('1 token')
  await a.page.getByRole('button', { name: 'Unmatch for 1 token' }).click()
  await expect(a.page.getByRole('status').filter({ hasText: 'You unmatched Bilal.' })).toBeVisible()
  await expect(composer(a.page)).toHaveCount(0)
  expect(await balanceOf(woman)).toBe(before - 1)
  await expect(b.page.getByRole('link', { name: /Maryam/ })).toHaveCount(0)

  // A rematches from /app/unmatched for 3 tokens; the match is back on both lists.
  await a.page.getByRole('link', { name: 'Rematch from your unmatched profiles' }).click()
  await expect(a.page).toHaveURL(/\/app\/unmatched$/)
  const table = a.page.getByRole('table', { name: 'Unmatched profiles' })
  await expect(table.getByRole('row', { name: /Bilal/ })).toContainText('You unmatched')
  await expect(table.getByRole('row', { name: /Bilal/ })).toContainText('Wa alaikum assalam, Maryam')
  await expect(a.page.getByText(`${before - 1} tokens`).first()).toBeVisible()
  await expectNoSeriousA11yViolations(a.page)
  await a.page.getByRole('button', { name: /^Rematch with Bilal/ }).click()
  const confirm = a.page.getByRole('dialog', { name: 'Rematch with Bilal' })
  await expectNoSeriousA11yViolations(a.page)
  await confirm.getByRole('button', { name: 'Pay 3 Tokens & Rematch' }).click()
  await expect(a.page.getByText('Rematch Successful')).toBeVisible()
  // The rematch opens the chat, where the next step (paying) is.
  await expect(a.page).toHaveURL(/\/app\/chat\//)
  await a.page.goto('/app/unmatched')
  await expect(a.page.getByText('No unmatched profiles')).toBeVisible()
  expect(await balanceOf(woman)).toBe(before - 1 - 3)
  await a.page.goto('/app/matches')
  await expect(a.page.getByRole('link', { name: /Bilal/ })).toBeVisible()
  await expect(b.page.getByRole('link', { name: /Maryam/ })).toBeVisible()

  await a.context.close()
  await b.context.close()
})

test('after a dropped connection every missed message appears exactly once, in order', async ({
  browser,
}) => {
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Hafsa', man: 'Idris' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  const a = await signedInPage(browser, woman)
  const b = await signedInPage(browser, man)
  await a.page.goto(`/app/chat/${matchId}`)
  await b.page.goto(`/app/chat/${matchId}`)
  await expect(composer(a.page)).toBeVisible()
  await send(a.page, 'Salam, are you there?')
  await expect(conversation(b.page).getByText('Salam, are you there?')).toBeVisible()

  await a.context.setOffline(true)
  const texts = ['First while you were away', 'Second while you were away', 'Third while you were away']
  for (const text of texts) {
    await send(b.page, text)
    // Saved (not just shown optimistically) before the next one goes.
    await expect(conversation(b.page).getByRole('listitem').filter({ hasText: text })).not.toContainText(
      'Sending',
    )
  }
  await expect(conversation(a.page).getByText(texts[0]!)).toHaveCount(0)

  await a.context.setOffline(false)
  for (const text of texts) await expect(conversation(a.page).getByText(text)).toHaveCount(1)
  const items = await conversation(a.page).getByRole('listitem').allInnerTexts()
  const order = texts.map((text) => items.findIndex((item) => item.includes(text)))
  expect(order).toEqual([...order].sort((x, y) => x - y))
  expect(items.filter((item) => item.includes('Salam, are you there?'))).toHaveLength(1)

  await a.context.close()
  await b.context.close()
})

test('a blank message is not sent, and the same text twice in quick succession is sent once', async ({
  browser,
}) => {
  const { woman, matchId } = await createMatchedPair({ woman: 'Zainab', man: 'Harun' })
  await payForMatch(woman, matchId, true)
  const a = await signedInPage(browser, woman)
  await a.page.goto(`/app/chat/${matchId}`)
  await composer(a.page).fill('   ')
  await expect(a.page.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await composer(a.page).press('Enter')
  await expect(a.page.getByText('No messages yet. Start the conversation!')).toBeVisible()

  // The page's clock stands still (timers keep running), so the second send is always within the
  // 500 ms guard however slowly this machine types.
  await a.page.clock.setFixedTime(new Date())
  await composer(a.page).fill('Shall we talk?')
  await composer(a.page).press('Enter')
  await expect(conversation(a.page).getByText('Shall we talk?')).toHaveCount(1)
  await composer(a.page).fill('Shall we talk?')
  await composer(a.page).press('Enter')
  await expect(conversation(a.page).getByText('Shall we talk?')).toHaveCount(1)
  await a.page.reload()
  await expect(conversation(a.page).getByText('Shall we talk?')).toHaveCount(1)

  // Shift+Enter adds a line instead of sending.
  await composer(a.page).fill('Line one')
  await composer(a.page).press('Shift+Enter')
  await composer(a.page).pressSequentially('Line two')
  await expect(composer(a.page)).toHaveValue('Line one\nLine two')
  await a.context.close()
})

test('what cannot be afforded is disabled and says why, and nothing changes', async ({ browser }) => {
  const man = await createPerson('male', 'Tariq')
  const first = await matchBetween(await createPerson('female', 'Sumayya'), man)
  const second = await matchBetween(await createPerson('female', 'Ruqayya'), man)
  // 10 welcome tokens: an express unlock (6) leaves 4, too few for another express one.
  await payForMatch(man, first, true)
  const b = await signedInPage(browser, man)
  await b.page.goto(`/app/chat/${second}`)
  // Express (6) is disabled, with the reason; the server refuses it anyway (matches.test.ts).
  await expect(b.page.getByRole('button', { name: /Express access/ })).toBeDisabled()
  await expect(
    b.page.getByText('You have 4 tokens: enough to pay 3 tokens, not for express (6 tokens).'),
  ).toBeVisible()
  await expect(b.page.getByRole('button', { name: 'Pay 3 tokens' })).toBeEnabled()
  expect(await balanceOf(man)).toBe(4)
  await b.context.close()
})

test('an unknown chat shows the error screen with a way back', async ({ page, context }) => {
  await signInContext(context, await createUserWithProfile())
  await page.goto('/app/chat/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Match not found' })).toBeVisible()
  await expect(page.getByText('This conversation is no longer available.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Matches' }).click()
  await expect(page).toHaveURL(/\/app\/matches$/)
  await expect(page.getByText('No matches yet')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the unmatched list and the wallet pass the accessibility check', async ({ page, context }) => {
  const user = await createUserWithProfile()
  await signInContext(context, user)
  await page.goto('/app/unmatched')
  await expect(page.getByText('No unmatched profiles')).toBeVisible()
  await expect(page.getByText("Profiles you've unmatched with will appear here")).toBeVisible()
  await expect(page.getByText('10 tokens').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/app/account')
  const wallet = page.getByRole('region', { name: 'Token Wallet' })
  await expect(wallet).toContainText('New Users Get Tokens Replenished Every Week!')
  await expect(wallet).toContainText('Recent Transactions')
  await expect(wallet).toContainText('Welcome tokens')
  await expectNoSeriousA11yViolations(page)
  await wallet.getByRole('button', { name: 'Buy Tokens' }).click()
  await expect(page.getByRole('dialog', { name: 'Token Purchasing Coming Soon!' })).toBeVisible()
})
