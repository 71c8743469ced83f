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
export async function openDatabase(options: { url?: string; pgliteDir?: string }): Promise<Database> {
  if (options.url) return openPostgres(options.url)
  return openPglite(options.pgliteDir)
}

async function openPglite(dir?: string): Promise<Database> {
  if (dir) mkdirSync(dirname(dir), { recursive: true })
  const client = new PGlite(dir)
  const db = drizzlePglite({ client, schema, casing: 'snake_case' })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg({ client: lockClient, casing: 'snake_case' }), { migrationsFolder })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    lockClient.release()
  }
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' })
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
}
