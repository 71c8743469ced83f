import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../db/client'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the server named by TEST_DATABASE_URL (where locking and concurrency are real).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({})

  const name = `mithaq_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    ...database,
    /** Where a second instance connects to share this database (PostgreSQL only). */
    url: url.toString(),
    async close() {
      await database.close()
      await withAdminClient(serverUrl, async (c) => {
        // pg-pool's end() resolves before its connections have closed; dropping WITH (FORCE) at
        // that moment kills them mid-goodbye, and their 57P01 errors surface as unhandled errors.
        for (let i = 0; i < 100; i++) {
          const { rows } = await c.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          )
          if (rows[0]?.n === 0) break
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        await c.query(`drop database if exists ${name} with (force)`)
      })
    },
  }
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
