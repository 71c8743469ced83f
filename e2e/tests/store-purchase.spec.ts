import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { storeProductsSchema } from '@mithaq/domain'
import { type Browser, expect, type Page, type Route, test } from '@playwright/test'
import { startGooglePlayStandIn } from '../../apps/server/src/test/google-play-stand-in'
import { apiAnswer, call } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { balanceOf, createPerson, matchBetween, type Person, payForMatch } from '../support/matches'
import { startNativeApp } from '../support/native-app'
import { fakeNativeBridge, nativeCalls } from '../support/native-bridge'
import { freePort, type OwnServer, startBuiltServer, waitForAnswer } from '../support/own-server'

/**
 * Issue 33, decision 470: in the Android app a member buys a token pack through Google Play. The
 * web app is built in native mode and served from an origin of its own, as the shell's WebView
 * serves it (native-shell.spec.ts); the phone's side of Capacitor is faked, Google Play's purchase
 * sheet included (support/native-bridge.ts). Everything else is real: this spec's own server,
 * configured for Google Play and pointed at the local stand-in of Google's token endpoint and Play
 * Developer API (apps/server/src/test/google-play-stand-in.ts), which the server asks about the
 * purchase token and tells to consume it. The support helpers call the API at `E2E_PORT`: this
 * spec points it at its own server and gives it back afterwards.
 */

const PACKAGE = 'app.mithaq'
const TOKEN_KEY = 'CapacitorStorage.mithaq.session-token'
const PRODUCTS = [
  { identifier: 'tokens_10', title: '10 tokens', price: 10.99, priceString: '10,99 €', currencyCode: 'EUR' },
  { identifier: 'tokens_25', title: '25 tokens', price: 24.99, priceString: '24,99 €', currencyCode: 'EUR' },
]

let play: Awaited<ReturnType<typeof startGooglePlayStandIn>>
let server: OwnServer | undefined
let nativeApp: Awaited<ReturnType<typeof startNativeApp>> | undefined
let dataDir = ''
let origin = ''
let nativeOrigin = ''
const sharedPort = process.env.E2E_PORT

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A cold server start (PGlite, the migrations) and a native build, side by side on a loaded machine.
  test.setTimeout(300_000)
  const [port, nativePort] = [await freePort(), await freePort()]
  origin = `http://localhost:${port}`
  nativeOrigin = `http://127.0.0.1:${nativePort}`
  play = await startGooglePlayStandIn(PACKAGE)
  dataDir = mkdtempSync(join(tmpdir(), 'mithaq-e2e-store-'))
  server = startBuiltServer(port, {
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    SIGN_UP_RATE_LIMIT: '10000',
    SIGN_IN_RATE_LIMIT: '10000',
    DEMO_COMMUNITY: 'off',
    // The app's page, on its own origin, reaches the API with its bearer token.
    TRUSTED_ORIGINS: nativeOrigin,
    GOOGLE_PRODUCTS: 'tokens_10=tokens-10,tokens_25=tokens-25',
    GOOGLE_PLAY_PACKAGE: PACKAGE,
    GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: play.serviceAccountFile,
    GOOGLE_PLAY_API_URL: play.origin,
  })
  const [app] = await Promise.all([
    startNativeApp({ apiOrigin: origin, port: nativePort }),
    waitForAnswer(server, `${origin}/api/config`, 240_000),
  ])
  nativeApp = app
  process.env.E2E_PORT = String(port)
})

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server.log', { body: server?.log() ?? '' })
})

test.afterAll(async () => {
  process.env.E2E_PORT = sharedPort
  await nativeApp?.stop()
  await server?.stop()
  server = undefined
  await play?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}x${page.viewportSize()?.height}.png`),
    fullPage: true,
  })

/** The session's bearer token, as the app gets it when signing in from another origin. */
async function bearerToken(person: Person): Promise<string> {
  const res = await call('/auth/sign-in/email', {
    method: 'POST',
    body: { email: person.email, password: person.password },
  })
  expect(res.status).toBe(200)
  const token = res.headers.get('set-auth-token')
  expect(token).toBeTruthy()
  return token as string
}

/**
 * The phone: the shell's page on its own origin, signed in (the token kept in Capacitor
 * Preferences), its Google Play selling `PRODUCTS` and its purchase sheet ending with `purchaseToken`.
 */
async function phoneFor(
  browser: Browser,
  viewport: { width: number; height: number },
  person: Person,
  purchaseToken: string,
) {
  const context = await browser.newContext({ viewport, baseURL: nativeOrigin })
  const orderId = play.purchases.get(purchaseToken)?.orderId as string
  await fakeNativeBridge(context, {
    playStore: {
      products: PRODUCTS,
      transaction: { transactionId: orderId, orderId, productIdentifier: 'tokens_10', purchaseToken },
    },
  })
  const token = await bearerToken(person)
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [TOKEN_KEY, token],
  )
  return { context, page: await context.newPage() }
}

/** Holds the server's answer to the app's purchase proof until `release()`; `held` resolves once it is. */
function holdServerAnswer(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let arrived: (answer: { status: number; body: unknown }) => void = () => {}
  const held = new Promise<{ status: number; body: unknown }>((resolve) => {
    arrived = resolve
  })
  const handler = async (route: Route) => {
    const response = await route.fetch()
    arrived({ status: response.status(), body: await response.json() })
    await released
    await route.fulfill({ response })
  }
  return { ready: page.route(`${origin}/api/payments/google`, handler), held, release }
}

/** What the app asked of Google Play to buy and settle (leaving out its reading of the price list). */
const storeCalls = async (page: Page) =>
  (await nativeCalls(page))
    .filter(
      (c) => c.plugin === 'NativePurchases' && !['isBillingSupported', 'getProducts'].includes(c.method),
    )
    .map((c) => c.method)

/** A member at a low balance: 10 tokens, 6 paid for an express chat with Idris → 4. */
async function memberAtLowBalance(name: string) {
  const person = await createPerson('female', name)
  await payForMatch(person, await matchBetween(person, await createPerson('male', 'Idris')), true)
  expect(await balanceOf(person)).toBe(4)
  return person
}

/** A purchase made in Google Play for this member: its token, registered with the Play stand-in. */
async function boughtInPlay(person: Person, fields: { failConsume?: boolean } = {}) {
  const { accountToken } = await apiAnswer(storeProductsSchema, '/payments/store-products', {
    cookie: person.cookie,
  })
  return play.buy('tokens_10', { obfuscatedExternalAccountId: accountToken, ...fields })
}

test('in the Android app, a member at a low balance buys a pack through Google Play at its own price; the server checks it with Play and consumes it, and the wallet shows the tokens and the purchase (390x844)', async ({
  browser,
}) => {
  test.slow()
  const hafsa = await memberAtLowBalance('Hafsa')
  const purchaseToken = await boughtInPlay(hafsa)
  const { context, page } = await phoneFor(browser, { width: 390, height: 844 }, hafsa, purchaseToken)
  const hold = holdServerAnswer(page)
  await hold.ready

  // The wallet sells the packs Google Play sells, at Play's own price; no card, no currency to choose.
  await page.goto('/app/account')
  const wallet = page.getByRole('region', { name: 'Token Wallet' })
  await expect(wallet.getByText('4', { exact: true })).toBeVisible()
  const buy = wallet.getByRole('button', { name: 'Buy 10 tokens for 10,99 €' })
  await expect(buy).toBeVisible()
  await expect(buy).toHaveText('10,99 €')
  await expect(wallet.getByRole('button', { name: 'Buy 25 tokens for 24,99 €' })).toBeVisible()
  await expect(wallet.getByRole('button', { name: /Buy 60 tokens/ })).toHaveCount(0)
  await expect(wallet.getByRole('combobox', { name: 'Currency' })).toHaveCount(0)
  await expect(wallet).toContainText('Payments are handled by Google Play')
  await expect(wallet.getByText('No purchases yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'store-packs')

  // She buys; Play's sheet answers with the purchase; the proof goes to the server, which asks Play.
  await buy.click()
  const answer = await hold.held
  expect(answer).toEqual({
    status: 200,
    body: { status: 'credited', packId: 'tokens-10', tokens: 10, balance: 14, consumed: true },
  })
  // Until the app has the server's answer, the wallet waits and the purchase is neither consumed
  // nor acknowledged on the phone.
  await expect(wallet.getByRole('status').filter({ hasText: 'Waiting for the store…' })).toBeVisible()
  expect(await storeCalls(page)).toEqual(['purchaseProduct'])
  const products = await apiAnswer(storeProductsSchema, '/payments/store-products', { cookie: hafsa.cookie })
  const purchase = (await nativeCalls(page)).find((c) => c.method === 'purchaseProduct')
  expect(purchase?.options).toMatchObject({
    productIdentifier: 'tokens_10',
    productType: 'inapp',
    quantity: 1,
    appAccountToken: products.accountToken,
    isConsumable: false,
    autoAcknowledgePurchases: false,
  })
  hold.release()

  // The server credited and consumed it in Play itself: the app says so and leaves it be.
  await expect(
    wallet.getByRole('status').filter({ hasText: 'Thank you! 10 tokens added to your wallet.' }),
  ).toBeVisible()
  await expect(wallet.getByText('14', { exact: true })).toBeVisible()
  // Play does not say what was paid: the purchase and its ledger line name the tokens only.
  const row = wallet.getByRole('listitem').filter({ hasText: 'Google Play' })
  await expect(row.locator('p').first()).toHaveText('10 tokens')
  await expect(row).toContainText('Added')
  await expect(wallet.getByText('Token pack bought', { exact: true })).toBeVisible()
  await expect(wallet).not.toContainText('XXX')
  expect(await storeCalls(page)).toEqual(['purchaseProduct'])
  expect(play.purchases.get(purchaseToken)?.consumptionState).toBe(1)
  // Play was asked about this purchase, then told to consume it.
  const tokenPath = `/androidpublisher/v3/applications/${PACKAGE}/purchases/products/tokens_10/tokens/${purchaseToken}`
  expect(play.calls.filter((c) => c.path.startsWith(tokenPath))).toEqual([
    { method: 'GET', path: tokenPath },
    { method: 'POST', path: `${tokenPath}:consume` },
  ])
  expect(await balanceOf(hafsa)).toBe(14)
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'store-bought')
  await context.close()
})

test('when the server cannot consume the purchase in Play, the app consumes it on the phone, only after the server credited it (1280x800)', async ({
  browser,
}) => {
  test.slow()
  const maryam = await memberAtLowBalance('Maryam')
  const purchaseToken = await boughtInPlay(maryam, { failConsume: true })
  const { context, page } = await phoneFor(browser, { width: 1280, height: 800 }, maryam, purchaseToken)
  const hold = holdServerAnswer(page)
  await hold.ready

  await page.goto('/app/account')
  const wallet = page.getByRole('region', { name: 'Token Wallet' })
  await expect(wallet.getByText('4', { exact: true })).toBeVisible()
  await wallet.getByRole('button', { name: 'Buy 10 tokens for 10,99 €' }).click()

  // The server credited it, but Play refused to consume it: it says so, and the phone has not consumed it yet.
  const answer = await hold.held
  expect(answer).toEqual({
    status: 200,
    body: { status: 'credited', packId: 'tokens-10', tokens: 10, balance: 14, consumed: false },
  })
  await expect(wallet.getByRole('status').filter({ hasText: 'Waiting for the store…' })).toBeVisible()
  expect(await storeCalls(page)).toEqual(['purchaseProduct'])
  hold.release()

  // With the server's answer, the app consumes the purchase in Play, then says the tokens were added.
  await expect(
    wallet.getByRole('status').filter({ hasText: 'Thank you! 10 tokens added to your wallet.' }),
  ).toBeVisible()
  expect(await storeCalls(page)).toEqual(['purchaseProduct', 'consumePurchase'])
  const consumed = (await nativeCalls(page)).find((c) => c.method === 'consumePurchase')
  expect(consumed?.options).toEqual({ purchaseToken })
  await expect(wallet.getByText('14', { exact: true })).toBeVisible()
  // Play does not say what was paid: the purchase and its ledger line name the tokens only.
  const row = wallet.getByRole('listitem').filter({ hasText: 'Google Play' })
  await expect(row.locator('p').first()).toHaveText('10 tokens')
  await expect(row).toContainText('Added')
  await expect(wallet.getByText('Token pack bought', { exact: true })).toBeVisible()
  await expect(wallet).not.toContainText('XXX')
  expect(await balanceOf(maryam)).toBe(14)
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'store-bought-consumed-on-phone')
  await context.close()
})
