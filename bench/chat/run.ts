import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { createServer } from 'node:net'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REALTIME_PATH, SERVER_EVENT, type ServerEvent, TOKEN_RULES } from '@mithaq/domain'
import { io, type Socket } from 'socket.io-client'
import { openDatabase } from '../../apps/server/src/db/client'
import { matches, profiles, sessions, tokenTransactions, users } from '../../apps/server/src/db/schema'
import { ms, percentiles } from '../discovery/stats'
import { admin, adminUrl, throwAway } from '../shared/postgres'

// Usage: npm run bench:chat -w @mithaq/bench
//   BENCH_DATABASE_URL   admin URL of the PostgreSQL server (default: the local one)
//   BENCH_CHAT_USERS     comma-separated user counts (default 200,1000)
//   BENCH_CHAT_SECONDS   measured seconds per run (default 30), after BENCH_CHAT_WARMUP seconds (default 5)
//   BENCH_CHAT_INTERVAL_MS  how often each user sends (default 5000)
//   BENCH_KEEP=1         keep the database
//   BENCH_CPU_PROF=<dir> write a CPU profile of the server process
const userCounts = (process.env.BENCH_CHAT_USERS ?? '200,1000').split(',').map(Number)
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 30)
const warmupSeconds = Number(process.env.BENCH_CHAT_WARMUP ?? 5)
const intervalMs = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 5000)
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const log = (line: string) => console.log(line)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface BenchUser {
  id: string
  /** The signed session cookie, as a browser holds it after signing in. */
  cookie: string
  matchId: string
  partnerId: string
}

const AUTH_SECRET = 'bench-secret-that-is-long-enough-for-better-auth'
/** better-auth's signed session cookie for a session token (what a browser sends). */
const sessionCookie = (token: string) =>
  `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', AUTH_SECRET).update(token).digest('base64')}`)}`

/** CPU seconds a process has used so far (Linux /proc), to report the server's cost per message. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Users, sessions, funded profiles and unlocked matches in pairs, written straight to the database. */
async function seed(dbUrl: string, count: number): Promise<BenchUser[]> {
  const database = await openDatabase({ url: dbUrl })
  const { db } = database
  const now = new Date()
  const people = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    token: randomBytes(24).toString('base64url'),
    i,
  }))
  const chunks = <T>(rows: T[], size = 500) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, k) => rows.slice(k * size, (k + 1) * size))
  for (const part of chunks(people)) {
    await db
      .insert(users)
      .values(part.map((p) => ({ id: p.id, email: `bench-${p.i}-${p.id.slice(0, 6)}@mithaq.test` })))
    await db.insert(sessions).values(
      part.map((p) => ({
        userId: p.id,
        token: p.token,
        expiresAt: new Date(now.getTime() + 7 * 86_400_000),
      })),
    )
    await db.insert(profiles).values(
      part.map((p) => ({
        id: p.id,
        name: `User ${p.i}`,
        sex: p.i % 2 === 0 ? ('female' as const) : ('male' as const),
        country: 'United Kingdom',
        city: 'London',
        birthday: '1995-06-01',
        aboutMe: 'Benchmark user',
        nationality: ['United Kingdom'],
        height: 170,
        maritalStatus: 'Never Married',
        tokenBalance: TOKEN_RULES.welcomeGrant - TOKEN_RULES.unlockStandard,
      })),
    )
    await db.insert(tokenTransactions).values(
      part.flatMap((p) => [
        {
          userId: p.id,
          amount: TOKEN_RULES.welcomeGrant,
          type: 'grant' as const,
          description: 'Welcome tokens',
        },
        {
          userId: p.id,
          amount: -TOKEN_RULES.unlockStandard,
          type: 'payment' as const,
          description: 'Chat unlock',
        },
      ]),
    )
  }
  const result: BenchUser[] = []
  const pairs = chunks(
    Array.from({ length: Math.floor(count / 2) }, (_, k) => [people[2 * k]!, people[2 * k + 1]!] as const),
  )
  for (const part of pairs) {
    const rows = await db
      .insert(matches)
      .values(
        part.map(([a, b]) => {
          const [p1, p2] = a.id < b.id ? [a.id, b.id] : [b.id, a.id]
          return {
            profile1Id: p1,
            profile2Id: p2,
            user1Paid: true,
            user2Paid: true,
            user1PaidAmount: TOKEN_RULES.unlockStandard,
            user2PaidAmount: TOKEN_RULES.unlockStandard,
            chatUnlocked: true,
            initialTimerExpiresAt: new Date(now.getTime() + TOKEN_RULES.initialTimerMs),
          }
        }),
      )
      .returning({ id: matches.id, p1: matches.profile1Id, p2: matches.profile2Id })
    for (const [a, b] of part) {
      const row = rows.find((r) => r.p1 === a.id || r.p2 === a.id)!
      result.push({ id: a.id, cookie: sessionCookie(a.token), matchId: row.id, partnerId: b.id })
      result.push({ id: b.id, cookie: sessionCookie(b.token), matchId: row.id, partnerId: a.id })
    }
  }
  await database.close()
  return result
}

function startServer(dbUrl: string, port: number, dataDir: string): ChildProcess {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there, to see where its time goes.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      WEB_DIST: join(os.tmpdir(), 'mithaq-bench-no-web'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return child
}

async function waitForServer(base: string) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${base}/api/me`)
      if (res.status === 401) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error('the server did not start')
}

async function connectAll(base: string, people: BenchUser[]) {
  const sockets: Socket[] = []
  for (let k = 0; k < people.length; k += 50) {
    const batch = people.slice(k, k + 50).map(
      (p) =>
        new Promise<Socket>((ok, fail) => {
          const socket = io(base, {
            path: REALTIME_PATH,
            transports: ['websocket'],
            extraHeaders: { cookie: p.cookie },
            reconnection: false,
            forceNew: true,
          })
          socket.once('connect', () => ok(socket))
          socket.once('connect_error', fail)
        }),
    )
    sockets.push(...(await Promise.all(batch)))
  }
  return sockets
}

// node:http with kept-alive connections: the load generator shares the server's two cores, and
// fetch costs it several times the CPU per request.
const agent = new Agent({ keepAlive: true, maxSockets: 256 })

/** POSTs JSON with the user's cookie; resolves with the status once the body is read. */
function post(url: string, cookie: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body)
  return new Promise((resolveStatus, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume()
        res.once('end', () => resolveStatus(res.statusCode ?? 0))
        res.once('error', reject)
      },
    )
    req.once('error', reject)
    req.end(payload)
  })
}

interface RunResult {
  users: number
  sent: number
  delivered: number
  lost: number
  failed: number
  perSecond: number
  delivery: ReturnType<typeof percentiles>
  http: ReturnType<typeof percentiles>
  /** Server CPU milliseconds per message sent, and the load generator's. */
  serverCpuMs: number
  clientCpuMs: number
  /** Delivery p95 of each 5 s window of the measured time, in order. */
  windowP95: number[]
}

async function run(base: string, people: BenchUser[], serverPid: number): Promise<RunResult> {
  const sockets = await connectAll(base, people)
  const sentAt = new Map<string, number>()
  const deliveries: number[] = []
  /** Delivery latencies by the 5 s window their message was sent in, to show when the slow ones happen. */
  const byWindow = new Map<number, number[]>()
  let t0 = 0
  const httpTimes: number[] = []
  let measuring = false
  let sent = 0
  let failed = 0
  let delivered = 0
  const failures = new Map<string, number>()

  sockets.forEach((socket, k) => {
    const me = people[k]!.id
    socket.on(SERVER_EVENT, (event: ServerEvent) => {
      if (event.type !== 'message.created' || event.message.senderId === me) return
      const start = sentAt.get(event.message.clientId)
      if (start === undefined) return
      sentAt.delete(event.message.clientId)
      delivered += 1
      const latency = performance.now() - start
      deliveries.push(latency)
      const window = Math.floor((start - t0) / 5000)
      byWindow.set(window, [...(byWindow.get(window) ?? []), latency])
    })
  })

  async function sendOne(p: BenchUser) {
    const clientId = randomUUID()
    const start = performance.now()
    if (measuring) {
      sentAt.set(clientId, start)
      sent += 1
    }
    try {
      const status = await post(`${base}/api/matches/${p.matchId}/messages`, p.cookie, {
        content: `Salaam at ${Date.now()}`,
        clientId,
      })
      if (status !== 201) throw new Error(`HTTP ${status}`)
      if (measuring) httpTimes.push(performance.now() - start)
    } catch (error) {
      if (measuring) {
        failed += 1
        sentAt.delete(clientId)
        const reason = (error as Error).message
        failures.set(reason, (failures.get(reason) ?? 0) + 1)
      }
    }
  }

  // Each user sends every interval, starting at a random offset so the load is even.
  const timers: NodeJS.Timeout[] = []
  for (const p of people) {
    const offset = Math.random() * intervalMs
    timers.push(
      setTimeout(() => {
        void sendOne(p)
        timers.push(setInterval(() => void sendOne(p), intervalMs))
      }, offset),
    )
  }
  await sleep(warmupSeconds * 1000)
  measuring = true
  t0 = performance.now()
  const server0 = cpuSeconds(serverPid)
  const client0 = process.cpuUsage()
  await sleep(seconds * 1000)
  measuring = false
  const elapsed = (performance.now() - t0) / 1000
  const serverCpu = cpuSeconds(serverPid) - server0
  const clientUsage = process.cpuUsage(client0)
  for (const t of timers) clearTimeout(t)
  // Let the last messages arrive before counting any as lost.
  await sleep(3000)
  for (const s of sockets) s.disconnect()
  if (failures.size > 0) log(`  failed sends: ${JSON.stringify(Object.fromEntries(failures))}`)
  return {
    users: people.length,
    sent,
    delivered,
    lost: sentAt.size,
    failed,
    perSecond: delivered / elapsed,
    windowP95: [...byWindow.entries()].sort(([a], [b]) => a - b).map(([, l]) => percentiles(l).p95),
    delivery: percentiles(deliveries),
    http: percentiles(httpTimes),
    serverCpuMs: (serverCpu * 1000) / Math.max(1, sent),
    clientCpuMs: (clientUsage.user + clientUsage.system) / 1000 / Math.max(1, sent),
  }
}

async function main() {
  const dbName = `mithaq_bench_chat_${randomBytes(4).toString('hex')}`
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  const serverVersion = await admin(async (c) => {
    await c.query(`create database ${dbName}`)
    return (await c.query('show server_version')).rows[0].server_version as string
  })
  const dataDir = mkdtempSync(join(os.tmpdir(), 'mithaq-bench-chat-'))
  let child: ChildProcess | undefined
  // Ctrl-C: the server stops too, and the database and folder go.
  const throwAwayRun = throwAway(dbName, [dataDir], () => child?.kill('SIGTERM'))
  try {
    const maxUsers = Math.max(...userCounts)
    log(
      `Database ${dbName} on PostgreSQL ${serverVersion}; seeding ${maxUsers} users in ${maxUsers / 2} unlocked matches`,
    )
    const people = await seed(url.toString(), maxUsers)
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    child = startServer(url.toString(), port, dataDir)
    await waitForServer(base)
    log(
      `One server instance (separate process), ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} before the runs; each user sends every ${intervalMs} ms; ${warmupSeconds} s warm-up, ${seconds} s measured`,
    )
    const rows: string[] = []
    for (const n of userCounts) {
      const r = await run(base, people.slice(0, n), child.pid!)
      const line = `| ${r.users} | ${r.sent} | ${r.delivered} | ${r.lost + r.failed} | ${r.perSecond.toFixed(1)} | ${ms(r.delivery.p50)} | ${ms(r.delivery.p95)} | ${ms(r.delivery.p99)} | ${ms(r.http.p50)} | ${ms(r.http.p95)} |`
      rows.push(line)
      log(`  delivery p95 per 5 s window: ${r.windowP95.map((v) => ms(v)).join(', ')} ms`)
      log(
        `N=${r.users}: ${r.delivered}/${r.sent} delivered (${r.lost} lost, ${r.failed} failed), ${r.perSecond.toFixed(1)} msg/s; delivery p50 ${ms(r.delivery.p50)} ms, p95 ${ms(r.delivery.p95)} ms, p99 ${ms(r.delivery.p99)} ms; HTTP p50 ${ms(r.http.p50)} ms, p95 ${ms(r.http.p95)} ms; CPU per message: server ${ms(r.serverCpuMs)} ms, load generator ${ms(r.clientCpuMs)} ms; load average ${os.loadavg()[0]!.toFixed(1)}`,
      )
    }
    log('')
    log(
      '| Users | Sent | Delivered | Lost or failed | Messages/s | Delivery p50 ms | p95 | p99 | HTTP send p50 ms | p95 |',
    )
    log('|---|---|---|---|---|---|---|---|---|---|')
    for (const line of rows) log(line)
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    await throwAwayRun.cleanUp()
  }
}

await main()
