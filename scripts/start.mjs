// `npm start`: build the web app when it is missing or older than its sources, then run the server
// on its embedded defaults (PGlite in ./data, local files, mail outbox). Nothing else to install.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const web = 'apps/web'
const built = join(web, 'dist/index.html')

function newestChange(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs)
  }
  return newest
}

const sources = [join(web, 'src'), join(web, 'public'), 'packages/domain/src']
const stale = !existsSync(built) || sources.some((dir) => newestChange(dir) > statSync(built).mtimeMs)
if (stale) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@mithaq/web'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawnSync('npx', ['tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' })
process.exit(server.status ?? 0)
