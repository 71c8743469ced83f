import { expect, test } from '@playwright/test'
import { lastMailTo } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createMatchedPair, payForMatch, signedInPage } from '../support/matches'

test('she names a guardian who confirms by the link; he agrees in the chat and both see the guardian following', async ({
  browser,
}) => {
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Maimuna', man: 'Harun' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  const a = await signedInPage(browser, woman)
  const b = await signedInPage(browser, man)
  const wali = `wali-${matchId.slice(0, 8)}@family.test`

  await a.page.goto('/app/account')
  const card = a.page.getByRole('region', { name: 'Your Guardian' })
  await card.getByLabel('Guardian’s e-mail').fill(wali)
  await card.getByRole('button', { name: 'Name My Guardian' }).click()
  await expect(card).toContainText('waiting for them to confirm')
  await expectNoSeriousA11yViolations(a.page)

  // The guardian opens the mailed link in a browser of their own and confirms with the button.
  await expect.poll(() => lastMailTo(wali)?.subject).toBe('Maimuna asks you to be her guardian on Mithaq')
  const link = /https?:\/\/\S+/.exec(lastMailTo(wali)!.text)![0]
  const guardianContext = await browser.newContext()
  const guardianPage = await guardianContext.newPage()
  await guardianPage.goto(link)
  await guardianPage.getByRole('button', { name: 'I agree to be her guardian' }).click()
  await expect(guardianPage.getByText("You are now Maimuna's guardian")).toBeVisible()
  await guardianContext.close()
  await a.page.reload()
  await expect(card).toContainText('confirmed')

  // In the chat she asks Harun; nothing is followed until he agrees.
  await a.page.goto(`/app/chat/${matchId}`)
  const aBar = a.page.getByRole('region', { name: 'Guardian' })
  await aBar.getByRole('button', { name: 'Ask Harun' }).click()
  await expect(aBar).toContainText('Waiting for Harun to agree')

  await b.page.goto(`/app/chat/${matchId}`)
  const bBar = b.page.getByRole('region', { name: 'Guardian' })
  await expect(bBar).toContainText('Maimuna would like her guardian to receive a weekly copy')
  await expectNoSeriousA11yViolations(b.page)
  await bBar.getByRole('button', { name: 'Agree' }).click()
  await expect(bBar).toContainText('Maimuna’s guardian is following')

  await a.page.reload()
  await expect(aBar).toContainText('Your guardian is following, with Harun’s agreement')

  // He withdraws: both see it is over.
  await bBar.getByRole('button', { name: 'Stop' }).click()
  await expect(bBar).toHaveCount(0)
  await a.page.reload()
  await expect(aBar).toContainText('Harun preferred that your guardian does not follow this conversation')

  await a.context.close()
  await b.context.close()
})
