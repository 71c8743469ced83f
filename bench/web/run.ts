// The web app on a phone: builds the app, serves the build with the real server (embedded
// database in a fresh temp folder) and runs Lighthouse with its mobile defaults (simulated
// throttling: slow 4G, 4× CPU slowdown) on the landing page, BENCH_RUNS times (default 5), then on
// Discover signed in, BENCH_DISCOVER_RUNS times (default 5). Prints median and spread (min–max) of
// Performance, LCP, TBT and the KB of JavaScript transferred (compressed, headers included, as
// Lighthouse counts it), and the machine's 1-minute load average after each run (other work on the
// machine stretches every timing).
//
//   npm run bench:web -w @mithaq/bench
//   BENCH_WEB_BASELINE=/path/to/an/older/dist  also measures that build, served the same way,
//                                               the two taking turns run by run,
//                                               side by side in the same run; a checkout's root
//                                               (built, with apps/server/dist) is served by its own
//                                               server; several, comma-separated, take turns too
//   BENCH_SKIP_BUILD=1                          measures apps/web/dist and apps/server/dist as they are
//   BENCH_PAGES=discover                        only Discover (or only landing); both by default
//   BENCH_WEB_DETAILS=1                         prints each run's LCP phases, long tasks and boot-up
// CPU TBT: the TBT rule applied to each main-thread task's CPU time rather than its wall time (see
// cpuBlockingTime), printed beside Lighthouse's TBT: on a shared machine it shows the page's work.
// Main CPU: the page's main thread's whole CPU time from navigation to the trace's end.
// Chromium, server and Lighthouse CPU: what each process (with its children) took during the run,
// from /proc: on two cores their sum is what the page's main thread waits behind, the reason
// Lighthouse's TBT (wall time) runs three to six times the CPU TBT here.
// What tells two machines (or two moments) apart is printed first and with each run: the CPU
// model and cores, the Chromium and Lighthouse versions, Lighthouse's throttling settings and its
// own CPU benchmark (benchmarkIndex), the 1-minute load average and the share of CPU time the
// hypervisor took (steal, from /proc/stat, over each run).
//   BENCH_WEB_SAVE=/some/dir                    keeps each run's Lighthouse report and trace there
//                                               (open the trace in Chromium's Performance panel)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TERMS_VERSION } from '@mithaq/domain'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { cpuDescription } from '../shared/machine'

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version as string

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const discoverRuns = Number(process.env.BENCH_DISCOVER_RUNS ?? runs)
const pages = new Set((process.env.BENCH_PAGES ?? 'landing,discover').split(','))
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

/** The CPU's jiffies from /proc/stat's first line: all of them, and those the hypervisor stole. */
function cpuJiffies(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal guest guest_nice (guest is inside user)
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 }
  } catch {
    return null // not Linux
  }
}

/** Steal between two readings, in % of all CPU time (NaN when /proc/stat is not there). */
function stealPercent(from: ReturnType<typeof cpuJiffies>, to: ReturnType<typeof cpuJiffies>) {
  if (!from || !to || to.total === from.total) return Number.NaN
  return (100 * (to.steal - from.steal)) / (to.total - from.total)
}

/**
 * The CPU time this process takes for a fixed piece of work, right now: the machine's speed per
 * unit of work, which other processes lower without any steal (they share the cores' caches,
 * and the host's hyperthreads with other guests). A page's tasks take longer CPU time alike.
 */
function cpuProbe(): number {
  const start = process.cpuUsage()
  const numbers = new Float64Array(1 << 15)
  let seed = 1
  for (let round = 0; round < 20; round++) {
    for (let i = 0; i < numbers.length; i++) {
      seed = (seed * 16807) % 2147483647
      numbers[i] = seed
    }
    numbers.sort()
  }
  const { user, system } = process.cpuUsage(start)
  return (user + system) / 1000
}

/** Linux's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = 100

/**
 * The CPU time (ms) of a process and every process under it, from /proc: what the browser (all
 * its processes) or the server took during a run. NaN where /proc is not there.
 */
function processTreeCpuMs(root: number | undefined): number {
  if (!root) return Number.NaN
  try {
    const stats = new Map<number, { parent: number; ticks: number }>()
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        // The command name (field 2) may hold spaces: the fields after it start past its ')'.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        stats.set(Number(entry), {
          parent: Number(fields[1]),
          ticks: Number(fields[11]) + Number(fields[12]),
        })
      } catch {
        // the process ended while we read
      }
    }
    const inTree = (pid: number): boolean => {
      for (let at = pid, hops = 0; at > 1 && hops < 64; hops++) {
        if (at === root) return true
        at = stats.get(at)?.parent ?? 0
      }
      return false
    }
    let ticks = 0
    for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks
    return (ticks * 1000) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
}

function machine() {
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() || CHROMIUM
  return `${cpuDescription()}; ${chromium}; Lighthouse ${lighthouseVersion}`
}

/** Waits until every server uses under 5 % of a core over a whole second (at most 5 minutes): the time it took. */
async function untilServersSettle(pids: (number | undefined)[]): Promise<number> {
  const started = Date.now()
  for (;;) {
    const before = pids.map((pid) => (pid ? processTreeCpuMs(pid) : 0))
    await new Promise((r) => setTimeout(r, 1000))
    const busiest = Math.max(...pids.map((pid, i) => (pid ? processTreeCpuMs(pid) : 0) - before[i]!))
    if (busiest < 50) return Date.now() - started
    if (Date.now() - started > 300_000)
      throw new Error(`a server still used ${busiest} ms a second after 5 minutes`)
  }
}

async function startServer(webDist: string, root = repo) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-bench-web-'))
  const origin = `http://localhost:${port}`
  // The built server, as `npm start` runs it, and one process: stopping it leaves nothing behind.
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
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
    pid: child.pid,
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
  const signUp = await post('/auth/sign-up/email', {
    email,
    password: 'quiet-olive-42',
    name: '',
    termsVersion: TERMS_VERSION,
  })
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
  // The demo community is drawn after start-up: measure Discover with cards (and pictures) on it.
  for (let i = 0; ; i++) {
    const feed = (await (await fetch(`${origin}/api/discover`, { headers: { cookie } })).json()) as {
      profiles?: { pictures: string[] }[]
    }
    if (feed.profiles?.[0]?.pictures.length) break
    if (i > 600) throw new Error('the Discover feed had no card with a picture after 300 s')
    await new Promise((r) => setTimeout(r, 500))
  }
  return cookie
}

interface Run {
  performance: number
  lcpMs: number
  tbtMs: number
  cpuTbtMs: number
  mainCpuMs: number
  jsKB: number
  benchmarkIndex: number
  throttling: string
  /** CPU time of every Chromium process during the run, and of Lighthouse (this process). */
  chromiumCpuMs: number
  lighthouseCpuMs: number
  /** CPU time of the server (the built app's process) during the run. */
  serverCpuMs?: number
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/**
 * Lighthouse's blocking-time rule (each task's time past 50 ms, the CPU slowed 4x) applied to the
 * page's main-thread tasks after its first contentful paint, counting each task's CPU time
 * (the trace's `tdur`) instead of its wall time. Lighthouse's own TBT uses wall time, which other
 * processes on a shared machine stretch (a task waiting for a core counts as blocking); this
 * figure is what the page's own work costs, and moves much less with the machine's load.
 */
function mainThread(events: TraceEvent[]): TraceEvent | undefined {
  let main: TraceEvent | undefined
  let most = 0
  for (const thread of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const count = events.filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask',
    ).length
    if (count > most) [main, most] = [thread, count]
  }
  return main
}

function cpuBlockingTime(events: TraceEvent[]): number {
  const main = mainThread(events)
  if (!main) return Number.NaN
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
    .filter((e) => e.ts >= fcp && e.tdur !== undefined)
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur as number)) / 1000 - 50), 0)
}

/** The main thread's CPU time in all its top-level tasks (the trace starts at navigation). */
function mainThreadCpu(events: TraceEvent[]): number {
  const main = mainThread(events)
  if (!main) return Number.NaN
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
    .reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0)
}

/** One Lighthouse run in a fresh browser, as its command line does; two more tries when the trace fails. */
async function audit(url: string, cookie?: string, triesLeft = 2): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    const chromiumBefore = processTreeCpuMs(chrome.pid)
    const lighthouseBefore = process.cpuUsage()
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    })
    if (!result) throw new Error('Lighthouse returned nothing')
    const { user, system } = process.cpuUsage(lighthouseBefore)
    const lighthouseCpuMs = (user + system) / 1000
    const chromiumCpuMs = processTreeCpuMs(chrome.pid) - chromiumBefore
    const { lhr } = result
    if (lhr.runtimeError) {
      if (triesLeft > 0) return await audit(url, cookie, triesLeft - 1)
      throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    }
    if (process.env.BENCH_WEB_SAVE) {
      const dir = resolve(process.env.BENCH_WEB_SAVE)
      mkdirSync(dir, { recursive: true })
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${Date.now()}`
      writeFileSync(join(dir, `${name}.report.json`), JSON.stringify(lhr))
      writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace))
    }
    if (process.env.BENCH_WEB_DETAILS) {
      // What the time went to: the LCP element's phases, the longest main-thread tasks, script boot-up.
      const table = (id: string) =>
        ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Record<
          string,
          unknown
        >[]
      const phases = (
        lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: unknown[] }[] }
      )?.items?.[1]?.items
      console.error(
        JSON.stringify({ url, lcpPhases: phases, benchmarkIndex: lhr.environment.benchmarkIndex }),
      )
      const lcpNode = (
        lhr.audits['largest-contentful-paint-element']?.details as
          | { items?: { items?: { node?: { snippet?: string } }[] }[] }
          | undefined
      )?.items?.[0]?.items?.[0]?.node?.snippet
      console.error('  LCP element', lcpNode)
      for (const image of table('network-requests').filter((r) => r.resourceType === 'Image')) {
        const { url: src, transferSize, resourceSize, networkRequestTime, networkEndTime, priority } = image
        console.error(
          '  image',
          JSON.stringify({ src, transferSize, resourceSize, networkRequestTime, networkEndTime, priority }),
        )
      }
      for (const task of table('long-tasks').slice(0, 8)) console.error('  long task', JSON.stringify(task))
      for (const script of table('bootup-time').slice(0, 6))
        console.error('  boot-up', JSON.stringify(script))
    }
    const details = lhr.audits['resource-summary']?.details as
      | { items?: { resourceType: string; transferSize: number }[] }
      | undefined
    const script = details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0
    const events = (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents
    const { throttling, throttlingMethod, formFactor } = lhr.configSettings
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cpuTbtMs: cpuBlockingTime(events),
      mainCpuMs: mainThreadCpu(events),
      jsKB: script / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      chromiumCpuMs,
      lighthouseCpuMs,
      throttling: `${formFactor}, ${throttlingMethod}: CPU ×${throttling.cpuSlowdownMultiplier}, RTT ${throttling.rttMs} ms, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s`,
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

interface Build {
  label: string
  server: Awaited<ReturnType<typeof startServer>>
  cookie: string
  landing: Run[]
  discover: Run[]
  loads: number[]
  steals: number[]
  probes: number[]
}

function rows(build: Build) {
  const loads = summary(build.loads, 1)
  const steals = summary(build.steals, 1)
  const probes = summary(build.probes, 0)
  const row = (page: string, r: Run[]) =>
    `| ${build.label} | ${page} | ${loads} | ${steals} | ${probes} | ${summary(
      r.map((x) => x.performance),
      0,
    )} | ${summary(
      r.map((x) => x.lcpMs / 1000),
      2,
    )} | ${summary(
      r.map((x) => x.tbtMs),
      0,
    )} | ${summary(
      r.map((x) => x.cpuTbtMs),
      0,
    )} | ${summary(
      r.map((x) => x.mainCpuMs),
      0,
    )} | ${summary(
      r.map((x) => x.jsKB),
      1,
    )} | ${summary(
      r.map((x) => x.chromiumCpuMs),
      0,
    )} | ${summary(
      r.map((x) => x.serverCpuMs ?? Number.NaN),
      0,
    )} | ${summary(
      r.map((x) => x.lighthouseCpuMs),
      0,
    )} |`
  return [
    ...(build.landing.length ? [row('landing /', build.landing)] : []),
    ...(build.discover.length ? [row('Discover (signed in)', build.discover)] : []),
  ]
}

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** A baseline: a built web app's dist (served by this checkout's server), or a built checkout's root (its own server). */
function baseline(path: string): { label: string; dist: string; root: string } {
  const dir = resolve(path)
  if (!existsSync(join(dir, 'apps/server/dist/main.js'))) return { label: 'baseline', dist: dir, root: repo }
  const head = spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout?.trim()
  return { label: `baseline${head ? ` (${head})` : ''}`, dist: join(dir, 'apps/web/dist'), root: dir }
}
const dists = [
  ...(process.env.BENCH_WEB_BASELINE ?? '').split(',').filter(Boolean).map(baseline),
  { label: 'this build', dist: join(repo, 'apps/web/dist'), root: repo },
]
console.log(`${machine()}; CPU probe now ${cpuProbe().toFixed(0)} ms`)
const builds: Build[] = []
const settings = new Set<string>()
try {
  for (const { label, dist, root } of dists) {
    const server = await startServer(dist, root)
    builds.push({
      label,
      server,
      cookie: await userWithProfile(server.origin),
      landing: [],
      discover: [],
      loads: [],
      steals: [],
      probes: [],
    })
  }
  // A server draws its demo community in the background for a while after it starts: measuring
  // then would time the page against that one-off work, not against the bench's own load.
  const settledAfter = await untilServersSettle(builds.map((b) => b.server.pid))
  console.error(`servers settled ${(settledAfter / 1000).toFixed(1)} s after the last sign-up`)
  // Run by run, the builds in turn: a burst of load on the shared machine lands on both alike.
  const measured = async (build: Build, page: string, url: string) => {
    const before = cpuJiffies()
    const serverBefore = processTreeCpuMs(build.server.pid)
    const run = await audit(url, page === 'Discover' ? build.cookie : undefined)
    run.serverCpuMs = processTreeCpuMs(build.server.pid) - serverBefore
    const steal = stealPercent(before, cpuJiffies())
    const now = loadavg()[0]!
    const probe = cpuProbe()
    build.loads.push(now)
    build.steals.push(steal)
    build.probes.push(probe)
    settings.add(run.throttling)
    console.error(
      `${build.label} ${page}: ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms (CPU ${run.cpuTbtMs.toFixed(0)} ms), main thread CPU ${run.mainCpuMs.toFixed(0)} ms, JS ${run.jsKB.toFixed(1)} KB, CPU of Chromium ${run.chromiumCpuMs.toFixed(0)} ms, server ${run.serverCpuMs.toFixed(0)} ms, Lighthouse ${run.lighthouseCpuMs.toFixed(0)} ms (load ${now.toFixed(1)}, steal ${steal.toFixed(1)}%, CPU probe ${probe.toFixed(0)} ms, benchmarkIndex ${run.benchmarkIndex})`,
    )
    return run
  }
  if (pages.has('landing')) {
    for (let i = 0; i < runs; i++) {
      for (const build of builds) {
        build.landing.push(await measured(build, 'landing', `${build.server.origin}/`))
      }
    }
  }
  if (pages.has('discover')) {
    for (let i = 0; i < discoverRuns; i++) {
      for (const build of builds) {
        build.discover.push(await measured(build, 'Discover', `${build.server.origin}/app/profiles`))
      }
    }
  }
} finally {
  for (const build of builds) await build.server.stop()
}

const lines = [
  '| Build | Page | Load average | Steal % | CPU probe ms | Performance | LCP s | TBT ms | CPU TBT ms | Main CPU ms | JS KB | Chromium CPU ms | Server CPU ms | Lighthouse CPU ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...builds.flatMap(rows),
]
const allRuns = builds.flatMap((b) => [...b.landing, ...b.discover])
console.log(
  `\n${machine()}; Lighthouse's CPU benchmark (benchmarkIndex) ${summary(
    allRuns.map((r) => r.benchmarkIndex),
    0,
  )}; throttling ${[...settings].join(' / ')}.\n${runs} runs per landing row, ${discoverRuns} per Discover row, the builds taking turns run by run; median (min–max); load average (1 min) after each run, steal (% of CPU time, /proc/stat) over each run and the CPU probe (ms of CPU time for a fixed piece of work, after each run) likewise:\n`,
)
console.log(lines.join('\n'))
