import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { uniqueEmail } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { freePort, type OwnServer, repoRoot, startBuiltServer, waitForLog } from '../support/own-server'
import { fillDetails, fillNameSexBirthday, LONDON, PICTURES } from '../support/profile'

/**
 * A newcomer alone on a fresh embedded install: the demo community is there, so the whole
 * journey (like, match, both payments, a message and its answer) works with nobody else around.
 * This spec runs its own server on a fresh data directory with the demo on (the shared server
 * of the other journeys runs with it off), and removes the demo afterwards with the command an
 * operator would use.
 */

// The address the newcomer opens: the one the server prints.
const ADDRESS = '127.0.0.1'
// The first line of the greeting topic (apps/server/src/modules/demo/demo.replies.ts).
// His first answer says once that he is a demo member, then answers (decision 366).
const DEMO_REPLY =
  'A word first: I am a demo member, here so you can try every step of Mithaq. Wa alaykum assalam! Thank you for writing'
const DEMO_FILE_PREFIX = 'de3de3de-'

let server: OwnServer | undefined
let dataDir = ''
let origin = ''

/** Runs a command of the repository with this spec's data directory; resolves with its output. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', DATA_DIR: dataDir, ...env },
    })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('exit', (code) => resolve({ code, out }))
  })
}

async function stopServer() {
  const s = server
  server = undefined
  await s?.stop()
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = mkdtempSync(join(tmpdir(), 'mithaq-e2e-demo-'))
  const port = await freePort()
  origin = `http://${ADDRESS}:${port}`
  server = startBuiltServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    DEMO_COMMUNITY: 'on',
    // Quicker than the 4 s default, so the journey waits seconds, but long enough that each
    // answer comes to a screen that has settled, as it does for a person.
    DEMO_REPLY_DELAY_MS: '2000',
  })
  // The server answers at once and draws the members in the background; the journey starts
  // once it says they are all there.
  await waitForLog(server, /demo community: \d+ members created/)
})

// A failed journey carries the server's own account of it.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server.log', { body: server?.log() ?? '' })
})

test.afterAll(async () => {
  await stopServer()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const toast = (page: Page, text: string) => page.getByText(text, { exact: true })
const demoBadge = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByText('Demo', { exact: true })

test('a newcomer alone meets the demo community: like, match, both pay, a message and its answer; then the demo is removed', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: LONDON })
  const page = await context.newPage()

  // Sign up at the address the server prints.
  await page.goto(`${origin}/auth`)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await page.getByLabel('Email').fill(uniqueEmail('newcomer'))
  await page.getByLabel('Password', { exact: true }).fill('quiet-olive-42')
  await page.getByLabel('Confirm Password').fill('quiet-olive-42')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/signup$/)

  // Complete the profile.
  await fillNameSexBirthday(page, { name: 'Samira', sex: 'Female' })
  await page.getByRole('button', { name: 'Detect My Location' }).click()
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await fillDetails(page, ['united k', 'United Kingdom'])
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Add pictures').setInputFiles([PICTURES.jpeg])
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Create Profile' }).click()
  await expect(toast(page, 'Profile created successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/app\/profiles$/)

  // Discover shows men of the demo community, each marked 'Demo'.
  const card = page.getByRole('article').first()
  await expect(card.getByRole('heading', { name: /^\S+, \d+$/ })).toBeVisible()
  await expect(demoBadge(card)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A few of them already liked her; she likes one back from Liked Me: a match.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Liked' }).click()
  await expect(page.getByRole('tab', { name: 'Liked Me (3)' })).toHaveAttribute('aria-selected', 'true')
  const tile = page.getByRole('tabpanel').getByRole('button').first()
  await expect(demoBadge(tile)).toBeVisible()
  const name = ((await tile.getByText(/^\S+, \d+$/).textContent()) ?? '').split(',')[0]!.trim()
  await tile.click()
  const dialog = page.getByRole('dialog', { name: `${name}'s profile` })
  await expect(demoBadge(dialog)).toBeVisible()
  await dialog.getByRole('button', { name: `Like ${name}` }).click()
  const moment = page.getByRole('dialog', { name: "It's a Match!" })
  await expect(moment).toBeVisible()
  await moment.getByRole('button', { name: 'Open chat' }).click()
  await expect(page).toHaveURL(/\/app\/chat\/[^/]+$/)

  // The chat says who this is; he pays shortly after the match, then she pays.
  const header = page.getByRole('heading', { name, level: 1 }).locator('xpath=..')
  await expect(demoBadge(header)).toBeVisible()
  await expect(page.getByText(`${name} has paid. Pay 3 tokens to unlock your chat.`)).toBeVisible()
  await page.getByRole('button', { name: 'Pay 3 tokens' }).click()
  // The payment that unlocks the chat keeps her in it.
  await expect(page).toHaveURL(/\/app\/chat\/[^/]+$/)

  // She writes; he answers a moment later.
  const row = page.getByRole('link', { name: new RegExp(name) })
  await expect(demoBadge(row)).toBeVisible()
  await row.click()
  const composer = page.getByRole('textbox', { name: 'Message' })
  await composer.fill('Assalamu alaykum, nice to meet you.')
  await composer.press('Enter')
  const conversation = page.getByRole('log')
  await expect(conversation.getByText('Assalamu alaykum, nice to meet you.')).toBeVisible()
  await expect(conversation.getByText(new RegExp(`^${DEMO_REPLY}`))).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await context.close()

  // The operator removes the demo: every demo member and picture file goes, hers stay.
  await stopServer()
  const removed = await run(['apps/server/src/cli/remove-demo.ts'], {})
  expect(removed.code).toBe(0)
  expect(removed.out).toContain('Removed 36 demo members and 72 demo files.')
  const media = readdirSync(join(dataDir, 'media'))
  expect(media.filter((f) => f.startsWith(DEMO_FILE_PREFIX))).toEqual([])
  // Her one picture: the picture, its thumbnail, and their blurred copies (decision 260).
  expect(media).toHaveLength(4)
  // Removed again: nothing left to remove, and the embedded default now stays without a demo.
  const again = await run(['apps/server/src/cli/remove-demo.ts'], {})
  expect(again.out).toContain('Removed 0 demo members and 0 demo files.')
  expect(existsSync(join(dataDir, 'demo-removed'))).toBe(true)
})
