import { join } from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config/env'
import { DataDirectoryInUseError, openDatabase } from './db/client'

const config = loadConfig()
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
}).catch((error: unknown) => {
  // One line, no stack: the operator has started a second server on the same folder.
  if (!(error instanceof DataDirectoryInUseError)) throw error
  console.error(error.message)
  process.exit(1)
})
const app = await buildApp({ config, database })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  })
}

await app.listen({ port: config.port, host: config.host })
app.log.info(`Mithaq is running at ${config.publicUrl} (database: ${database.kind})`)
