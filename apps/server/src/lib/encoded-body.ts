import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Brotli's quality for answers made on the fly: the compression plugin's, and a kept body's. */
export const BROTLI_QUALITY = 5
/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024

export type Encoding = 'br' | 'gzip'

/**
 * The encoding to answer in, from a request's Accept-Encoding: brotli, else gzip, as the
 * compression plugin chooses; none when neither is accepted (absent, or `q=0`).
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/**
 * A JSON body sent many times (a kept Discover page, decision 600): compressed once per encoding,
 * on first need, rather than on every send.
 */
export class EncodedBody {
  readonly #encoded = new Map<Encoding, Buffer>()

  constructor(readonly json: string) {}

  /** The bytes to send and their encoding for a request that accepts `encoding`. */
  for(encoding: Encoding | undefined): { bytes: string | Buffer; encoding?: Encoding } {
    if (encoding === undefined || Buffer.byteLength(this.json) < COMPRESS_FROM_BYTES)
      return { bytes: this.json }
    let bytes = this.#encoded.get(encoding)
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(this.json)
      this.#encoded.set(encoding, bytes)
    }
    return { bytes, encoding }
  }
}
