import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { buildApp } from './app'
import { loadConfig, loadDotEnv } from './config/env'
import {
  DatabaseStartError,
  DataDirectoryInUseError,
  oneLineReason,
  openDatabase,
  openDatabaseWithRetry,
} from './db/client'
import { warmCityIndex } from './modules/geo'
import { RedisStartError } from './realtime/redis-link'

loadDotEnv()
// `npm run dev` passes --dev: the app is then opened through Vite's dev server.
const config = loadConfig(process.env, { dev: process.argv.includes('--dev') })
for (const warning of config.warnings ?? []) console.warn(warning)
// Filled in once the app (and its logger) exists; until then a lost connection has nobody to tell.
let reportConnectionError = (_err: Error) => {}
const database = await openDatabaseWithRetry(() =>
  openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    timeouts: config.db,
    onConnectionError: (err) => reportConnectionError(err),
  }),
).catch((err: unknown) => {
  // One line, no stack: a second server on the same folder, or a database out of reach.
  const known = err instanceof DatabaseStartError || err instanceof DataDirectoryInUseError
  console.error(known ? err.message : `database: ${oneLineReason(err)}`)
  process.exit(1)
})
const app = await buildApp({ config, database }).catch(async (err: unknown) => {
  // Redis stayed out of reach through every attempt: one line, no stack, as for the database.
  // Anything else is a bug, and its stack is what helps.
  if (!(err instanceof RedisStartError)) throw err
  console.error(err.message)
  await database.close().catch(() => {})
  process.exit(1)
})
reportConnectionError = (err) =>
  app.log.warn(
    { reason: oneLineReason(err) },
    'database: an idle connection was lost; the pool opens a new one',
  )

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  })
}

// The city index behind location detection is built before the instance takes requests (about
// 0.3 s quiet, far more on a loaded machine): otherwise the first member to press 'Detect My
// Location' waits for it, and so does every request to this instance meanwhile.
warmCityIndex()

// One address for the operator, the one the app works at, instead of Fastify's 'listening at'.
await app.listen({
  port: config.port,
  host: config.host,
  listenTextResolver: () => `Mithaq is running at ${config.publicUrl} (database: ${database.kind})`,
})
if (isWildcard(config.host) && !process.env.PUBLIC_URL) {
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)
  const example = `http://${lan?.address ?? '192.168.1.20'}:${config.port}`
  app.log.info(
    `HOST=${config.host} listens on every network interface. To open Mithaq from another device, set PUBLIC_URL to the address that device uses (e.g. PUBLIC_URL=${example} in .env) and restart.`,
  )
}

function isWildcard(host: string) {
  return host === '0.0.0.0' || host === '::'
}
