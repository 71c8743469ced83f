import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { type Database, DatabaseStartError, type Db, openDatabase, openDatabaseWithRetry } from './client'

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('opening the database at start-up', () => {
  it('retries a refusing database with a growing delay, one line per attempt, then gives up with one line', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/mithaq`
    const lines: string[] = []
    const started = Date.now()
    const failure = await openDatabaseWithRetry(() => openDatabase({ url }), {
      attempts: 3,
      firstDelayMs: 50,
      log: (line) => lines.push(line),
    }).catch((err: unknown) => err)
    expect(failure).toBeInstanceOf(DatabaseStartError)
    expect((failure as Error).message).toMatch(/^database unreachable after 3 attempts: .*ECONNREFUSED/)
    expect((failure as Error).message).not.toContain('\n')
    expect(lines).toEqual([
      expect.stringMatching(/^database unreachable \(attempt 1 of 3\): .*ECONNREFUSED.*; retrying in 50 ms$/),
      expect.stringMatching(/^database unreachable \(attempt 2 of 3\): .*; retrying in 100 ms$/),
    ])
    expect(Date.now() - started).toBeGreaterThanOrEqual(150)
  })

  it('returns the database as soon as an attempt succeeds', async () => {
    let calls = 0
    const lines: string[] = []
    const opened: Database = {
      db: {} as Db,
      kind: 'postgres',
      listen: async () => ({ caughtUp: async () => false, stop: async () => {} }),
      close: async () => {},
    }
    const database = await openDatabaseWithRetry(
      async () => {
        calls++
        if (calls < 3)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
        return opened
      },
      { firstDelayMs: 1, log: (line) => lines.push(line) },
    )
    expect(calls).toBe(3)
    expect(lines).toHaveLength(2)
    expect(database).toBe(opened)
  })
})
