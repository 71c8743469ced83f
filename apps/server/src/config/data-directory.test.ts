import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** Starts the server in its own Node process; resolves with its exit code and everything it printed. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', PORT: '0', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  // A server that did start is a failure of the test: it is stopped rather than left behind.
  const guard = setTimeout(() => child.kill('SIGKILL'), 50_000)
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(guard)
      resolve({ code, output })
    }),
  )
}

/**
 * A DATA_DIR the server cannot write ends the start with one line naming the folder. Tests run as
 * root, whom a chmod does not stop, so the folders here fail for root too: a path through a
 * file, and a file where the folder should be.
 */
describe.concurrent('a DATA_DIR that cannot be written', () => {
  let base: string
  let file: string
  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'mithaq-datadir-'))
    file = join(base, 'a-file')
    writeFileSync(file, 'not a folder')
  })
  afterAll(() => rmSync(base, { recursive: true, force: true }))

  it('stops the server with one line when a part of the path is a file', async () => {
    const dataDir = join(file, 'data')
    const { code, output } = await start({ DATA_DIR: dataDir })
    expect(code).toBe(1)
    expect(output.trim()).toBe(
      `DATA_DIR ${dataDir} cannot be written (ENOTDIR: a part of the path is a file, not a folder). Give DATA_DIR a folder this user can write.`,
    )
  }, 60_000)

  it('stops the server with one line when DATA_DIR is a file', async () => {
    const { code, output } = await start({ DATA_DIR: file, AUTH_SECRET: 'a'.repeat(40) })
    expect(code).toBe(1)
    expect(output.trim()).toBe(
      `DATA_DIR ${file} cannot be written (EEXIST: it is a file, not a folder). Give DATA_DIR a folder this user can write.`,
    )
  }, 60_000)
})
