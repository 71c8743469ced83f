import { expect, test } from '@playwright/test'
import { createUserWithProfile, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`edit profile screenshots ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await signInContext(context, await createUserWithProfile({ name: 'Hafsa' }))
    await page.goto('/app/edit-profile')
    await expect(page.getByRole('link', { name: 'support@mithaq.app' })).toBeVisible()
    await page.getByLabel('Gender').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/hb-shots/edit-${name}.png` })
    await page.getByLabel('Gender').focus()
    await page.screenshot({ path: `/tmp/hb-shots/edit-${name}-focus.png` })
    await expectNoSeriousA11yViolations(page)
    await context.close()
  })
}
