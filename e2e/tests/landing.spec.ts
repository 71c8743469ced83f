import { type APIRequestContext, expect, test } from '@playwright/test'

const HEADLINE = 'The Zero-Ghosting Muslim Marriage App Platform. Never Be Left on Read.'

/** The app's entry script, as the front page's loader names it. */
async function appEntryUrl(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text()
  const loader = html.match(/<script type="module" src="(\/assets\/landing-loader-[^"]+\.js)">/)?.[1]
  expect(loader, 'the front page loads the landing loader').toBeTruthy()
  const code = await (await request.get(loader as string)).text()
  const entry = code.match(/import\("([^"]+)"\)/)?.[1]
  expect(entry, 'the loader names the app entry').toBeTruthy()
  return entry as string
}

test('the landing page is complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?tab=sign-up')
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  await context.close()
})

test('a visitor runs no app code until they show intent; then the app takes over the same page', async ({
  page,
  request,
}) => {
  const entry = await appEntryUrl(request)
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))

  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible()
  expect(requested).not.toContain(entry)

  // A key press is intent: the app loads and its router answers the next click without a page load.
  const appLoaded = page.waitForRequest((r) => new URL(r.url()).pathname === entry)
  await page.keyboard.press('Tab')
  await appLoaded
  // React marks the container it renders into.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  )
  const documents = requested.filter((path) => path === '/auth').length
  await page.getByRole('link', { name: 'Get Started' }).click()
  await expect(page).toHaveURL(/\/auth/)
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible()
  expect(requested.filter((path) => path === '/auth').length, 'no new page load for /auth').toBe(documents)
})
