import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TOKEN_RULES } from '@mithaq/domain'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { type StripeStandIn, startStripeStandIn } from '../../tools/stripe-stand-in/stand-in.mjs'
import { signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { balanceOf, createPerson, matchBetween, payForMatch } from '../support/matches'
import { signInModerator } from '../support/moderation'
import { freePort, type OwnServer, startBuiltServer, waitForAnswer } from '../support/own-server'

/**
 * Issue 33: a member at a low balance buys a pack through the payment page and sees the new
 * balance and the ledger line; support refunds it, and a balance below zero says why. This spec
 * runs its own server configured for Stripe, pointed at the local stand-in (Stripe's API, its
 * checkout page and its signed webhooks), so no other journey sees payments (decision 460).
 * The support helpers call the API at `E2E_PORT`: this spec's workers point it at its own server
 * and give it back afterwards.
 */

const WEBHOOK_SECRET = 'whsec_e2e_purchase_journey'
const MODERATOR = 'moderator-e2e@mithaq.test'
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

let standIn: StripeStandIn
let server: OwnServer | undefined
let dataDir = ''
let origin = ''
const sharedPort = process.env.E2E_PORT

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A cold start (PGlite's first open, the migrations) took 65 s on a loaded 2-core machine.
  test.setTimeout(240_000)
  dataDir = mkdtempSync(join(tmpdir(), 'mithaq-e2e-purchase-'))
  const port = await freePort()
  origin = `http://localhost:${port}`
  standIn = await startStripeStandIn({
    webhook: `${origin}/api/payments/stripe/webhook`,
    webhookSecret: WEBHOOK_SECRET,
  })
  server = startBuiltServer(port, {
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    SIGN_UP_RATE_LIMIT: '10000',
    SIGN_IN_RATE_LIMIT: '10000',
    DEMO_COMMUNITY: 'off',
    MODERATOR_EMAILS: MODERATOR,
    STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
  })
  await waitForAnswer(server, `${origin}/api/config`, 180_000)
  process.env.E2E_PORT = String(port)
})

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server.log', { body: server?.log() ?? '' })
})

test.afterAll(async () => {
  process.env.E2E_PORT = sharedPort
  await server?.stop()
  server = undefined
  await standIn?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}x${page.viewportSize()?.height}.png`),
    fullPage: true,
  })

async function pageFor(
  browser: Browser,
  viewport: { width: number; height: number },
  user: { cookie: string },
) {
  const context = await browser.newContext({ viewport, baseURL: origin })
  await signInContext(context, user as Parameters<typeof signInContext>[1])
  return { context, page: await context.newPage() }
}

for (const viewport of SIZES) {
  test(`at a low balance a member buys a pack on the payment page, sees it processed, the new balance and the ledger line; a refund takes it back below zero (${viewport.width}x${viewport.height})`, async ({
    browser,
  }) => {
    test.slow()
    // Hafsa spends down to 1 token: express with one match (10 → 4), standard with another (→ 1).
    const hafsa = await createPerson('female', 'Hafsa')
    const packs = await (
      await fetch(`${origin}/api/payments/packs`, { headers: { cookie: hafsa.cookie } })
    ).json()
    expect(packs.web).toBe('stripe')
    const [idris, yusuf, bilal] = await Promise.all([
      createPerson('male', 'Idris'),
      createPerson('male', 'Yusuf'),
      createPerson('male', 'Bilal'),
    ])
    await payForMatch(hafsa, await matchBetween(hafsa, idris), true)
    await payForMatch(hafsa, await matchBetween(hafsa, yusuf))
    const locked = await matchBetween(hafsa, bilal)
    expect(await balanceOf(hafsa)).toBe(1)

    const { context, page } = await pageFor(browser, viewport, hafsa)
    // The payment card she cannot pay: the reason, the next top-up, and Buy Tokens beside them.
    await page.goto(`/app/chat/${locked}`)
    const card = page.getByRole('region', { name: 'Unlock your chat' })
    await expect(
      card.getByRole('button', { name: `Pay ${TOKEN_RULES.unlockStandard} tokens` }),
    ).toBeDisabled()
    await expect(card).toContainText('Next weekly top-up')
    await card.getByRole('button', { name: 'Buy Tokens' }).click()
    const sheet = page.getByRole('dialog', { name: 'Buy Tokens' })
    await expect(sheet.getByText('Enough for 3 chat unlocks')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'purchase-packs-sheet')

    // The webhook is held back a moment, so the wallet is seen waiting for it.
    let held: { payload: string; headers: Record<string, string> } | undefined
    standIn.setWebhook(async (payload, headers) => {
      held = { payload, headers }
      return { statusCode: 200 }
    })
    await sheet.getByRole('button', { name: 'Buy 10 tokens for $2.99' }).click()
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible()
    await expect(page.getByTestId('amount')).toHaveText('$2.99')
    await page.getByRole('button', { name: 'Pay' }).click()

    await expect(page).toHaveURL(/\/app\/account\?purchase=cs_test_/)
    const wallet = page.getByRole('region', { name: 'Token Wallet' })
    const status = wallet.getByRole('status').filter({ hasText: 'Processing your purchase' })
    await expect(status).toBeVisible()
    await expect(wallet.getByText('Processing', { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'purchase-processing')

    // Stripe's word arrives: the wallet says so by itself, with the balance and the ledger line.
    expect(held).toBeDefined()
    const delivered = await fetch(`${origin}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: held!.headers,
      body: held!.payload,
    })
    expect(delivered.status).toBe(200)
    standIn.setWebhook(`${origin}/api/payments/stripe/webhook`)
    await expect(
      wallet.getByRole('status').filter({ hasText: 'Thank you! 10 tokens added to your wallet.' }),
    ).toBeVisible()
    await expect(wallet.getByText('11', { exact: true })).toBeVisible()
    await expect(wallet.getByRole('listitem').filter({ hasText: 'Token pack bought ($2.99)' })).toContainText(
      '+10',
    )
    await expect(wallet.getByRole('listitem').filter({ hasText: '10 tokens for $2.99' })).toContainText(
      'Added',
    )
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'purchase-credited-history')

    // She spends some (→ 8); support refunds the pack in the console (→ -2).
    await payForMatch(hafsa, locked)
    const moderator = await signInModerator()
    const desk = await pageFor(browser, viewport, moderator)
    await desk.page.goto('/moderation')
    await desk.page.getByRole('button', { name: 'Purchases' }).click()
    await desk.page.getByRole('textbox', { name: 'Member id' }).fill(hafsa.profile.id)
    await desk.page.getByRole('button', { name: 'Show purchases' }).click()
    const row = desk.page.getByRole('listitem').filter({ hasText: '10 tokens for $2.99' })
    await expect(row).toContainText('Paid, tokens credited')
    await row.getByRole('button', { name: 'Refund' }).click()
    const confirm = desk.page.getByRole('dialog', { name: 'Refund this purchase?' })
    await expect(confirm).toContainText(
      '10 tokens are taken back from their balance, even if it then goes below zero',
    )
    await expectNoSeriousA11yViolations(desk.page)
    await shot(desk.page, 'purchase-console-refund')
    await confirm.getByRole('button', { name: 'Refund $2.99' }).click()
    await expect(row).toContainText('Refunded, tokens taken back')
    await desk.context.close()
    expect(await balanceOf(hafsa)).toBe(-2)

    // Her wallet says why it is below zero, and so does a payment refused for it.
    await page.goto('/app/account#wallet')
    await expect(wallet.getByText('-2', { exact: true })).toBeVisible()
    await expect(wallet).toContainText('Your balance is below zero because a purchase was refunded')
    await expect(wallet.getByRole('listitem').filter({ hasText: '10 tokens for $2.99' })).toContainText(
      'Refunded, tokens taken back',
    )
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'purchase-below-zero')
    const fourth = await matchBetween(hafsa, await createPerson('male', 'Musa'))
    await page.goto(`/app/chat/${fourth}`)
    await expect(page.getByRole('region', { name: 'Unlock your chat' })).toContainText(
      'Your balance is below zero because a purchase was refunded',
    )
    await context.close()
  })
}

for (const viewport of SIZES) {
  test(`a purchase disputed by the bank is taken back, and given back when the dispute closes in our favour (${viewport.width}x${viewport.height})`, async ({
    browser,
  }) => {
    test.slow()
    const maryam = await createPerson('female', 'Maryam')
    const start = await balanceOf(maryam)
    const checkout = await fetch(`${origin}/api/payments/checkout`, {
      method: 'POST',
      headers: { cookie: maryam.cookie, 'content-type': 'application/json', origin },
      body: JSON.stringify({ packId: 'tokens-10', currency: 'usd' }),
    })
    expect(checkout.status, await checkout.clone().text()).toBe(200)
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop()!
    expect(await standIn.complete(sessionId)).toBe(200)
    expect(await balanceOf(maryam)).toBe(start + 10)

    const { context, page } = await pageFor(browser, viewport, maryam)
    const wallet = page.getByRole('region', { name: 'Token Wallet' })
    const purchase = wallet.getByRole('listitem').filter({ hasText: '10 tokens for $2.99' })

    // Her bank disputes the payment: the pack's tokens are taken back at once.
    expect(await standIn.dispute(sessionId)).toBe(200)
    await page.goto('/app/account#wallet')
    await expect(wallet.getByText(String(start), { exact: true })).toBeVisible()
    await expect(
      wallet.getByRole('listitem').filter({ hasText: 'Purchase refunded ($2.99): its tokens taken back' }),
    ).toContainText('-10')
    await expect(purchase).toContainText('Refunded, tokens taken back')

    // The dispute closes in our favour (Stripe may say so twice): the tokens come back, once.
    expect(await standIn.closeDispute(sessionId, 'won')).toBe(200)
    expect(await standIn.closeDispute(sessionId, 'won')).toBe(200)
    await page.goto('/app/account#wallet')
    await expect(wallet.getByText(String(start + 10), { exact: true })).toBeVisible()
    await expect(
      wallet
        .getByRole('listitem')
        .filter({ hasText: 'Purchase dispute closed ($2.99): its tokens given back' }),
    ).toContainText('+10')
    await expect(purchase).toContainText('Added')
    expect(await balanceOf(maryam)).toBe(start + 10)
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'purchase-dispute-won')
    await context.close()
  })
}
