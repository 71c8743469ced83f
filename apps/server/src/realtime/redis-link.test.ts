import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Socket as NetSocket, type Server, connect as tcpConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REALTIME_PATH, SERVER_EVENT, type ServerEvent } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { signUp } from '../test/auth-helpers'
import { testConfig } from '../test/build-test-app'
import { TEST_VAPID } from '../test/push-service'
import { openTestDatabase } from '../test/test-database'
import { REDIS_START_WAIT_MS, RedisStartError, startDelays } from './redis-link'

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')

// The shared Redis is never stopped: a relay in front of it is what comes, goes and drops.
const redisUrl = process.env.REDIS_URL

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A TCP relay to Redis on `port`: closed until opened; `dropAll` cuts every relayed connection;
 * while `refusing`, it hangs up on each new connection at once (counted), as a Redis that is down.
 */
function redisRelay(port: number, target: URL) {
  let server: Server | undefined
  const pairs = new Set<[NetSocket, NetSocket]>()
  let accepted = 0
  let refused = 0
  let refusing = false
  return {
    port,
    get accepted() {
      return accepted
    },
    get refused() {
      return refused
    },
    refuse() {
      refusing = true
      this.dropAll()
    },
    heal() {
      refusing = false
    },
    async open() {
      server = createServer((client) => {
        if (refusing) {
          refused++
          client.on('error', () => {})
          client.destroy()
          return
        }
        accepted++
        const upstream = tcpConnect(Number(target.port || 6379), target.hostname)
        const pair: [NetSocket, NetSocket] = [client, upstream]
        pairs.add(pair)
        for (const s of pair) s.on('error', () => {})
        client.pipe(upstream)
        upstream.pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => {
          client.destroy()
          pairs.delete(pair)
        })
      })
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve))
    },
    dropAll() {
      for (const [a, b] of pairs) {
        a.destroy()
        b.destroy()
      }
      pairs.clear()
    },
    async close() {
      this.dropAll()
      if (server) await new Promise((resolve) => server?.close(resolve))
    },
  }
}

const databases: { close(): Promise<void> }[] = []
const apps: FastifyInstance[] = []
const relays: ReturnType<typeof redisRelay>[] = []
const sockets: Socket[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect()
  for (const app of apps.splice(0)) await app.close()
  for (const relay of relays.splice(0)) await relay.close()
})
afterAll(async () => {
  for (const db of databases.splice(0)) await db.close()
})

let database: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  database = await openTestDatabase()
  databases.push(database)
})

/** A built app on this file's database (which it must not close) with Redis behind `relay`. */
function build(
  relay: ReturnType<typeof redisRelay>,
  retry: Parameters<typeof buildApp>[0]['redisStartRetry'],
  { waitMs, log }: { waitMs?: number; log?: string[] } = {},
) {
  return buildApp({
    config: testConfig({
      redisUrl: `redis://127.0.0.1:${relay.port}`,
      redisStartWaitMs: waitMs,
      signUpRateLimit: 10_000,
      logLevel: log ? 'info' : 'silent',
    }),
    database: { ...database, close: async () => {} },
    logger: Boolean(log),
    logStream: log && { write: (line) => void log.push(line.trim()) },
    redisStartRetry: retry,
  })
}

describe('the wait for Redis at start-up', () => {
  it('is about a minute by default: doubling delays from 0.5 s, at most 15 s, the last cut to fit', () => {
    const delays = startDelays()
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 14_500])
    expect(delays.reduce((a, b) => a + b)).toBe(REDIS_START_WAIT_MS)
    expect(startDelays({ waitMs: 1200, firstDelayMs: 500 })).toEqual([500, 700])
    expect(startDelays({ waitMs: 0 })).toEqual([])
  })
})

describe.runIf(redisUrl)('an instance and its Redis link', () => {
  it("waits for a Redis that is down at start-up past Fastify's 10 s plugin timeout, one line per attempt, and comes up when it answers", async () => {
    const relay = redisRelay(await freePort(), new URL(redisUrl as string))
    relays.push(relay)
    const lines: string[] = []
    const started = Date.now()
    const starting = build(
      relay,
      { firstDelayMs: 1000, maxDelayMs: 2000, log: (l) => lines.push(l) },
      {
        waitMs: 30_000,
      },
    )
    // Redis is down (nothing listens) for more than 10 s: the instance keeps trying instead of
    // exiting (before decision 335, Fastify's plugin timeout ended the wait at 10 s).
    await expect.poll(() => lines.length, { timeout: 25_000, interval: 200 }).toBeGreaterThanOrEqual(7)
    const downMs = Date.now() - started
    expect(downMs).toBeGreaterThan(10_000)
    await relay.open()
    const app = await starting
    apps.push(app)

    const attempts = lines.length
    for (const [i, line] of lines.entries()) {
      expect(line).not.toContain('\n')
      expect(line).toMatch(
        new RegExp(
          `^redis unreachable \\(attempt ${i + 1} of 17\\): connect ECONNREFUSED 127\\.0\\.0\\.1:${relay.port}; retrying in \\d+ ms$`,
        ),
      )
    }
    expect(lines.slice(0, 4).map((l) => Number(l.match(/retrying in (\d+) ms/)?.[1]))).toEqual([
      1000, 2000, 2000, 2000,
    ])
    // Up, and its publisher and subscriber came through the relay once it opened.
    expect(relay.accepted).toBeGreaterThanOrEqual(2)
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    console.info(
      `redis down at start-up for ${(downMs / 1000).toFixed(1)} s: ${attempts} attempts logged, then up`,
    )
  }, 40_000)

  it('gives up at the end of the window with one line to print, and no stack in it', async () => {
    const relay = redisRelay(await freePort(), new URL(redisUrl as string))
    const lines: string[] = []
    const failure = await build(
      relay,
      { firstDelayMs: 50, log: (l) => lines.push(l) },
      { waitMs: 150 },
    ).catch((err: unknown) => err)
    expect(failure).toBeInstanceOf(RedisStartError)
    expect((failure as Error).message).toBe(
      `redis unreachable after 3 attempts: connect ECONNREFUSED 127.0.0.1:${relay.port}`,
    )
    expect(lines).toHaveLength(2)
  })

  it('tells an outage in one line when it starts and one when it ends, not once per reconnect attempt', async () => {
    const relay = redisRelay(await freePort(), new URL(redisUrl as string))
    relays.push(relay)
    await relay.open()
    const log: string[] = []
    const app = await build(relay, {}, { log })
    apps.push(app)
    const redisLines = () => log.filter((l) => /redis/i.test(l))
    expect(redisLines()).toEqual([])

    relay.refuse()
    await expect.poll(() => redisLines().length, { timeout: 5000 }).toBe(1)
    // Events emitted meanwhile cannot reach the other instances: counted, not logged one by one.
    for (let i = 0; i < 20; i++) app.hub.toUser(`user-${i}`).emit({ type: 'wallet.updated', balance: i })
    // ioredis tries again and again (each a hang-up here, each an 'error' or 'close' event).
    await expect.poll(() => relay.refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(12)
    relay.heal()
    await expect.poll(() => redisLines().length, { timeout: 15_000 }).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 1000))

    const lines = redisLines().map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown })
    expect(lines).toHaveLength(2)
    expect(lines[0]?.msg).toMatch(/^realtime: redis link lost \(.+\); reconnecting/)
    expect(lines[1]?.msg).toMatch(
      /^realtime: redis is back after \d+\.\d s \(last error: .+\); 20 events could not be sent meanwhile; connected clients are told to catch up$/,
    )
    for (const line of lines) expect(line.err).toBeUndefined()
    expect(log.join('\n')).not.toContain('"stack"')
    console.info(
      `redis outage: ${relay.refused} refused reconnects, ${lines.length} log lines: ${lines[1]?.msg}`,
    )
  }, 40_000)

  it('tells the connected sockets to catch up, once, when the Redis connection drops and comes back', async () => {
    const relay = redisRelay(await freePort(), new URL(redisUrl as string))
    relays.push(relay)
    await relay.open()
    const app = await build(relay, {})
    apps.push(app)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const user = await signUp(app)
    const { port } = app.server.address() as { port: number }
    const socket = connectSocket(`http://127.0.0.1:${port}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: user.cookie },
      reconnection: false,
      forceNew: true,
    })
    sockets.push(socket)
    const events: ServerEvent[] = []
    socket.on(SERVER_EVENT, (e: ServerEvent) => events.push(e))
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    // Nothing was lost on the first connection: no catch-up yet.
    app.hub.toUser(user.id).emit({ type: 'wallet.updated', balance: 1 })
    await expect.poll(() => events.length, { timeout: 5000 }).toBe(1)
    expect(events).toEqual([{ type: 'wallet.updated', balance: 1 }])

    const before = relay.accepted
    relay.dropAll()
    // ioredis reconnects both clients through the relay; the socket hears one catch-up for both.
    await expect
      .poll(() => events.filter((e) => e.type === 'realtime.resumed').length, { timeout: 15_000 })
      .toBe(1)
    expect(relay.accepted).toBeGreaterThanOrEqual(before + 2)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(events.filter((e) => e.type === 'realtime.resumed')).toHaveLength(1)
    expect(socket.connected).toBe(true)
  })
})

describe('the server started while Redis stays down', () => {
  it('waits the whole window, one line per attempt, then exits with one line and no stack', async () => {
    const port = await freePort()
    const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-redis-down-'))
    // Longer than Fastify's 10 s plugin timeout, which used to end the wait with a stack.
    const waitMs = 11_000
    const started = Date.now()
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_START_WAIT_MS: String(waitMs),
        VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
        VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
      },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const guard = setTimeout(() => child.kill('SIGKILL'), 150_000)
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    clearTimeout(guard)
    rmSync(dataDir, { recursive: true, force: true })
    const waited = Date.now() - started

    expect(code).toBe(1)
    const lines = output.trim().split('\n')
    const attempts = startDelays({ waitMs }).length + 1
    expect(lines.at(-1)).toBe(
      `redis unreachable after ${attempts} attempts: connect ECONNREFUSED 127.0.0.1:${port}`,
    )
    const waits = lines.slice(0, -1).map((line) => (JSON.parse(line) as { msg: string }).msg)
    expect(waits).toHaveLength(attempts - 1)
    for (const [i, msg] of waits.entries())
      expect(msg).toMatch(
        new RegExp(`^redis unreachable \\(attempt ${i + 1} of ${attempts}\\): connect ECONNREFUSED`),
      )
    expect(output).not.toMatch(/^\s+at /m)
    expect(waited).toBeGreaterThan(waitMs)
    console.info(
      `redis down for the whole window: exit 1 after ${(waited / 1000).toFixed(1)} s, ${lines.length} lines`,
    )
  }, 170_000)
})
