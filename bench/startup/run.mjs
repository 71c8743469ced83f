// Start-up time and memory of the server: starts it N times on the embedded database (a data
// directory made once, outside the timings) and prints, per way of running it, the time from the
// spawn to the first answer of GET /api/config and the resident memory of its processes then.
// Usage: node bench/startup/run.mjs [built|tsx]…   (default: both; BENCH_RUNS, default 5)
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const modes = {
  // What `npm start` ran before the build step: TypeScript through tsx.
  tsx: ['npx', ['tsx', 'apps/server/src/main.ts']],
  // What it runs now: the bundle from `npm run build -w @mithaq/server`.
  built: [process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js']],
}
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(modes)
const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-bench-startup-'))
let current
function cleanUp() {
  if (current) killTree(current.pid)
  rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** The process and all its descendants (npx → tsx → node), from /proc. */
function tree(pid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {}
  }
  const all = [pid]
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]) ?? []))
  return all
}

function rssMb(pid) {
  let kb = 0
  for (const p of tree(pid)) {
    try {
      kb += Number(readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
    } catch {}
  }
  return kb / 1024
}

function killTree(pid) {
  for (const p of tree(pid).reverse()) {
    try {
      process.kill(p, 'SIGTERM')
    } catch {}
  }
}

async function startOnce([command, args]) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  })
  current = child
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/config`)
      if (res.ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const ms = performance.now() - started
  const mb = rssMb(child.pid)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  killTree(child.pid)
  await exited
  current = undefined
  return { ms, mb }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
try {
  await startOnce(modes[chosen[0]]) // creates the database: not timed
  console.log(`Server start-up, median of ${runs} runs (Node ${process.version}):`)
  for (const mode of chosen) {
    const results = []
    for (let i = 0; i < runs; i++) results.push(await startOnce(modes[mode]))
    const ms = median(results.map((r) => r.ms))
    const mb = median(results.map((r) => r.mb))
    console.log(`  ${mode.padEnd(6)} ready in ${ms.toFixed(0)} ms, resident memory ${mb.toFixed(0)} MB`)
  }
} finally {
  cleanUp()
}
