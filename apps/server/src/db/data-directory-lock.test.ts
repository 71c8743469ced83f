import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, DataDirectoryInUseError, lockDirectory, openDatabase } from './client'

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')

const children = new Set<ReturnType<typeof spawn>>()

/** Runs a server script in its own Node process; resolves with its exit code and output. */
function run(script: string, args: string[], env: Record<string, string>, onOutput?: (text: string) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverRoot,
    // The embedded database alone: no shared database or Redis (and so no warning about shared keys).
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', REDIS_URL: '', ...env },
  })
  children.add(child)
  child.on('exit', () => children.delete(child))
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    onOutput?.(output)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  )
  return { child, done }
}

describe('the embedded database folder is one process’s at a time', () => {
  let dataDir: string
  let database: Database | undefined
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mithaq-lock-'))
    database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') })
  }, 60_000)
  afterAll(async () => {
    // A child still running means a test failed (a second server that started): never leave it behind.
    for (const child of children) child.kill('SIGKILL')
    await database?.close()
  })

  it('refuses a second server on the same DATA_DIR with one clear line', async () => {
    const { code, output } = await run('src/main.ts', [], { DATA_DIR: dataDir, PORT: '0' }).done
    expect(code).toBe(1)
    expect(output.trim()).toBe(
      `The database in ${join(dataDir, 'pglite')} is in use by another process (pid ${process.pid}). Stop it first, or give this one its own DATA_DIR.`,
    )
  }, 60_000)

  it('refuses the same folder twice within one process too', () => {
    expect(() => lockDirectory(join(dataDir, 'pglite'))).toThrow(DataDirectoryInUseError)
  })

  it('takes over a lock left by a process that is gone', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'mithaq-stale-')), 'pglite')
    // The largest pid Linux hands out is below 2^22: this one cannot be running.
    writeFileSync(`${dir}.lock`, '9999999')
    const release = lockDirectory(dir)
    expect(existsSync(`${dir}.lock`)).toBe(true)
    release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })

  it('makes the operator command wait for the server to stop, then run', async () => {
    let waiting!: () => void
    const sawWaiting = new Promise<void>((resolve) => {
      waiting = resolve
    })
    const cli = run('src/cli/add-tokens.ts', ['nobody@example.com', '5'], { DATA_DIR: dataDir }, (out) => {
      if (out.includes('waiting for it to stop')) waiting()
    })
    await sawWaiting
    await database?.close()
    database = undefined
    const { code, output } = await cli.done
    // It opened the database once the server had let go, and looked for the account there.
    expect(output).toContain('No account with the email nobody@example.com.')
    expect(code).toBe(1)
  }, 90_000)
})
