import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from './own-server'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

/**
 * The web app as the native shell runs it (decision 211): built in native mode, naming the API's
 * origin in the page, and served from `http://127.0.0.1:<port>` by a plain static server, as the
 * shell's WebView serves its bundled files (unknown paths get the app). `stop` closes it and
 * removes the build.
 */
export async function startNativeApp({ apiOrigin, port }: { apiOrigin: string; port: number }) {
  const outDir = mkdtempSync(join(tmpdir(), 'mithaq-native-'))
  await promisify(execFile)('node', [join(repoRoot, 'apps/web/scripts/build-native.mjs')], {
    env: { ...process.env, MITHAQ_NATIVE_API_ORIGIN: apiOrigin, MITHAQ_NATIVE_OUT_DIR: outDir },
  })
  const origin = `http://127.0.0.1:${port}`
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', origin).pathname))
    let file = join(outDir, path)
    if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(outDir, 'index.html')
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin,
    async stop() {
      await new Promise((resolve) => server.close(resolve))
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
