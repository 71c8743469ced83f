import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/** The same Drizzle API over PGlite and node-postgres: shared code is typed against this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
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
  timeouts?: DbTimeouts
  /** Where a connection lost while idle is reported; it never ends the process. */
  onConnectionError?: (err: Error) => void
}): Promise<Database> {
  if (options.url)
    return openPostgres(options.url, options.timeouts ?? DEFAULT_TIMEOUTS, options.onConnectionError)
  return openPglite(options.pgliteDir)
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

async function openPglite(dir?: string): Promise<Database> {
  if (dir) mkdirSync(dirname(dir), { recursive: true })
  const client = new PGlite(dir)
  const db = drizzlePglite({ client, schema, casing: 'snake_case' })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
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
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
}
