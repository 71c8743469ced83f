import { createServer, type Socket as NetSocket, type Server, connect as tcpConnect } from 'node:net'
import { REALTIME_PATH, SERVER_EVENT, type ServerEvent } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { signUp } from '../test/auth-helpers'
import { testConfig } from '../test/build-test-app'
import { openTestDatabase } from '../test/test-database'
import { RedisStartError } from './redis-link'

// The shared Redis is never stopped: a relay in front of it is what comes, goes and drops.
const redisUrl = process.env.REDIS_URL

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A TCP relay to Redis on `port`: closed until opened; `dropAll` cuts every relayed connection. */
function redisRelay(port: number, target: URL) {
  let server: Server | undefined
  const pairs = new Set<[NetSocket, NetSocket]>()
  let accepted = 0
  return {
    port,
    get accepted() {
      return accepted
    },
    async open() {
      server = createServer((client) => {
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
) {
  return buildApp({
    config: testConfig({ redisUrl: `redis://127.0.0.1:${relay.port}`, signUpRateLimit: 10_000 }),
    database: { ...database, close: async () => {} },
    logger: false,
    redisStartRetry: retry,
  })
}

describe.runIf(redisUrl)('an instance and its Redis link', () => {
  it('waits for a Redis that is down at start-up, one line per attempt with a doubling delay, and comes up when it answers', async () => {
    const relay = redisRelay(await freePort(), new URL(redisUrl as string))
    relays.push(relay)
    const lines: string[] = []
    const starting = build(relay, {
      attempts: 30,
      firstDelayMs: 100,
      maxDelayMs: 400,
      log: (l) => lines.push(l),
    })
    // Redis is down (nothing listens): the instance keeps trying instead of exiting.
    await expect.poll(() => lines.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4)
    await relay.open()
    const app = await starting
    apps.push(app)

    const attempts = lines.length
    for (const [i, line] of lines.entries()) {
      expect(line).not.toContain('\n')
      expect(line).toMatch(
        new RegExp(
          `^redis unreachable \\(attempt ${i + 1} of 30\\): connect ECONNREFUSED 127\\.0\\.0\\.1:${relay.port}; retrying in \\d+ ms$`,
        ),
      )
    }
    expect(lines.slice(0, 4).map((l) => Number(l.match(/retrying in (\d+) ms/)?.[1]))).toEqual([
      100, 200, 400, 400,
    ])
    // Up, and its publisher and subscriber came through the relay once it opened.
    expect(relay.accepted).toBeGreaterThanOrEqual(2)
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    console.info(`redis down at start-up: ${attempts} attempts logged, then up`)
  })

  it('gives up after the last attempt with one line to print, and no stack in it', async () => {
    const relay = redisRelay(await freePort(), new URL(redisUrl as string))
    const lines: string[] = []
    const failure = await build(relay, { attempts: 3, firstDelayMs: 50, log: (l) => lines.push(l) }).catch(
      (err: unknown) => err,
    )
    expect(failure).toBeInstanceOf(RedisStartError)
    expect((failure as Error).message).toBe(
      `redis unreachable after 3 attempts: connect ECONNREFUSED 127.0.0.1:${relay.port}`,
    )
    expect(lines).toHaveLength(2)
  })

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
