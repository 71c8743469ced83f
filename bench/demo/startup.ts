/**
 * Start-up with and without the demo community, on a fresh embedded data directory each time:
 * how long until the server answers (/api/config), and, with the demo on, until every member was
 * drawn and created in the background. Prints one line per run; removes its data directories,
 * also on Ctrl-C.
 * Usage: npm run bench:demo -w @mithaq/bench [-- <runs>]
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const runs = Number(process.argv[2] ?? 2)
const dirs: string[] = []
let child: ChildProcess | undefined

function cleanUp() {
  child?.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}
process.once('SIGINT', () => {
  cleanUp()
  process.exit(130)
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

async function once(demo: 'on' | 'off') {
  const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-bench-demo-'))
  dirs.push(dataDir)
  const port = await freePort()
  const started = performance.now()
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_COMMUNITY: demo,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
  })
  let seededAt: number | undefined
  const seeded = new Promise<void>((resolve) => {
    let log = ''
    child!.stdout!.on('data', (d) => {
      log += d
      if (!seededAt && /demo community: \d+ members created/.test(log)) {
        seededAt = performance.now()
        resolve()
      }
    })
  })
  let answeredAt = 0
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/config`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) {
      answeredAt = performance.now()
      break
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  if (demo === 'on') await seeded
  child.kill('SIGTERM')
  await new Promise((r) => child!.once('exit', r))
  child = undefined
  const answer = Math.round(answeredAt - started)
  const seed = seededAt ? `, members created after ${Math.round(seededAt - started)} ms` : ''
  console.log(`demo ${demo}: answers after ${answer} ms${seed}`)
}

try {
  for (let i = 0; i < runs; i++) {
    await once('off')
    await once('on')
  }
} finally {
  cleanUp()
}
