import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * For the specs that run a server of their own beside the shared one (the demo, payments, two
 * instances): a free port, the built server started on it, and a clean stop.
 */

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

export interface OwnServer {
  child: ChildProcess
  /** Everything it printed so far, for a failed test's attachment. */
  log(): string
  stop(): Promise<void>
}

/**
 * Starts the built server itself (not through npx, so stopping it stops the process that holds
 * the data) on the embedded defaults — PGlite in `DATA_DIR`, the mail outbox, no Redis — with
 * `env` over them.
 */
export function startBuiltServer(port: number, env: Record<string, string>): OwnServer {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      ...env,
    },
  })
  let log = ''
  child.stdout?.on('data', (d) => {
    log += d
  })
  child.stderr?.on('data', (d) => {
    log += d
  })
  return { child, log: () => log, stop: () => stopProcess(child) }
}

/** Resolves once `url` answers OK; throws with the server's log if it stops or never answers. */
export async function waitForAnswer(server: OwnServer, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.log()}`)
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${server.log()}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

/** Resolves once the server has printed a line matching `pattern`; throws if it stops first. */
export function waitForLog(server: OwnServer, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(server.log())) resolve()
    }
    check()
    server.child.stdout?.on('data', check)
    server.child.stderr?.on('data', check)
    server.child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${server.log()}`)))
  })
}

/** Stops a server with SIGTERM and waits for it to exit (at once if it already has). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
