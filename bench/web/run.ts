// The web app on a phone: builds the app, serves the build with the real server (embedded
// database in a fresh temp folder) and runs Lighthouse with its mobile defaults (simulated
// throttling: slow 4G, 4× CPU slowdown) on the landing page, BENCH_RUNS times (default 5), then on
// Discover signed in. Prints median and spread (min–max) of Performance, LCP, TBT and the KB of
// JavaScript transferred (compressed, headers included, as Lighthouse counts it).
//
//   npm run bench:web -w @mithaq/bench
//   BENCH_WEB_BASELINE=/path/to/an/older/dist  also measures that build, served the same way,
//                                               side by side in the same run
//   BENCH_SKIP_BUILD=1                          measures apps/web/dist and apps/server/dist as they are
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version as string

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

async function startServer(webDist: string) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-bench-web-'))
  const origin = `http://localhost:${port}`
  // The built server, as `npm start` runs it, and one process: stopping it leaves nothing behind.
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '0',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
  })
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/config`)).ok) break
    } catch {
      // not listening yet
    }
    if (i > 1800) throw new Error('the server did not start within 180 s')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A signed-up user with a finished profile, through the real API: the session cookie. */
async function userWithProfile(origin: string): Promise<string> {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    })
  const email = `bench-${Date.now()}@mithaq.test`
  const signUp = await post('/auth/sign-up/email', { email, password: 'quiet-olive-42', name: '' })
  const cookie = signUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('better-auth.session_token='))
    ?.split(';')[0]
  if (!cookie) throw new Error(`sign-up answered ${signUp.status} without a session`)
  const profile = await post(
    '/profile',
    {
      name: 'Amina',
      sex: 'female',
      birthday: '1996-04-12',
      location: { country: 'United Kingdom', city: 'London' },
      aboutMe: 'I value faith, family and honest conversation.',
      education: 'BSc Mathematics',
      occupation: 'Teacher',
      nationality: ['United Kingdom'],
      height: 165,
      maritalStatus: 'Never Married',
    },
    cookie,
  )
  if (!profile.ok) throw new Error(`profile answered ${profile.status}: ${await profile.text()}`)
  return cookie
}

interface Run {
  performance: number
  lcpMs: number
  tbtMs: number
  jsKB: number
}

/** One Lighthouse run in a fresh browser, as its command line does; one retry when the trace fails. */
async function audit(url: string, cookie?: string, retry = true): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    })
    if (!result) throw new Error('Lighthouse returned nothing')
    const { lhr } = result
    if (lhr.runtimeError) {
      if (retry) return await audit(url, cookie, false)
      throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    }
    const details = lhr.audits['resource-summary']?.details as
      | { items?: { resourceType: string; transferSize: number }[] }
      | undefined
    const script = details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      jsKB: script / 1024,
    }
  } finally {
    chrome.kill()
  }
}

function summary(values: number[], digits: number) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length / 2
  const median =
    sorted.length % 2 ? sorted[Math.floor(mid)] : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
  const f = (v: number | undefined) => (v ?? Number.NaN).toFixed(digits)
  return `${f(median)} (${f(sorted[0])}–${f(sorted.at(-1))})`
}

async function measure(label: string, webDist: string) {
  const server = await startServer(webDist)
  try {
    const landing: Run[] = []
    for (let i = 0; i < runs; i++) landing.push(await audit(`${server.origin}/`))
    const cookie = await userWithProfile(server.origin)
    const discover: Run[] = []
    for (let i = 0; i < Math.ceil(runs / 2); i++) {
      discover.push(await audit(`${server.origin}/app/profiles`, cookie))
    }
    const row = (page: string, r: Run[]) =>
      `| ${label} | ${page} | ${summary(
        r.map((x) => x.performance),
        0,
      )} | ${summary(
        r.map((x) => x.lcpMs / 1000),
        2,
      )} | ${summary(
        r.map((x) => x.tbtMs),
        0,
      )} | ${summary(
        r.map((x) => x.jsKB),
        1,
      )} |`
    return [row('landing /', landing), row('Discover (signed in)', discover)]
  } finally {
    await server.stop()
  }
}

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const lines = ['| Build | Page | Performance | LCP s | TBT ms | JS KB |', '|---|---|---|---|---|---|']
if (process.env.BENCH_WEB_BASELINE) {
  lines.push(...(await measure('baseline', resolve(process.env.BENCH_WEB_BASELINE))))
}
lines.push(...(await measure('this build', join(repo, 'apps/web/dist'))))
console.log(
  `\nLighthouse ${lighthouseVersion}, ${runs} runs per landing row, ${Math.ceil(runs / 2)} per Discover row; median (min–max):\n`,
)
console.log(lines.join('\n'))
