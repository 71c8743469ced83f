import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import { DEMO_REMOVED_MARKER, loadConfig } from '../config/env'
import { openDatabase } from '../db/client'
import { systemClock } from '../lib/clock'
import { createStorage } from '../lib/storage'
import { mediaDirOf, removeDemoCommunity } from '../modules/demo'

/**
 * `npm run demo:remove`: removes every demo member, row and picture file. With the embedded
 * database, stop the server first (PGlite has one process at a time). Afterwards the embedded
 * default no longer creates the demo community; DEMO_COMMUNITY=on brings it back.
 */
/** Only failures are worth a line here; the summary is printed at the end. */
const quiet = () => {}
const consoleLog = {
  error: (obj: unknown, msg?: string) => console.error(msg ?? obj, msg ? obj : ''),
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  child: () => consoleLog,
  level: 'error',
} as unknown as FastifyBaseLogger

async function main() {
  const config = loadConfig()
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    onBusy: (pid) =>
      console.error(
        `The server (pid ${pid}) is using the database; waiting for it to stop. Ctrl-C to cancel.`,
      ),
  })
  const storage = createStorage({ s3: config.s3, mediaDir: mediaDirOf(config.dataDir) })
  try {
    const { members, files } = await removeDemoCommunity({
      db: database.db,
      storage,
      clock: systemClock,
      log: consoleLog,
      secret: config.authSecret,
    })
    writeFileSync(join(config.dataDir, DEMO_REMOVED_MARKER), `${new Date().toISOString()}\n`)
    console.log(`Removed ${members} demo members and ${files} demo files.`)
    if (config.databaseUrl || process.env.DEMO_COMMUNITY === 'on')
      console.log('Set DEMO_COMMUNITY=off (or leave it unset) so the next start does not create them again.')
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  } finally {
    await storage.close()
    await database.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
