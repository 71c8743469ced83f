import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
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

describe('the picture storage settings (S3_*)', () => {
  const dataDir = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mithaq-s3-env-')) })

  it('keep pictures in the local folder when S3_ENDPOINT is unset or empty', () => {
    expect(loadConfig({ ...secret, ...dataDir() }).s3).toBeUndefined()
    expect(
      loadConfig({ ...secret, ...dataDir(), S3_ENDPOINT: '', S3_REGION: 'us-east-1' }).s3,
    ).toBeUndefined()
  })

  it('select the object store, path-style and us-east-1 unless told otherwise', () => {
    const env = { ...secret, ...dataDir(), S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'pictures' }
    expect(loadConfig(env).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'pictures',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    })
    expect(
      loadConfig({
        ...env,
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'key',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3,
    ).toMatchObject({ region: 'auto', accessKeyId: 'id', secretAccessKey: 'key', forcePathStyle: false })
  })

  it('stop the start with a readable line when the set is incomplete', () => {
    const lines: string[] = []
    vi.mocked(console.error).mockImplementation((line: unknown) => {
      lines.push(String(line))
    })
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`)
    })
    const base = { ...secret, ...dataDir() }
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000' })).toThrow('exit 1')
    expect(() => loadConfig({ ...base, S3_BUCKET: 'pictures' })).toThrow('exit 1')
    expect(() =>
      loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'p', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow('exit 1')
    expect(lines).toEqual([
      'Invalid environment:\n  S3_BUCKET: required when S3_ENDPOINT is set',
      'Invalid environment:\n  S3_BUCKET set without S3_ENDPOINT: set S3_ENDPOINT too',
      'Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    ])
  })
})

describe('APNs (native iOS pushes)', () => {
  const dataDir = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mithaq-apns-')) })

  it('is off unless the key file is set, and takes the app id and production by default', () => {
    expect(loadConfig({ ...secret, ...dataDir() }).apns).toBeUndefined()
    expect(
      loadConfig({
        ...secret,
        ...dataDir(),
        APNS_KEY_FILE: '/keys/AuthKey_ABC123DEFG.p8',
        APNS_KEY_ID: 'ABC123DEFG',
        APNS_TEAM_ID: 'TEAM456XYZ',
      }).apns,
    ).toEqual({
      keyFile: '/keys/AuthKey_ABC123DEFG.p8',
      keyId: 'ABC123DEFG',
      teamId: 'TEAM456XYZ',
      bundleId: 'app.mithaq',
      environment: 'production',
      apiUrl: undefined,
    })
  })

  it('stops the start when the key file comes without its ids', () => {
    const lines: string[] = []
    vi.mocked(console.error).mockImplementation((line: unknown) => {
      lines.push(String(line))
    })
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`)
    })
    expect(() =>
      loadConfig({ ...secret, ...dataDir(), APNS_KEY_FILE: '/keys/k.p8', APNS_TEAM_ID: 'TEAM456XYZ' }),
    ).toThrow('exit 1')
    expect(lines).toEqual(['Invalid environment:\n  APNS_KEY_ID: required when APNS_KEY_FILE is set'])
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

describe('the key of the picture links (MEDIA_URL_SECRET, decision 210)', () => {
  it('is taken when set, and left to be derived from AUTH_SECRET when not', () => {
    const key = 'm'.repeat(40)
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'mithaq-media-env-'))
    expect(loadConfig({ ...secret, DATA_DIR, MEDIA_URL_SECRET: key }).mediaSecret).toBe(key)
    expect(loadConfig({ ...secret, DATA_DIR }).mediaSecret).toBeUndefined()
    rmSync(DATA_DIR, { recursive: true })
  })

  it('refuses a key shorter than 32 characters with one line', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit')
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => loadConfig({ ...secret, MEDIA_URL_SECRET: 'short' })).toThrow('exit')
      expect(error.mock.calls.flat().join('\n')).toContain('MEDIA_URL_SECRET must be at least 32 characters')
    } finally {
      exit.mockRestore()
      error.mockRestore()
    }
  })
})

describe('payments (Stripe, the packs, the daily cap)', () => {
  const dataDir = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mithaq-pay-')) })
  const exits = () => {
    const lines: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      lines.push(String(line))
    })
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`)
    })
    return lines
  }

  it('is off without both secrets, with the default packs and a cap of 120', () => {
    const config = loadConfig({ ...secret, ...dataDir() })
    expect(config.stripe).toBeUndefined()
    expect(config.tokenPacks?.map((p) => p.tokens)).toEqual([10, 25, 60])
    expect(config.purchaseDailyCap).toBe(120)
  })

  it('takes both secrets, the stand-in address and packs given as JSON', () => {
    const packs = [{ id: 'p5', tokens: 5, prices: [{ currency: 'eur', amountMinor: 150 }] }]
    const config = loadConfig({
      ...secret,
      ...dataDir(),
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      TOKEN_PACKS: JSON.stringify(packs),
      PURCHASE_DAILY_CAP: '30',
    })
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'http://127.0.0.1:12111',
    })
    expect(config.tokenPacks).toEqual(packs)
    expect(config.purchaseDailyCap).toBe(30)
  })

  it('stops the start on one secret alone, or packs that do not hold', () => {
    const lines = exits()
    expect(() => loadConfig({ ...secret, ...dataDir(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow('exit 1')
    expect(() => loadConfig({ ...secret, ...dataDir(), TOKEN_PACKS: 'not json' })).toThrow('exit 1')
    const twice = [
      { id: 'a', tokens: 5, prices: [{ currency: 'eur', amountMinor: 1 }] },
      { id: 'a', tokens: 6, prices: [{ currency: 'eur', amountMinor: 2 }] },
    ]
    expect(() => loadConfig({ ...secret, ...dataDir(), TOKEN_PACKS: JSON.stringify(twice) })).toThrow(
      'exit 1',
    )
    expect(lines).toEqual([
      'Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither',
      'Invalid environment:\n  TOKEN_PACKS: not JSON',
      'Invalid environment:\n  TOKEN_PACKS: the pack id a is used twice',
    ])
  })
})
