import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type Listen, pgliteListen, postgresListen } from './listen'
import * as schema from './schema'

/** The same Drizzle API over PGlite and node-postgres: shared code is typed against this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** The rows of a `db.execute` answer: both drivers return them under `rows`, which its type hides. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** LISTEN on a channel, on a connection of its own where there are several (decision 600). */
  listen: Listen
  close(): Promise<void>
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')
/** Any fixed number: instances starting together take turns migrating. */
const MIGRATION_LOCK_ID = 727_001

/**
 * Opens the database and applies the committed migrations.
 * `url` selects a PostgreSQL server; otherwise PGlite in `pgliteDir`, or in memory when that is omitted.
 */
export async function openDatabase(options: {
  url?: string
  pgliteDir?: string
  /** PGlite folder held by another process: wait for it (called once) instead of failing. */
  onBusy?: (holderPid: number) => void
  timeouts?: DbTimeouts
  /** Where a connection lost while idle is reported; it never ends the process. */
  onConnectionError?: (err: Error) => void
}): Promise<Database> {
  if (options.url)
    return openPostgres(options.url, options.timeouts ?? DEFAULT_TIMEOUTS, options.onConnectionError)
  return openPglite(options.pgliteDir, options.onBusy)
}

/** How long PostgreSQL may take, in ms, before a request gives up (and answers 503). */
export interface DbTimeouts {
  connectTimeoutMs: number
  statementTimeoutMs: number
  idleInTransactionTimeoutMs: number
}
export const DEFAULT_TIMEOUTS: DbTimeouts = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
}

/**
 * Opens the database, retrying with a doubling back-off while it is unreachable (a database still
 * starting, a failover): each failed attempt is one line, not a stack.
 */
export async function openDatabaseWithRetry(
  open: () => Promise<Database>,
  { attempts = 8, firstDelayMs = 500, maxDelayMs = 15_000, log = (line: string) => console.error(line) } = {},
): Promise<Database> {
  let delay = firstDelayMs
  for (let attempt = 1; ; attempt++) {
    try {
      return await open()
    } catch (err) {
      // Another process holding the embedded database will not let go by itself.
      if (err instanceof DataDirectoryInUseError) throw err
      const reason = oneLineReason(err)
      if (attempt >= attempts)
        throw new DatabaseStartError(`database unreachable after ${attempt} attempts: ${reason}`)
      log(`database unreachable (attempt ${attempt} of ${attempts}): ${reason}; retrying in ${delay} ms`)
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay = Math.min(delay * 2, maxDelayMs)
    }
  }
}

/** Start-up gave up on the database; its message is the one line to print. */
export class DatabaseStartError extends Error {}

/** The driver's message and code, without the stack: what an operator needs to act on. */
export function oneLineReason(err: unknown): string {
  const e = err as { message?: unknown; code?: unknown; cause?: unknown; errors?: unknown[] }
  // Node reports a refused dual-stack connect as an AggregateError with an empty message.
  const first = Array.isArray(e?.errors) ? (e.errors[0] as { message?: unknown }) : undefined
  const message = String(e?.message || first?.message || err).split('\n')[0] ?? ''
  return typeof e?.code === 'string' && !message.includes(e.code) ? `${message} (${e.code})` : message
}

async function openPglite(dir?: string, onBusy?: (holderPid: number) => void): Promise<Database> {
  if (!dir) return openPgliteClient()
  mkdirSync(dirname(dir), { recursive: true })
  const release = onBusy ? await waitForDirectoryLock(dir, onBusy) : lockDirectory(dir)
  try {
    const database = await openPgliteClient(dir)
    return {
      ...database,
      close: async () => {
        await database.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

async function openPgliteClient(dir?: string): Promise<Database> {
  const client = new PGlite(dir)
  const db = drizzlePglite({ client, schema, casing: 'snake_case' })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: pgliteListen(client),
    close: () => client.close(),
  }
}

/** A second process on the same PGlite folder: both would acknowledge writes and one side's are lost. */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holderPid: number,
  ) {
    super(
      `The database in ${dir} is in use by another process (pid ${holderPid}). Stop it first, or give this one its own DATA_DIR.`,
    )
    this.name = 'DataDirectoryInUseError'
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `<dir>.lock` (created exclusively, holding our pid) for as long as the database is open,
 * and answers the function that gives it back. A lock whose process is gone (kill -9, a crash)
 * is stale and taken over. Throws DataDirectoryInUseError while a live process holds it.
 */
export function lockDirectory(dir: string): () => void {
  const file = `${dir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let held = true
      const release = () => {
        if (!held) return
        held = false
        process.off('exit', release)
        try {
          unlinkSync(file)
        } catch {}
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10)
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder))
        throw new DataDirectoryInUseError(dir, holder)
      unlinkSync(file)
    }
  }
  throw new Error(`Could not take the lock ${file}`)
}

/** lockDirectory, retried every half second while another process holds the folder. */
async function waitForDirectoryLock(dir: string, onBusy: (holderPid: number) => void): Promise<() => void> {
  let told = false
  for (;;) {
    try {
      return lockDirectory(dir)
    } catch (error) {
      if (!(error instanceof DataDirectoryInUseError)) throw error
      if (!told) onBusy(error.holderPid)
      told = true
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

async function openPostgres(
  url: string,
  timeouts: DbTimeouts,
  onConnectionError: (err: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // Enforced by the server...
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    // ...and by the client, for a server that stopped answering altogether (a partition).
    query_timeout: timeouts.statementTimeoutMs + 1000,
    keepAlive: true,
  })
  // An idle pooled connection closed by the server (pg_terminate_backend, a restart, a proxy's idle
  // timeout) is reported here; without a listener Node ends the process. The pool drops that
  // client and opens a new one on the next query.
  pool.on('error', onConnectionError)
  try {
    const lockClient = await pool.connect()
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
      await migratePg(drizzlePg({ client: lockClient, casing: 'snake_case' }), { migrationsFolder })
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
      lockClient.release()
    }
  } catch (err) {
    await pool.end().catch(() => {})
    throw err
  }
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' })
  return { db: db as unknown as Db, kind: 'postgres', listen: postgresListen(url), close: () => pool.end() }
}
