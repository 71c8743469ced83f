// Takes screenshots of pages at phone (390x844) and desktop (1280x800) sizes, for looking at them.
// Usage: node scripts/screenshots.mjs <base-url> <out-dir> <path> [path...]
// Set COOKIE="better-auth.session_token=..." to look at signed-in pages.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base, out, ...pages] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({ viewport })
  if (process.env.COOKIE) {
    const [cname, value] = process.env.COOKIE.split(/=(.*)/s)
    await context.addCookies([{ name: cname, value, url: base }])
  }
  const page = await context.newPage()
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${name}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
    console.log(file)
  }
  await context.close()
}
await browser.close()
