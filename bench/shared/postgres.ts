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
