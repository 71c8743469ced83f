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

describe('Web Push keys with a shared database or Redis', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'mithaq-vapid-'))

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'postgres://db.example/mithaq' }],
    ['REDIS_URL', { REDIS_URL: 'redis://cache.example:6379' }],
  ])('warns, loudly and once, when %s is set without VAPID keys, and still starts', (name, env) => {
    const config = loadConfig({ ...secret, DATA_DIR: dataDir(), ...env })
    expect(config.vapid?.publicKey).toBeTruthy()
    expect(config.warnings).toHaveLength(1)
    expect(config.warnings?.[0]).toMatch(new RegExp(`^WARNING: ${name} is set but VAPID_PUBLIC_KEY`))
  })

  it('says nothing on the embedded defaults, or when the keys are set', () => {
    expect(loadConfig({ ...secret, DATA_DIR: dataDir() }).warnings).toEqual([])
    const keys = { VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' }
    expect(
      loadConfig({ ...secret, DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db.example/m', ...keys })
        .warnings,
    ).toEqual([])
  })
})
