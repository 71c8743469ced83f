import { join } from 'node:path'
import { loadConfig, loadDotEnv } from '../config/env'
import { type Db, openDatabase } from '../db/client'

/**
 * Runs one operator command (`npm run add-tokens`, `npm run set-role`): its arguments are parsed
 * first (a usage error exits with 2 before anything is opened), then the configured database is
 * opened, `run` does its work and says what it did, and the database is closed. A refusal exits 1.
 */
export async function runOperatorCommand<Input>(
  parse: (argv: string[]) => Input,
  run: (db: Db, input: Input) => Promise<string>,
): Promise<void> {
  let input: Input
  try {
    input = parse(process.argv.slice(2))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
  loadDotEnv()
  const config = loadConfig()
  // PGlite has one process at a time: while the server holds the folder, wait for it to stop
  // (decision 087) rather than writing beside it.
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    onBusy: (pid) =>
      console.error(
        `The server (pid ${pid}) is using the database; waiting for it to stop. Ctrl-C to cancel.`,
      ),
  })
  try {
    console.log(await run(database.db, input))
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  } finally {
    await database.close()
  }
}
