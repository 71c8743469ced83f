import { type Browser, expect, type Page, test } from '@playwright/test'
import { baseURL } from '../support/api'
import { keepShot } from '../support/layout'

// Issue 30: Urdu is drawn in Nastaliq and Arabic in Naskh, from faces this server sends itself, and
// only on pages in those languages; an English page downloads no font file (decision 395).

const FONT_FILE = /\.(woff2?|ttf|otf)$/
const FACES = {
  ur: {
    family: 'Noto Nastaliq Urdu',
    file: /^\/assets\/noto-nastaliq-urdu-arabic-\d+-normal-[\w-]+\.woff2$/,
  },
  ar: { family: 'Noto Naskh Arabic', file: /^\/assets\/noto-naskh-arabic-arabic-\d+-normal-[\w-]+\.woff2$/ },
} as const

async function openIn(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const fontRequests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (FONT_FILE.test(url.pathname)) fontRequests.push(url)
  })
  return { context, page, fontRequests }
}

/** The faces Chromium really drew a node's text with (not only what CSS asked for). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  await cdp.send('CSS.enable')
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  return fonts.map((font) => font.familyName)
}

for (const locale of ['ur', 'ar'] as const) {
  const { family, file } = FACES[locale]

  test(`${locale}: the landing page and sign-in are drawn in ${family}, sent from our own origin`, async ({
    browser,
  }) => {
    const { context, page, fontRequests } = await openIn(browser)
    await page.goto(`/?lang=${locale}`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await page.evaluate(() => document.fonts.ready)

    const bodyFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(bodyFamily.startsWith(`"${family}"`), bodyFamily).toBe(true)
    // check() is true for a family with no face at all; the face must also be there and loaded.
    const face = await page.evaluate((name) => {
      let loaded = false
      document.fonts.forEach((f) => {
        if (f.family.replace(/"/g, '') === name && f.status === 'loaded') loaded = true
      })
      return { check: document.fonts.check(`16px "${name}"`, 'ہے'), loaded }
    }, family)
    expect(face).toEqual({ check: true, loaded: true })
    expect(await drawnWith(page, 'h1')).toContain(family)

    expect(fontRequests.length, 'a font file was requested').toBeGreaterThan(0)
    for (const url of fontRequests) {
      expect(url.origin, 'fonts come from our own origin').toBe(new URL(baseURL()).origin)
      expect(url.pathname).toMatch(file)
    }
    const response = await page.request.get(fontRequests[0]?.pathname ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('font/woff2')
    await keepShot(page, `script-fonts-${locale}-landing`)

    // The app's sign-in screen: the same face for its tabs, labels and inputs.
    await page.goto('/auth')
    await expect(page.getByRole('tablist')).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    expect(await drawnWith(page, '[role="tab"]')).toContain(family)
    await keepShot(page, `script-fonts-${locale}-auth`)
    await context.close()
  })
}

test('en: the landing page and sign-in request no font file', async ({ browser }) => {
  const { context, page, fontRequests } = await openIn(browser)
  await page.goto('/?lang=en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.waitForLoadState('networkidle')
  await page.goto('/auth')
  await expect(page.getByRole('tablist')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fontRequests.map((url) => url.pathname)).toEqual([])
  await context.close()
})
