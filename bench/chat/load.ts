import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import { REALTIME_PATH, SERVER_EVENT, type ServerEvent } from '@mithaq/domain'
import { io, type Socket } from 'socket.io-client'
import { percentiles } from '../discovery/stats'

/**
 * The load generator, in its own process so its CPU is not the server's (started by run.ts,
 * driven over IPC). Two jobs: a chat run (every user holds a socket on one instance and sends a
 * message every interval through the same instance) and an HTTP run (closed loops on one path).
 */

export interface LoadUser {
  id: string
  cookie: string
  matchId: string
}

export type Job =
  | {
      kind: 'chat'
      /** Base URLs of the instances; user k uses instance k mod N, so partners sit on different ones. */
      bases: string[]
      users: LoadUser[]
      intervalMs: number
      warmupSeconds: number
      seconds: number
    }
  | { kind: 'http'; base: string; path: string; cookies: string[]; concurrency: number; seconds: number }

export interface ChatResult {
  users: number
  sent: number
  delivered: number
  lost: number
  failed: number
  failures: Record<string, number>
  perSecond: number
  delivery: ReturnType<typeof percentiles>
  http: ReturnType<typeof percentiles>
  /** Messages sent through each instance while measuring. */
  sentPerInstance: number[]
  clientCpuMs: number
  windowP95: number[]
}

export interface HttpResult {
  requests: number
  errors: number
  perSecond: number
  latency: ReturnType<typeof percentiles>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const agent = new Agent({ keepAlive: true, maxSockets: 512 })
const send = (message: unknown) => process.send?.(message)

function call(url: string, method: 'GET' | 'POST', cookie: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolveStatus, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          cookie,
          // As a browser does: it takes compressed answers (the server compresses those of 1 KB and
          // more), and a cookie-carrying write names its origin (the server's CSRF check).
          'accept-encoding': 'br, gzip',
          ...(method === 'POST' && { origin: new URL(url).origin }),
          ...(payload && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
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

async function connectAll(bases: string[], users: LoadUser[]) {
  const sockets: Socket[] = []
  for (let k = 0; k < users.length; k += 50) {
    const batch = users.slice(k, k + 50).map(
      (u, j) =>
        new Promise<Socket>((ok, fail) => {
          const socket = io(bases[(k + j) % bases.length]!, {
            path: REALTIME_PATH,
            transports: ['websocket'],
            extraHeaders: { cookie: u.cookie },
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

async function chat(job: Extract<Job, { kind: 'chat' }>): Promise<ChatResult> {
  const { bases, users, intervalMs } = job
  const sockets = await connectAll(bases, users)
  const sentAt = new Map<string, number>()
  const deliveries: number[] = []
  const byWindow = new Map<number, number[]>()
  const httpTimes: number[] = []
  const sentPerInstance = bases.map(() => 0)
  const failures: Record<string, number> = {}
  let t0 = 0
  let measuring = false
  let sent = 0
  let failed = 0
  let delivered = 0

  sockets.forEach((socket, k) => {
    const me = users[k]!.id
    socket.on(SERVER_EVENT, (event: ServerEvent) => {
      if (event.type !== 'message.created' || event.message.senderId === me) return
      const start = sentAt.get(event.message.clientId)
      if (start === undefined) return
      sentAt.delete(event.message.clientId)
      delivered += 1
      const latency = performance.now() - start
      deliveries.push(latency)
      const window = Math.floor((start - t0) / 5000)
      const list = byWindow.get(window) ?? []
      list.push(latency)
      byWindow.set(window, list)
    })
  })

  async function sendOne(k: number) {
    const u = users[k]!
    const instance = k % bases.length
    const clientId = randomUUID()
    const start = performance.now()
    const counted = measuring
    if (counted) {
      sentAt.set(clientId, start)
      sent += 1
      sentPerInstance[instance]! += 1
    }
    try {
      const status = await call(`${bases[instance]}/api/matches/${u.matchId}/messages`, 'POST', u.cookie, {
        content: `Salaam at ${Date.now()}`,
        clientId,
      })
      if (status !== 201) throw new Error(`HTTP ${status}`)
      if (counted) httpTimes.push(performance.now() - start)
    } catch (error) {
      if (counted) {
        failed += 1
        sentAt.delete(clientId)
        const reason = (error as Error).message
        failures[reason] = (failures[reason] ?? 0) + 1
      }
    }
  }

  const timers: NodeJS.Timeout[] = []
  users.forEach((_, k) => {
    timers.push(
      setTimeout(() => {
        void sendOne(k)
        timers.push(setInterval(() => void sendOne(k), intervalMs))
      }, Math.random() * intervalMs),
    )
  })
  await sleep(job.warmupSeconds * 1000)
  measuring = true
  send({ type: 'measure-start' })
  t0 = performance.now()
  const client0 = process.cpuUsage()
  await sleep(job.seconds * 1000)
  measuring = false
  send({ type: 'measure-end' })
  const elapsed = (performance.now() - t0) / 1000
  const clientUsage = process.cpuUsage(client0)
  for (const t of timers) clearTimeout(t)
  // The last messages may still be on their way; after 3 s they count as lost.
  await sleep(3000)
  for (const s of sockets) s.disconnect()
  return {
    users: users.length,
    sent,
    delivered,
    lost: sentAt.size,
    failed,
    failures,
    perSecond: sent / elapsed,
    delivery: percentiles(deliveries),
    http: percentiles(httpTimes),
    sentPerInstance,
    clientCpuMs: (clientUsage.user + clientUsage.system) / 1000 / Math.max(1, sent),
    windowP95: [...byWindow.entries()].sort(([a], [b]) => a - b).map(([, l]) => percentiles(l).p95),
  }
}

async function http(job: Extract<Job, { kind: 'http' }>): Promise<HttpResult> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + job.seconds * 1000
  const loop = async (k: number) => {
    const cookie = job.cookies[k % job.cookies.length] ?? ''
    while (performance.now() < end) {
      const start = performance.now()
      try {
        const status = await call(`${job.base}${job.path}`, 'GET', cookie)
        if (status !== 200) errors += 1
      } catch {
        errors += 1
      }
      latencies.push(performance.now() - start)
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: job.concurrency }, (_, k) => loop(k)))
  const elapsed = (performance.now() - start) / 1000
  return {
    requests: latencies.length,
    errors,
    perSecond: (latencies.length - errors) / elapsed,
    latency: percentiles(latencies),
  }
}

process.on('message', (job: Job) => {
  const work = job.kind === 'chat' ? chat(job) : http(job)
  work.then(
    (result) => send({ type: 'result', result }),
    (error: Error) => send({ type: 'error', message: error.stack ?? error.message }),
  )
})
process.on('disconnect', () => process.exit(0))
