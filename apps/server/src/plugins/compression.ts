import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BROTLI_QUALITY, COMPRESS_FROM_BYTES } from '../lib/encoded-body'

/**
 * Compresses responses of 1 KB and more (brotli or gzip, as the client accepts): API lists and
 * profiles shrink to a fraction on a phone's connection. Brotli runs at a middle quality, made for
 * answering on the fly; the web app's files come pre-compressed at the highest (plugins/web.ts).
 * Requests are never decompressed: nobody sends us compressed bodies.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  })
})
