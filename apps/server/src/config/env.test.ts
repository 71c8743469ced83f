import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, loadDotEnv, repoRoot } from './env'

const secret = { AUTH_SECRET: 'x'.repeat(32) }

describe('one data directory for every command', () => {
  it('is ./data of the repository, whichever folder the command runs in', () => {
    expect(existsSync(join(repoRoot, 'package.json'))).toBe(true)
    expect(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).name).toBe('mithaq')
    const cwd = process.cwd()
    try {
      process.chdir(join(repoRoot, 'apps/server'))
      expect(loadConfig(secret).dataDir).toBe(join(repoRoot, 'data'))
      expect(loadConfig({ ...secret, DATA_DIR: 'elsewhere/data' }).dataDir).toBe(
        join(repoRoot, 'elsewhere/data'),
      )
    } finally {
      process.chdir(cwd)
    }
  })

  it('keeps an absolute DATA_DIR as it is', () => {
    expect(loadConfig({ ...secret, DATA_DIR: '/srv/mithaq' }).dataDir).toBe('/srv/mithaq')
  })
})

describe('.env', () => {
  it('fills what the environment does not set, and never overrides it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mithaq-env-'))
    const file = join(dir, '.env')
    writeFileSync(file, 'MITHAQ_TEST_FROM_FILE=file\nMITHAQ_TEST_SET=file\n')
    process.env.MITHAQ_TEST_SET = 'shell'
    loadDotEnv(file)
    expect(process.env.MITHAQ_TEST_FROM_FILE).toBe('file')
    expect(process.env.MITHAQ_TEST_SET).toBe('shell')
    delete process.env.MITHAQ_TEST_FROM_FILE
    delete process.env.MITHAQ_TEST_SET
    rmSync(dir, { recursive: true })
  })

  it('is optional', () => {
    expect(() => loadDotEnv(join(tmpdir(), 'no-such-folder', '.env'))).not.toThrow()
  })
})
