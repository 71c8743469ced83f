import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, type Request, test } from '@playwright/test'
import { api, baseURL, resetLinkFor } from '../support/api'
import { createPerson, onlyFromCountry } from '../support/discovery'
import { matchBetween, type Person, payForMatch } from '../support/matches'
import { startNativeApp } from '../support/native-app'
import {
  fakeNativeBridge,
  type NativeCall,
  nativeCalls,
  nativeEvent,
  nativeListeners,
} from '../support/native-bridge'
import { PICTURES } from '../support/profile'

/**
 * The web app as the native shell runs it (decision 211): built in native mode (the API's origin
 * named in the page) and served from a second origin, as `capacitor://localhost` would be. It signs
 * in with a bearer token, shows pictures through signed links, gets a chat message over the socket
 * and signs out, without a single cookie. The page's origin (127.0.0.1) is another site than the
 * API's (localhost), as the shell's is.
 */

const nativeOrigin = `http://127.0.0.1:${process.env.E2E_NATIVE_PORT}`
const TOKEN_KEY = 'CapacitorStorage.mithaq.session-token'
const COUNTRY = 'Bhutan'

// Both journeys use the one native build and its server on E2E_NATIVE_PORT: they run one after the
// other in one worker (the suite is fully parallel, which would start that server twice).
test.describe.configure({ mode: 'default' })

let nativeApp: Awaited<ReturnType<typeof startNativeApp>> | undefined

test.beforeAll(async () => {
  test.setTimeout(300_000)
  nativeApp = await startNativeApp({ apiOrigin: baseURL(), port: Number(process.env.E2E_NATIVE_PORT) })
})

test.afterAll(async () => {
  await nativeApp?.stop()
})

/** Uploads a picture for `cookie` through the real API (the other person, on the web). */
async function uploadPicture(cookie: string) {
  const form = new FormData()
  form.append('pictures', new Blob([readFileSync(PICTURES.jpeg)], { type: 'image/jpeg' }), 'portrait.jpg')
  const res = await fetch(`${baseURL()}/api/profile/pictures`, {
    method: 'POST',
    headers: { cookie, origin: baseURL() },
    body: form,
  })
  expect(res.status).toBe(201)
}

test('the app on another origin signs in with a token, sees signed pictures, chats live and signs out, without a cookie', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const amina = (await createPerson('female', 'Amina', COUNTRY)) as Person
  await uploadPicture(amina.cookie)
  const yusuf = (await createPerson('male', 'Yusuf', COUNTRY)) as Person
  await onlyFromCountry(yusuf.cookie, COUNTRY)

  const context = await browser.newContext({ baseURL: nativeOrigin })
  const page = await context.newPage()
  const toApi: Request[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(baseURL())) toApi.push(request)
  })

  // Sign in on the shell's page: the answer's token is kept, no cookie is set.
  await page.goto('/auth')
  await page.getByLabel('Email').fill(yusuf.email)
  await page.getByLabel('Password', { exact: true }).fill(yusuf.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/profiles$/)
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible()
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)
  expect(token).toBeTruthy()

  // Discover shows Amina, her picture loaded from the API's origin through a signed link.
  await expect(page.getByRole('heading', { name: /^Amina, \d+$/ })).toBeVisible()
  const picture = page.getByRole('img', { name: 'Amina, picture 1 of 1' })
  await expect(picture).toHaveAttribute(
    'src',
    new RegExp(`^${baseURL()}/media/[0-9a-f-]{36}\\.webp\\?v=[\\w-]+&exp=\\d+&sig=[\\w-]+$`),
  )
  await expect.poll(() => picture.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)

  // They match and both pay (through the API, as from their phones); Yusuf opens the chat.
  const matchId = await matchBetween(amina, yusuf)
  await payForMatch(amina, matchId)
  await payForMatch(yusuf, matchId)
  await page.goto(`/app/chat/${matchId}`)
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await expect(page.getByText('No messages yet. Start the conversation!')).toBeVisible()

  // Amina writes: the message arrives over Yusuf's socket, authenticated by his token.
  await api(`/matches/${matchId}/messages`, {
    method: 'POST',
    cookie: amina.cookie,
    body: { content: 'Assalamu alaikum Yusuf', clientId: randomUUID() },
  })
  await expect(page.getByRole('log').getByText('Assalamu alaikum Yusuf')).toBeVisible()

  // Sign out: the token is forgotten on the device and refused by the server.
  await page.goto('/app/account')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(`${nativeOrigin}/`)
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull()
  const after = await fetch(`${baseURL()}/api/me`, { headers: { authorization: `Bearer ${token}` } })
  expect(after.status).toBe(401)
  await page.goto('/app/profiles')
  await expect(page).toHaveURL(/\/auth/)

  // No cookie anywhere: none kept for the API's origin, none sent to it.
  expect(await context.cookies(baseURL())).toEqual([])
  expect(toApi.length).toBeGreaterThan(5)
  for (const request of toApi) {
    expect((await request.allHeaders()).cookie, request.url()).toBeUndefined()
  }
  expect(toApi.some((r) => r.url().includes('/media/'))).toBe(true)
  await context.close()
})

test("on the phone, a mailed reset link opens the reset screen and 'Download My Data' goes to the share sheet", async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const maryam = (await createPerson('female', 'Maryam', COUNTRY)) as Person
  // The phone's side of Capacitor is the one thing faked (support/native-bridge.ts).
  const context = await browser.newContext({ baseURL: nativeOrigin })
  await fakeNativeBridge(context)
  const page = await context.newPage()

  // She asks for a reset in the app; the mail's link opens the app (App Links), which shows the reset screen.
  await page.goto('/auth')
  await expect.poll(() => nativeListeners(page, 'App', 'appUrlOpen')).toBe(1)
  const link = await resetLinkFor(page, maryam.email)
  expect(link.startsWith(`${baseURL()}/api/auth/reset-password/`)).toBe(true)
  const token = new URL(link).pathname.split('/').at(-1) as string
  await nativeEvent(page, 'App', 'appUrlOpen', { url: link })
  await expect(page).toHaveURL(`${nativeOrigin}/reset-password?token=${token}`)
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()

  // Signed in, 'Download My Data' writes the zip to the app's cache and shares that file.
  await page.goto('/auth')
  await page.getByLabel('Email').fill(maryam.email)
  await page.getByLabel('Password', { exact: true }).fill(maryam.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/profiles$/)
  await page.goto('/app/account')
  let downloads = 0
  page.on('download', () => downloads++)
  await page.getByRole('button', { name: 'Download My Data' }).click()
  await expect.poll(async () => (await nativeCalls(page)).filter((c) => c.plugin === 'Share').length).toBe(1)
  const calls = await nativeCalls(page)
  const written = calls.filter((c) => c.plugin === 'Filesystem')
  expect(written.map((c) => c.method)).toEqual(['writeFile'])
  const { path, directory, data } = (written[0] as NativeCall).options as {
    path: string
    directory: string
    data: string
  }
  expect(path).toMatch(/^[\w.-]+\.zip$/)
  expect(directory).toBe('CACHE')
  // The whole zip, as base64: it starts as every zip does.
  expect(Buffer.from(data, 'base64').subarray(0, 2).toString()).toBe('PK')
  expect(Buffer.from(data, 'base64').length).toBeGreaterThan(500)
  const share = calls.filter((c) => c.plugin === 'Share')
  expect(share).toEqual([
    {
      plugin: 'Share',
      method: 'share',
      options: {
        title: 'Your Data',
        dialogTitle: 'Your Data',
        files: [`file:///data/user/0/app.mithaq/cache/${path}`],
      },
    },
  ])
  await expect(page.getByRole('button', { name: 'Download My Data' })).toBeEnabled()
  expect(downloads).toBe(0)
  await context.close()
})
