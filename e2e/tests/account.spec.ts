import { matchListSchema } from '@mithaq/domain'
import { expect, type Page, test } from '@playwright/test'
import { apiAnswer, call, createUserWithProfile, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { balanceOf, createMatchedPair, payForMatch } from '../support/matches'

/** The HTTP status of a call, for the answers `api()` treats as failures (401, 404). */
const statusOf = async (...args: Parameters<typeof call>) => (await call(...args)).status

const managementCard = (page: Page) => page.getByRole('region', { name: 'Account Management' })

test('a user deactivates her account, her match ends with a refund, and signing in brings her back', async ({
  page,
  context,
}) => {
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Safiya', man: 'Yusuf' })
  const balanceBeforePaying = await balanceOf(man)
  await payForMatch(man, matchId)
  expect(await balanceOf(man)).toBe(balanceBeforePaying - 3)

  await signInContext(context, woman)
  await page.goto('/app/account')
  await expect(page.getByText('Safiya, ', { exact: false }).first()).toBeVisible()
  await expect(managementCard(page)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The dialog says what happens; Cancel holds the focus, and Escape leaves nothing changed.
  await managementCard(page).getByRole('button', { name: 'Deactivate My Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' })
  await expect(dialog).toContainText('no fee')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await managementCard(page).getByRole('button', { name: 'Deactivate My Account' }).click()
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(page.getByText('Account deactivated successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // Her sessions are over, she is hidden, her locked match ended and Yusuf got his 3 tokens back.
  expect(await statusOf('/me', { cookie: woman.cookie })).toBe(401)
  expect(await statusOf(`/profiles/${woman.profile.id}`, { cookie: man.cookie })).toBe(404)
  expect(await balanceOf(man)).toBe(balanceBeforePaying)
  const active = await apiAnswer(matchListSchema, '/matches', { cookie: man.cookie })
  expect(active.matches.map((m) => m.id)).not.toContain(matchId)

  // Signing in again, from the landing page she was sent to, reactivates her.
  await page.getByRole('link', { name: 'Already a Member?' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByLabel('Email').fill(woman.email)
  await page.getByLabel('Password', { exact: true }).fill(woman.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/profiles$/)
  await page.goto('/app/account')
  await expect(page.getByText('Safiya, ', { exact: false }).first()).toBeVisible()
  expect(await statusOf(`/profiles/${woman.profile.id}`, { cookie: man.cookie })).toBe(200)
})

test('a user deletes her account and can no longer sign in', async ({ page, context }) => {
  const user = await createUserWithProfile({ name: 'Hafsa' })
  await signInContext(context, user)
  await page.goto('/app/account')
  await expect(page.getByText('Hafsa, ', { exact: false }).first()).toBeVisible()

  await managementCard(page).getByRole('button', { name: 'Delete My Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toContainText('cannot be undone')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Delete Permanently' }).click()
  await expect(page.getByText('Account deleted successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  expect(await statusOf('/me', { cookie: user.cookie })).toBe(401)
  const signIn = await statusOf('/auth/sign-in/email', {
    method: 'POST',
    body: { email: user.email, password: user.password },
  })
  expect(signIn).toBe(401)
})
