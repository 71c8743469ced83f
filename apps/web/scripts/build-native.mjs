// The web app as the native shell loads it (decision 211): built into dist-native/, with the API's
// origin named in the page (MITHAQ_NATIVE_API_ORIGIN, required) so requests, the socket and
// pictures go there with the bearer token. No pre-rendered landing page or boot script (those
// serve the web's first paint from the API's own origin), no service worker registration is
// needed by the shell, and no source maps are shipped inside the app.
import { execFileSync } from 'node:child_process'
import { readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const origin = process.env.MITHAQ_NATIVE_API_ORIGIN
if (!origin || !/^https?:\/\/[^/]+$/.test(origin.replace(/\/$/, ''))) {
  console.error(
    'MITHAQ_NATIVE_API_ORIGIN must be the API server the app talks to, e.g. https://api.mithaq.app (scheme and host, no path).',
  )
  process.exit(1)
}
const outDir = process.env.MITHAQ_NATIVE_OUT_DIR ?? join(web, 'dist-native')
execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: web, stdio: 'inherit' })

const removeMaps = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) removeMaps(path)
    else if (name.endsWith('.map')) rmSync(path)
  }
}
removeMaps(outDir)
console.log(`native build in ${outDir}, talking to ${origin}`)
