import { join } from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config/env'
import { DatabaseStartError, oneLineReason, openDatabase, openDatabaseWithRetry } from './db/client'

const config = loadConfig()
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
  console.error(err instanceof DatabaseStartError ? err.message : `database: ${oneLineReason(err)}`)
  process.exit(1)
})
const app = await buildApp({ config, database })
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

await app.listen({ port: config.port, host: config.host })
app.log.info(`Mithaq is running at ${config.publicUrl} (database: ${database.kind})`)
