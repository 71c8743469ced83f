import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type Socket as NetSocket, type Server, connect as tcpConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REALTIME_PATH, SERVER_EVENT, type ServerEvent } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { createTestClock } from './lib/clock'
import { signUp } from './test/auth-helpers'
import { createMemoryMailer, testConfig } from './test/build-test-app'
import { openTestDatabase } from './test/test-database'

// The real PostgreSQL and Redis are what fail in production; PGlite cannot lose a connection.
const pgUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.REDIS_URL

function baseUrl(app: FastifyInstance) {
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })

describe.runIf(pgUrl)('losing database connections mid-traffic', () => {
  let app: FastifyInstance
  let dbName: string
  let admin: pg.Client

  beforeAll(async () => {
    const database = await openTestDatabase()
    // No session cache: every /api/me below reaches the database.
    app = await buildApp({
      config: testConfig({ sessionCacheMs: 0, signUpRateLimit: 10_000 }),
      database,
      mailer: createMemoryMailer(),
      clock: createTestClock(),
      logger: false,
    })
    await app.ready()
    const { rows } = await (app.db as unknown as { $client: pg.Pool }).$client.query(
      'select current_database() as name',
    )
    dbName = rows[0].name
    admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
  })
  afterAll(async () => {
    await admin?.end()
    await app?.close()
  })

  it('keeps serving while every pooled connection is terminated again and again (pg_terminate_backend)', async () => {
    const user = await signUp(app)
    const statuses: number[] = []
    let traffic = true
    const clients = Array.from({ length: 8 }, async () => {
      while (traffic) statuses.push((await me(app, user.cookie)).statusCode)
    })
    let terminated = 0
    for (let round = 0; round < 10; round++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) t',
        [dbName],
      )
      terminated += rows[0].n
      await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan((round + 1) * 20)
    }
    traffic = false
    await Promise.all(clients)
    // Idle connections were lost too: the process is still here (an unhandled 'error' would end it).
    expect(terminated).toBeGreaterThan(10)
    // A request caught on a dying connection is a clear 503, never a 500.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([])
    expect((await me(app, user.cookie)).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200)
    console.info(
      `pg_terminate_backend: ${terminated} connections over 10 rounds; ${statuses.length} requests, ${statuses.filter((s) => s === 503).length} answered 503`,
    )
  })
})

/**
 * A TCP relay in front of PostgreSQL that can go silent: it keeps every connection open and
 * accepts new ones, but passes nothing either way, as a network partition does.
 */
async function startRelay(target: { host: string; port: number }) {
  let silent = false
  const pairs = new Set<[NetSocket, NetSocket]>()
  const server: Server = createServer((client) => {
    if (silent) {
      client.on('error', () => {})
      pairs.add([client, client])
      return
    }
    const upstream = tcpConnect(target.port, target.host)
    const pair: [NetSocket, NetSocket] = [client, upstream]
    pairs.add(pair)
    for (const s of pair) s.on('error', () => {})
    client.on('data', (d) => silent || upstream.write(d))
    upstream.on('data', (d) => silent || client.write(d))
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    port,
    blackHole() {
      silent = true
    },
    restore() {
      silent = false
      // Connections caught in the silence are beyond saving: drop them, as a healed network would.
      for (const [a, b] of pairs) {
        a.destroy()
        b.destroy()
      }
      pairs.clear()
    },
    async close() {
      this.restore()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe.runIf(pgUrl)('a black-holed database', () => {
  let app: FastifyInstance
  let relay: Awaited<ReturnType<typeof startRelay>>
  let cleanup: () => Promise<void>
  const timeouts = { connectTimeoutMs: 800, statementTimeoutMs: 1000, idleInTransactionTimeoutMs: 2000 }

  beforeAll(async () => {
    // A throw-away database, reached through the relay.
    const direct = await openTestDatabase()
    const { rows } = await (direct.db as unknown as { $client: pg.Pool }).$client.query(
      'select current_database() as name',
    )
    const server = new URL(pgUrl as string)
    relay = await startRelay({ host: server.hostname, port: Number(server.port || 5432) })
    const viaRelay = new URL(pgUrl as string)
    viaRelay.hostname = '127.0.0.1'
    viaRelay.port = String(relay.port)
    viaRelay.pathname = `/${rows[0].name}`
    const database = await openDatabase({ url: viaRelay.toString(), timeouts })
    app = await buildApp({
      config: testConfig({ sessionCacheMs: 0, signUpRateLimit: 10_000 }),
      database,
      mailer: createMemoryMailer(),
      clock: createTestClock(),
      logger: false,
    })
    await app.ready()
    cleanup = async () => {
      await app.close()
      await relay.close()
      await direct.close()
    }
  })
  afterAll(() => cleanup?.())

  it('fails requests within the timeout with a clear 503, answers /health, and recovers', async () => {
    const user = await signUp(app)
    expect((await me(app, user.cookie)).statusCode).toBe(200)
    relay.blackHole()

    const started = Date.now()
    const [signedIn, ready, health] = await Promise.all([
      me(app, user.cookie),
      app.inject({ method: 'GET', url: '/ready' }),
      app.inject({ method: 'GET', url: '/health' }),
    ])
    const waited = Date.now() - started
    expect(signedIn.statusCode).toBe(503)
    expect(signedIn.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Mithaq is briefly unavailable. Please try again in a moment.',
    })
    expect(signedIn.headers['retry-after']).toBe('5')
    expect(ready.statusCode).toBe(503)
    expect(health.statusCode).toBe(200)
    // The statement timeout plus the client's margin, and some room for a loaded machine.
    expect(waited).toBeLessThan(timeouts.statementTimeoutMs + 1000 + 3000)

    // A new connection into the silence gives up after the connect timeout.
    const fresh = await Promise.all(Array.from({ length: 25 }, () => me(app, user.cookie)))
    expect(fresh.map((r) => r.statusCode).filter((s) => s !== 503)).toEqual([])

    relay.restore()
    await expect.poll(async () => (await me(app, user.cookie)).statusCode, { timeout: 15_000 }).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200)
    console.info(`black hole: first answers after ${waited} ms`)
  })
})

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const s = tcpConnect(port, '127.0.0.1')
    s.once('connect', () => {
      s.destroy()
      resolve(true)
    })
    s.once('error', () => resolve(false))
  })
}

/** A private redis-server, so stopping it leaves the shared one on 6379 alone. */
async function startRedis(port: number): Promise<ChildProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'mithaq-redis-'))
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  )
  // Until it accepts connections (it prints nothing we wait for).
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (tries > 200) throw new Error('redis-server did not start')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return child
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

describe.runIf(pgUrl && redisUrl)('a Redis outage between two instances', () => {
  let a: FastifyInstance
  let b: FastifyInstance
  let redis: ChildProcess
  let port: number
  let db: Awaited<ReturnType<typeof openTestDatabase>>
  const sockets: Socket[] = []

  beforeAll(async () => {
    port = await freePort()
    redis = await startRedis(port)
    db = await openTestDatabase()
    const config = testConfig({ redisUrl: `redis://127.0.0.1:${port}`, signUpRateLimit: 10_000 })
    const clock = createTestClock()
    a = await buildApp({ config, database: db, clock, logger: false })
    b = await buildApp({ config, database: { ...db, close: async () => {} }, clock, logger: false })
    await a.listen({ port: 0, host: '127.0.0.1' })
    await b.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    for (const s of sockets) s.disconnect()
    await b?.close()
    await a?.close()
    if (redis) await stopRedis(redis)
  })

  it('keeps both instances up while Redis is away, and fans out again once it is back', async () => {
    const user = await signUp(a)
    const socket = connectSocket(baseUrl(b), {
      path: REALTIME_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: user.cookie },
      reconnection: false,
      forceNew: true,
    })
    sockets.push(socket)
    const balances: number[] = []
    socket.on(SERVER_EVENT, (e: ServerEvent) => {
      if (e.type === 'wallet.updated') balances.push(e.balance)
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    const emitFromA = (balance: number) => a.hub.toUser(user.id).emit({ type: 'wallet.updated', balance })

    emitFromA(1)
    await expect.poll(() => balances.includes(1), { timeout: 5000 }).toBe(true)

    await stopRedis(redis)
    // Emits while Redis is down fail quietly; HTTP keeps answering on both instances.
    for (let i = 0; i < 20; i++) emitFromA(100 + i)
    expect((await me(a, user.cookie)).statusCode).toBe(200)
    expect((await me(b, user.cookie)).statusCode).toBe(200)
    expect((await a.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)

    redis = await startRedis(port)
    // ioredis reconnects on its own and the adapter subscribes again: keep emitting until B hears.
    let n = 1000
    await expect
      .poll(
        () => {
          emitFromA(++n)
          return balances.some((x) => x >= 1000)
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true)
    expect(socket.connected).toBe(true)
  })
})
