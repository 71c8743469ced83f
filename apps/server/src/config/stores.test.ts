import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createAppleSigner } from '../test/apple-signing'
import { parseProductMap, storesConfig } from './stores'

// The stores' settings (decision 470): complete or refused at start with a line naming what is missing.
const dir = mkdtempSync(join(tmpdir(), 'mithaq-stores-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const root = createAppleSigner().root
const der = join(dir, 'root.cer')
const pem = join(dir, 'root.pem')
writeFileSync(der, root)
writeFileSync(
  pem,
  `-----BEGIN CERTIFICATE-----\n${root.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`,
)

const base = {
  APPLE_BUNDLE_ID: 'app.mithaq',
  APPLE_ENVIRONMENT: 'Production' as const,
  GOOGLE_PLAY_PACKAGE: 'app.mithaq',
} as Parameters<typeof storesConfig>[0]

describe('the stores settings', () => {
  it('read a product map and refuse a malformed one', () => {
    expect(parseProductMap(' app.mithaq.tokens10=tokens-10, app.mithaq.tokens25 = tokens-25 ')).toEqual({
      'app.mithaq.tokens10': 'tokens-10',
      'app.mithaq.tokens25': 'tokens-25',
    })
    expect(parseProductMap('app.mithaq.tokens10')).toBeUndefined()
    expect(parseProductMap('a=b=c')).toBeUndefined()
  })

  it('leave both stores off when nothing is set', () => {
    expect(storesConfig(base)).toEqual({ stores: {}, problems: [] })
  })

  it('turn Apple on with its roots, in DER or PEM, and say what is missing otherwise', () => {
    const on = storesConfig({
      ...base,
      APPLE_PRODUCTS: 'app.mithaq.tokens10=tokens-10',
      APPLE_ROOT_CERTIFICATES: `${der},${pem}`,
      APPLE_APP_ID: 6740000000,
    })
    expect(on.problems).toEqual([])
    expect(on.stores.apple?.rootCertificates).toEqual([root, root])
    expect(on.stores.apple?.onlineChecks).toBe(true)
    const off = storesConfig({ ...base, APPLE_PRODUCTS: 'app.mithaq.tokens10=tokens-10' })
    expect(off.stores.apple).toBeUndefined()
    expect(off.problems.join('\n')).toMatch(/APPLE_ROOT_CERTIFICATES: required/)
    expect(off.problems.join('\n')).toMatch(/APPLE_APP_ID: required/)
  })

  it('turn Google Play on only with its service-account key', () => {
    const off = storesConfig({ ...base, GOOGLE_PRODUCTS: 'tokens_10=tokens-10' })
    expect(off.problems).toEqual(['GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: required with GOOGLE_PRODUCTS'])
    const on = storesConfig({
      ...base,
      GOOGLE_PRODUCTS: 'tokens_10=tokens-10',
      GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: der,
    })
    expect(on.stores.google).toMatchObject({
      products: { tokens_10: 'tokens-10' },
      packageName: 'app.mithaq',
    })
  })
})
