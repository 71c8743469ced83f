// Runs after `vite build` (the package's build script), once every file of dist/ is written,
// the service worker included:
// 1. Source maps leave dist/ for dist-sourcemaps/ (same layout): they stay at hand for reading
//    stack traces, and whatever serves dist/ cannot hand them to browsers.
// 2. Every text file of 1 KB or more gets a brotli (.br, highest quality) and a gzip (.gz, level 9)
//    twin when that is smaller, so the server sends compressed bytes without compressing per request.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(web, 'dist')
const maps = join(web, 'dist-sourcemaps')
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
const MIN_BYTES = 1024

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path) : [path]
  })
}

rmSync(maps, { recursive: true, force: true })
let moved = 0
let written = 0
let before = 0
let after = 0
for (const file of files(dist)) {
  const rel = relative(dist, file)
  if (file.endsWith('.map')) {
    mkdirSync(dirname(join(maps, rel)), { recursive: true })
    renameSync(file, join(maps, rel))
    moved++
    continue
  }
  // The build manifest (.vite/) is read by the size check, never served.
  if (rel.startsWith('.') || !COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
  const raw = readFileSync(file)
  const twins = {
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz: gzipSync(raw, { level: 9 }),
  }
  for (const [ext, bytes] of Object.entries(twins)) {
    if (bytes.length >= raw.length) continue
    writeFileSync(`${file}.${ext}`, bytes)
    written++
  }
  before += raw.length
  after += twins.br.length
}
console.log(
  `postbuild: ${moved} source maps moved to dist-sourcemaps/, ${written} compressed files written ` +
    `(${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli)`,
)
