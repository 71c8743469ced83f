import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TOKEN_RULES } from '@mithaq/domain'
import { openDatabase } from '../../apps/server/src/db/client'
import { matches, profiles, sessions, tokenTransactions, users } from '../../apps/server/src/db/schema'
import { ms as msOf } from '../discovery/stats'
import { cpuDescription } from '../shared/machine'
import { admin, adminUrl } from '../shared/postgres'
import type { ChatResult, HttpResult, Job } from './load'

// Usage: npm run bench:chat -w @mithaq/bench   (every parameter is printed first)
//   BENCH_DATABASE_URL   admin URL of the PostgreSQL server (default: the local one)
//   BENCH_REDIS_URL      Redis for the Socket.IO adapter and the session cache (default redis://127.0.0.1:6379)
//   BENCH_CHAT_RUNS      chat runs as instances x users (default 1x1000,2x1000,2x3000)
//   BENCH_CHAT_SECONDS   measured seconds per chat run (default 30), after BENCH_CHAT_WARMUP seconds (default 5)
//   BENCH_CHAT_INTERVAL_MS  how often each user sends in the chat runs (default 5000)
//   BENCH_CHAT_KNEE      one instance's knee: messages per second to try in turn, stopping at the first
//                        step with p95 > 50 ms or a message lost (default 200,300,400,500,600,700,800; '' skips)
//   BENCH_CHAT_KNEE_USERS   connected users for the knee (default 1000); BENCH_CHAT_KNEE_SECONDS (default 20)
//   BENCH_CHAT_HTTP_SECONDS seconds per path of the HTTP run (default 10; 0 skips), BENCH_CHAT_HTTP_CONCURRENCY (default 32)
//   BENCH_CHAT_HTTP_PATHS   the paths the HTTP run measures, comma-separated (default /api/me,/api/discover,/api/matches)
//   BENCH_KEEP=1         keep the database
//   BENCH_CPU_PROF=<dir> write CPU profiles of the server processes
const chatRuns = (process.env.BENCH_CHAT_RUNS ?? '1x1000,2x1000,2x3000')
  .split(',')
  .filter(Boolean)
  .map((r) => {
    const [instances, users] = r.split('x').map(Number)
    return { instances: instances!, users: users! }
  })
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 30)
const warmupSeconds = Number(process.env.BENCH_CHAT_WARMUP ?? 5)
const intervalMs = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 5000)
const kneeRates = (process.env.BENCH_CHAT_KNEE ?? '200,300,400,500,600,700,800')
  .split(',')
  .filter(Boolean)
  .map(Number)
const kneeUsers = Number(process.env.BENCH_CHAT_KNEE_USERS ?? 1000)
const kneeSeconds = Number(process.env.BENCH_CHAT_KNEE_SECONDS ?? 20)
const httpSeconds = Number(process.env.BENCH_CHAT_HTTP_SECONDS ?? 10)
const httpConcurrency = Number(process.env.BENCH_CHAT_HTTP_CONCURRENCY ?? 32)
const httpPaths = (process.env.BENCH_CHAT_HTTP_PATHS ?? '/api/me,/api/discover,/api/matches')
  .split(',')
  .filter(Boolean)
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** The message rate limit is 60 a minute per user: no user sends more often than this. */
const MIN_INTERVAL_MS = 1100
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

function startServer(dbUrl: string, port: number): ChildProcess {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there, to see where its time goes.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(join(os.tmpdir(), 'mithaq-bench-chat-')),
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
  // Two minutes: on a machine shared by many, tsx compiling the server takes a while.
  for (let i = 0; i < 1200; i++) {
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

/** Everything this run started, stopped on the way out, also on Ctrl-C. */
const children = new Set<ChildProcess>()
function stopChild(child: ChildProcess): Promise<void> {
  children.delete(child)
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  child.kill('SIGTERM')
  return exited
}

/** The load generator: its own process (load.ts), one job at a time over IPC. */
function startLoadGenerator() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'bench/chat/load.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  children.add(child)
  return {
    child,
    run<T>(job: Job, onMessage: (type: string) => void = () => {}): Promise<T> {
      return new Promise((ok, fail) => {
        const listener = (m: { type: string; result?: T; message?: string }) => {
          if (m.type === 'result') {
            child.off('message', listener)
            ok(m.result as T)
          } else if (m.type === 'error') {
            child.off('message', listener)
            fail(new Error(m.message))
          } else onMessage(m.type)
        }
        child.on('message', listener)
        child.send(job)
      })
    },
  }
}

interface Instance {
  child: ChildProcess
  base: string
}

async function startInstance(dbUrl: string): Promise<Instance> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = startServer(dbUrl, port)
  children.add(child)
  await waitForServer(base)
  return { child, base }
}

/** Percentiles of nothing arrive over IPC as null (JSON has no NaN). */
const ms = (v: number | null) => (v === null || Number.isNaN(v) ? '—' : msOf(v))

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

async function main() {
  const dbName = `mithaq_bench_chat_${randomBytes(4).toString('hex')}`
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  let dropped = false
  const cleanUp = async () => {
    await Promise.all([...children].map(stopChild))
    if (!dropped && process.env.BENCH_KEEP !== '1') {
      dropped = true
      await admin((c) => c.query(`drop database if exists ${dbName} with (force)`))
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`\n${signal}: stopping the servers and the load generator, dropping ${dbName}`)
      cleanUp()
        .catch((error) => console.error(error))
        .finally(() => process.exit(130))
    })
  }

  log(
    `bench/chat: BENCH_CHAT_RUNS=${chatRuns.map((r) => `${r.instances}x${r.users}`).join(',')} BENCH_CHAT_SECONDS=${seconds} BENCH_CHAT_WARMUP=${warmupSeconds} BENCH_CHAT_INTERVAL_MS=${intervalMs} BENCH_CHAT_KNEE=${kneeRates.join(',')} BENCH_CHAT_KNEE_USERS=${kneeUsers} BENCH_CHAT_KNEE_SECONDS=${kneeSeconds} BENCH_CHAT_HTTP_SECONDS=${httpSeconds} BENCH_CHAT_HTTP_CONCURRENCY=${httpConcurrency} BENCH_CHAT_HTTP_PATHS=${httpPaths.join(',')} BENCH_REDIS_URL=${redisUrl}`,
  )
  const serverVersion = await admin(async (c) => {
    await c.query(`create database ${dbName}`)
    return (await c.query('show server_version')).rows[0].server_version as string
  })
  try {
    const maxUsers = Math.max(kneeUsers, ...chatRuns.map((r) => r.users), httpConcurrency)
    const maxInstances = Math.max(1, ...chatRuns.map((r) => r.instances))
    log(
      `Database ${dbName} on PostgreSQL ${serverVersion}; seeding ${maxUsers} users in ${maxUsers / 2} unlocked matches`,
    )
    const people = await seed(url.toString(), maxUsers)
    const instances: Instance[] = []
    for (let i = 0; i < maxInstances; i++) instances.push(await startInstance(url.toString()))
    const load = startLoadGenerator()
    log(
      `Machine: ${cpuDescription()}, Node ${process.version}, PostgreSQL ${serverVersion}; ${maxInstances} server instance(s) (NODE_ENV=production, Socket.IO Redis adapter), load generator in its own process; load average ${loadAverage()}`,
    )

    /** One chat run on the first `n` instances; CPU of each instance over the measured window. */
    const chatRun = async (n: number, users: BenchUser[], interval: number, measured: number) => {
      const pids = instances.slice(0, n).map((i) => i.child.pid!)
      let before: number[] = []
      let cpu: number[] = []
      const result = await load.run<ChatResult>(
        {
          kind: 'chat',
          bases: instances.slice(0, n).map((i) => i.base),
          users: users.map((u) => ({ id: u.id, cookie: u.cookie, matchId: u.matchId })),
          intervalMs: interval,
          warmupSeconds,
          seconds: measured,
        },
        (type) => {
          if (type === 'measure-start') before = pids.map(cpuSeconds)
          if (type === 'measure-end') cpu = pids.map((pid, k) => cpuSeconds(pid) - before[k]!)
        },
      )
      return { ...result, cpu }
    }
    const cpuPerMessage = (r: Awaited<ReturnType<typeof chatRun>>) =>
      r.cpu.map((c, k) => `${ms((c * 1000) / Math.max(1, r.sentPerInstance[k]!))}`).join(' + ')
    const describe = (r: Awaited<ReturnType<typeof chatRun>>) =>
      `${r.delivered}/${r.sent} delivered (${r.lost} lost, ${r.failed} failed${r.failed ? ` ${JSON.stringify(r.failures)}` : ''}), ${r.perSecond.toFixed(0)} msg/s; delivery p50 ${ms(r.delivery.p50)} ms, p95 ${ms(r.delivery.p95)} ms, p99 ${ms(r.delivery.p99)} ms; HTTP p95 ${ms(r.http.p95)} ms; server CPU per message by instance ${cpuPerMessage(r)} ms, load generator ${ms(r.clientCpuMs)} ms; load average ${loadAverage()}`

    const rows: string[] = []
    for (const { instances: n, users } of chatRuns) {
      log(`\nChat: ${n} instance(s), ${users} users, each sending every ${intervalMs} ms...`)
      const r = await chatRun(n, people.slice(0, users), intervalMs, seconds)
      log(`  delivery p95 per 5 s window: ${r.windowP95.map((v) => ms(v)).join(', ')} ms`)
      log(`  ${describe(r)}`)
      rows.push(
        `| ${n} | ${users} | ${r.sent} | ${r.delivered} | ${r.lost + r.failed} | ${r.perSecond.toFixed(0)} | ${ms(r.delivery.p50)} | ${ms(r.delivery.p95)} | ${ms(r.delivery.p99)} | ${cpuPerMessage(r)} | ${loadAverage()} |`,
      )
    }

    let knee = ''
    if (kneeRates.length > 0) {
      log(`\nKnee of one instance: ${kneeUsers} users connected, messages per second stepped up`)
      let lastGood: number | undefined
      for (const rate of kneeRates) {
        const interval = Math.max(MIN_INTERVAL_MS, Math.round((kneeUsers * 1000) / rate))
        const r = await chatRun(1, people.slice(0, kneeUsers), interval, kneeSeconds)
        const ok = r.delivery.p95 <= 50 && r.lost + r.failed === 0
        log(
          `  ${rate} msg/s asked (every ${interval} ms): ${describe(r)} -> ${ok ? 'below the knee' : 'PAST THE KNEE'}`,
        )
        if (!ok) {
          knee = `one instance's knee: between ${lastGood ?? 0} and ${rate} msg/s (at ${rate}: p95 ${ms(r.delivery.p95)} ms, ${r.lost + r.failed} lost or failed)`
          break
        }
        lastGood = rate
      }
      if (!knee) knee = `one instance's knee: above ${lastGood} msg/s (every step held)`
      log(`  ${knee}`)
    }

    const httpRows: string[] = []
    if (httpSeconds > 0) {
      // The yardstick: a bare Fastify hello-world in its own process, measured in the same run.
      const helloPort = await freePort()
      const hello = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'bench/chat/hello.ts')], {
        cwd: repoRoot,
        env: { ...process.env, PORT: String(helloPort) },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      children.add(hello)
      const helloBase = `http://127.0.0.1:${helloPort}`
      for (let i = 0; ; i++) {
        const up = await fetch(helloBase).then(
          (r) => r.ok,
          () => false,
        )
        if (up) break
        if (i > 300) throw new Error('the hello-world server did not start')
        await sleep(100)
      }
      log(
        `\nHTTP: ${httpConcurrency} closed loops (kept-alive connections, one signed-in user each) for ${httpSeconds} s per path, on instance 1`,
      )
      const cookies = people.slice(0, httpConcurrency).map((p) => p.cookie)
      const measureHttp = async (base: string, path: string, pid: number) => {
        const cpu0 = cpuSeconds(pid)
        const r = await load.run<HttpResult>({
          kind: 'http',
          base,
          path,
          cookies,
          concurrency: httpConcurrency,
          seconds: httpSeconds,
        })
        return { ...r, cpuMs: ((cpuSeconds(pid) - cpu0) * 1000) / Math.max(1, r.requests) }
      }
      const helloResult = await measureHttp(helloBase, '/', hello.pid!)
      const api = instances[0]!
      for (const path of httpPaths) {
        const r = await measureHttp(api.base, path, api.child.pid!)
        httpRows.push(
          `| \`GET ${path}\` | ${r.perSecond.toFixed(0)} | ${ms(r.latency.p50)} / ${ms(r.latency.p95)} | ${r.errors} | ${ms(r.cpuMs)} | ${(r.perSecond / helloResult.perSecond).toFixed(3)} |`,
        )
        log(
          `  GET ${path}: ${r.perSecond.toFixed(0)} req/s, p50 ${ms(r.latency.p50)} ms, p95 ${ms(r.latency.p95)} ms, ${r.errors} errors; load average ${loadAverage()}`,
        )
      }
      httpRows.push(
        `| Fastify hello-world (same run) | ${helloResult.perSecond.toFixed(0)} | ${ms(helloResult.latency.p50)} / ${ms(helloResult.latency.p95)} | ${helloResult.errors} | ${ms(helloResult.cpuMs)} | 1 |`,
      )
      await stopChild(hello)
    }

    log(
      '\n| Instances | Users | Sent | Delivered | Lost or failed | Messages/s | Delivery p50 ms | p95 | p99 | Server CPU ms per message, by instance | Load average after |',
    )
    log('|---|---|---|---|---|---|---|---|---|---|---|')
    for (const line of rows) log(line)
    if (knee) log(`\n${knee}`)
    if (httpRows.length > 0) {
      log(
        '\n| Request | Requests/s | Latency p50 / p95 ms | Errors | Server CPU ms per request | Ratio to hello-world |',
      )
      log('|---|---|---|---|---|---|')
      for (const line of httpRows) log(line)
    }
  } finally {
    await cleanUp()
  }
}

await main()
