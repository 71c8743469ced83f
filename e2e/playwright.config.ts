import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { freePort } from './support/own-server'

// The runner picks a free port and a fresh data directory once; workers inherit them through env.
process.env.E2E_PORT ??= String(await freePort())
// native-shell.spec.ts serves the app in native mode from this second origin (decision 211).
process.env.E2E_NATIVE_PORT ??= String(await freePort())
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-e2e-'))
  process.env.E2E_DATA_DIR = dataDir
  // The runner (not a worker: they inherit the variable) removes it when it exits, Ctrl-C included.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}
const baseURL = `http://localhost:${process.env.E2E_PORT}`

export default defineConfig({
  testDir: './tests',
  // Prints the CPU model, core count and load average first: a slow or busy machine shows in the log.
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a journey that fails once is a bug to find, in the app or in the test.
  retries: 0,
  timeout: 60_000,
  // A cold page load on a loaded 2-core CI machine (two workers, two browsers and the server sharing
  // the cores) has been seen to take more than 10 s before its first content shows.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Every journey opens fresh browser contexts, and in each the app's service worker would
    // precache the whole app (about 180 files, more than the page itself asks for) while the
    // journey runs: on a loaded 2-core machine that doubled the work of a first load, and a chat
    // took more than 15 s to show its messages. push.spec.ts, which is about the service worker,
    // allows it again.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download cannot reach the internet here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The real built app (`npm run build`: web app and server) on its embedded defaults: PGlite,
    // local files, mail outbox.
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `${baseURL}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SIGN_UP_RATE_LIMIT: '10000',
      SIGN_IN_RATE_LIMIT: '10000',
      // Never the developer's own database or SMTP server.
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      // These journeys assume a community of their own making; demo.spec.ts runs its own server with the demo on.
      DEMO_COMMUNITY: 'off',
      // The moderator of moderation.spec.ts (support/moderation.ts).
      MODERATOR_EMAILS: 'moderator-e2e@mithaq.test',
      // The app in native mode, served from another origin by native-shell.spec.ts: bearer token only.
      TRUSTED_ORIGINS: `http://127.0.0.1:${process.env.E2E_NATIVE_PORT}`,
    },
  },
})
