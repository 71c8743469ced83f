import { rmSync } from 'node:fs'
import pg from 'pg'

/** The PostgreSQL server the benchmarks create their throw-away databases on. */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Runs `work` on a connection to the server's admin database (create and drop databases). */
export async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * What a run creates and must leave behind it: its database (unless BENCH_KEEP=1) and temporary
 * folders. `cleanUp()` is for the end of a run; Ctrl-C (SIGINT) and SIGTERM clean up too, then exit.
 */
export function throwAway(dbName: string, dirs: string[] = [], onInterrupt?: () => void) {
  let done: Promise<void> | undefined
  const cleanUp = () => {
    done ??= (async () => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
      if (process.env.BENCH_KEEP === '1') return console.log(`Kept database ${dbName}`)
      await admin((c) => c.query(`drop database if exists ${dbName} with (force)`))
    })()
    return done
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\nInterrupted: removing ${dbName} and the run's temporary files…`)
      onInterrupt?.()
      // Dropping the database ends the run's own connections (57P01): expected now, not a crash.
      process.on('uncaughtException', (error: Error & { code?: string }) => {
        if (error.code !== '57P01') throw error
      })
      cleanUp()
        .catch((error) => console.error(error))
        .finally(() => process.exit(130))
    })
  }
  return { cleanUp }
}
