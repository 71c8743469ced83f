import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptedEncoding, COMPRESS_FROM_BYTES, EncodedBody } from './encoded-body'

describe('a body compressed once per encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=1.0', 'br'],
    ['gzip;q=0', undefined],
    ['*', 'gzip'],
  ])('Accept-Encoding %j answers in %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected)
  })

  it('compresses on first need, then sends the same bytes; a small body goes as it is', () => {
    const json = JSON.stringify({ cards: Array.from({ length: 100 }, (_, i) => ({ id: i, name: 'Maryam' })) })
    const body = new EncodedBody(json)
    const br = body.for('br')
    expect(br.encoding).toBe('br')
    expect(brotliDecompressSync(br.bytes as Buffer).toString()).toBe(json)
    expect(body.for('br').bytes).toBe(br.bytes)
    const gzip = body.for('gzip')
    expect(gunzipSync(gzip.bytes as Buffer).toString()).toBe(json)
    expect(body.for(undefined)).toEqual({ bytes: json })

    const small = new EncodedBody('{"profiles":[]}')
    expect(Buffer.byteLength(small.json)).toBeLessThan(COMPRESS_FROM_BYTES)
    expect(small.for('br')).toEqual({ bytes: small.json })
  })
})
