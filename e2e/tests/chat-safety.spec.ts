import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createMatchedPair, payForMatch, signedInPage } from '../support/matches'

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })
const conversation = (page: Page) => page.getByRole('log')
const NOTE = 'Stay safe: keep the conversation on Mithaq until you know each other well'

test('a message with a phone number is sent, with a calm warning on both sides and a report one tap away', async ({
  browser,
}) => {
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Safiya', man: 'Tariq' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  const a = await signedInPage(browser, man)
  const b = await signedInPage(browser, woman)

  // The writer: the conversation opens with the safety note, and the draft is warned about.
  await a.page.goto(`/app/chat/${matchId}`)
  await expect(a.page.getByText(NOTE)).toBeVisible()
  await composer(a.page).fill('Salaam, an easier way to talk: call me on 07911 123456')
  await expect(a.page.getByText('Sharing contact details?')).toBeVisible()
  await expect(a.page.getByText('You can still send this message.')).toBeVisible()
  await expectNoSeriousA11yViolations(a.page)
  // Nothing is blocked: the message goes, and the warning leaves with the draft.
  await composer(a.page).press('Enter')
  await expect(conversation(a.page).getByText('call me on 07911 123456')).toBeVisible()
  await expect(a.page.getByText('Sharing contact details?')).toBeHidden()
  // An ordinary draft, with a year and a time in it, is not warned about.
  await composer(a.page).fill('I moved here in 2019, free after 10:30 most days')
  await expect(composer(a.page)).toHaveValue(/10:30/)
  await expect(a.page.getByText('Sharing contact details?')).toBeHidden()

  // The reader: the message is shown as sent, with the warning under it.
  await b.page.goto(`/app/chat/${matchId}`)
  await expect(conversation(b.page).getByText('call me on 07911 123456')).toBeVisible()
  const warning = b.page.getByRole('region', { name: 'This message shares contact details' })
  await expect(warning).toBeVisible()
  // The card names what it found.
  await expect(warning).toContainText('In this message: a phone number.')
  await expect(warning).toContainText('Scammers often move a chat to another app')
  await expect(b.page.getByText(NOTE)).toBeVisible()
  await expectNoSeriousA11yViolations(b.page)

  // One tap opens the usual report, already filled in; sending it ends the match as any report does.
  await warning.getByRole('button', { name: 'Report' }).click()
  const dialog = b.page.getByRole('dialog', { name: 'Report Tariq' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { name: 'Other' })).toBeChecked()
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue(/shared contact details/)
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  await expect(b.page.getByText('Report submitted for Tariq')).toBeVisible()
  await expect(b.page).toHaveURL(/\/app\/matches$/)

  await a.context.close()
  await b.context.close()
})
