// `npm start`: build the web app and the server when they are missing or older than their
// sources, then run the built server on its embedded defaults (PGlite in ./data, local files,
// mail outbox). Nothing else to install.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

function newestChange(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs)
  }
  return newest
}

const isStale = (built, sources) =>
  !existsSync(built) || sources.some((dir) => newestChange(dir) > statSync(built).mtimeMs)

function buildIfStale(what, workspace, built, sources) {
  if (!isStale(built, sources)) return
  console.log(`Building the ${what}…`)
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

buildIfStale('web app', '@mithaq/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/public',
  'packages/domain/src',
])
buildIfStale('server', '@mithaq/server', 'apps/server/dist/main.js', [
  'apps/server/src',
  'packages/domain/src',
])

// In this process: stack traces point into the TypeScript through the bundle's source maps.
process.setSourceMapsEnabled(true)
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href)
