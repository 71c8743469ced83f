import { randomUUID } from 'node:crypto'
import { TOKEN_RULES } from '@mithaq/domain'
import { expect, type Page, test } from '@playwright/test'
import { api, createUserWithProfile, signInContext } from '../support/api'
import { createMatchedPair, payForMatch, signedInPage } from '../support/matches'

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })
const shots = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
    : null

test('the wallet lists every price and the weekly top-up rule, and explains how tokens work', async ({
  page,
  context,
}) => {
  await signInContext(context, await createUserWithProfile())
  await page.goto('/app/account')
  const wallet = page.getByRole('region', { name: 'Token Wallet' })
  const prices = wallet.getByRole('definition')
  await expect(wallet.getByRole('term')).toHaveText([
    'Unlock a chat (each of you pays)',
    'Express: unlock it for both of you',
    'Unmatch',
    'Rematch (not refunded)',
    'Penalty for not paying or not replying in time',
    'Block or report',
  ])
  await expect(prices).toHaveText([
    `${TOKEN_RULES.unlockStandard} tokens`,
    `${TOKEN_RULES.unlockExpress} tokens`,
    `${TOKEN_RULES.unmatchFeeUnlocked} token after the chat is unlocked, ${TOKEN_RULES.unmatchFeeLocked} tokens before`,
    `${TOKEN_RULES.rematch} tokens`,
    `${TOKEN_RULES.penalty} token`,
    'Free',
  ])
  await expect(wallet).toContainText(
    `For your first ${TOKEN_RULES.weeklyTopUpForWeeks} weeks, we top your balance up to ${TOKEN_RULES.weeklyTopUpTo} tokens once a week whenever it is lower.`,
  )
  await shots(page, 'wallet')
  await wallet.getByRole('button', { name: 'How tokens work' }).click()
  const sheet = page.getByRole('dialog', { name: 'How tokens work' })
  await expect(sheet).toContainText(`You start with ${TOKEN_RULES.welcomeGrant} tokens.`)
  await shots(page, 'how-tokens-work')
  await sheet.getByRole('button', { name: 'Got it' }).click()
  await expect(sheet).toBeHidden()
})

test('a rematched user is told who rematched, sees the earlier messages, and the payer stays in the chat', async ({
  browser,
}) => {
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Amina', man: 'Yusuf' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  // The API helper throws unless the server answers 2xx.
  await api(`/matches/${matchId}/messages`, {
    method: 'POST',
    cookie: woman.cookie,
    body: { content: 'Assalamu alaikum Yusuf, how was your week?', clientId: randomUUID() },
  })
  await api(`/matches/${matchId}/unmatch`, { method: 'POST', cookie: woman.cookie })

  // Amina rematches: the dialog gives the whole cost and what Yusuf will face.
  const a = await signedInPage(browser, woman)
  await a.page.goto('/app/unmatched')
  await a.page.getByRole('button', { name: /^Rematch with Yusuf/ }).click()
  const confirm = a.page.getByRole('dialog', { name: 'Rematch with Yusuf' })
  await expect(confirm).toContainText(
    `Rematching costs ${TOKEN_RULES.rematch} tokens now, and they are not refunded`,
  )
  await expect(confirm).toContainText(`${TOKEN_RULES.unlockStandard} tokens more from each of you`)
  await expect(confirm).toContainText('Yusuf is pulled back into your matches and told you rematched.')
  await expect(confirm).toContainText(`whoever does not pay in time loses ${TOKEN_RULES.penalty} token`)
  await shots(a.page, 'rematch-dialog')
  await confirm.getByRole('button', { name: `Pay ${TOKEN_RULES.rematch} Tokens & Rematch` }).click()
  await expect(a.page.getByText('Rematch Successful')).toBeVisible()
  await expect(a.page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))

  // Yusuf is told who rematched, and the chat shows the earlier conversation above the payment card.
  const b = await signedInPage(browser, man)
  await b.page.goto('/app/notifications')
  const told = b.page.getByText('Amina rematched with you! Unlock the chat to talk again.')
  await expect(told).toBeVisible()
  await told.click()
  await expect(b.page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
  const earlier = b.page.getByRole('region', { name: 'Earlier conversation' })
  await expect(earlier.getByText('Assalamu alaikum Yusuf, how was your week?')).toBeVisible()
  const unlock = b.page.getByRole('heading', { name: 'Unlock your chat' })
  await expect(unlock).toBeVisible()
  const [history, card] = [await earlier.boundingBox(), await unlock.boundingBox()]
  expect(history!.y + history!.height).toBeLessThanOrEqual(card!.y)
  await shots(b.page, 'rematched-chat')

  // Yusuf pays first (waiting), Amina pays second and stays in the chat that just opened.
  await b.page.getByRole('button', { name: `Pay ${TOKEN_RULES.unlockStandard} tokens` }).click()
  await expect(
    b.page.getByText('Payment processed! Waiting for the other user to pay.').first(),
  ).toBeVisible()
  await a.page.goto(`/app/chat/${matchId}`)
  await a.page.getByRole('button', { name: `Pay ${TOKEN_RULES.unlockStandard} tokens` }).click()
  await expect(composer(a.page)).toBeVisible()
  await expect(a.page.getByRole('log').getByText('Assalamu alaikum Yusuf, how was your week?')).toBeVisible()
  await expect(a.page).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
  await a.context.close()
  await b.context.close()
})
