import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import webpush from 'web-push'

const require = createRequire(import.meta.url)

/** One VAPID key pair for the whole test run (generating is cheap, but one is enough). */
export const TEST_VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@mithaq.test' }

export interface TestSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
  clientHash: string
}

/**
 * A real Web Push service on a free local port (the `web-push-testing` package): it hands out
 * subscriptions, checks each push's VAPID signature against the subscription's key, decrypts
 * the payload and keeps it for `messages`.
 */
export async function startTestPushService() {
  const WebPushTestingServer = require('web-push-testing/src/server.js')
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js')
  const model = new PushApiModel()
  const server = new WebPushTestingServer(model, 0)
  const log = console.log
  console.log = () => {} // it announces its port on stdout
  server.startServer()
  await once(server._server as Server, 'listening')
  console.log = log
  const { port } = (server._server as Server).address() as AddressInfo
  const origin = `http://localhost:${port}`
  model.notifyUrl = `${origin}/notify/`

  // biome-ignore lint/suspicious/noExplicitAny: the service's JSON, read by the two callers below
  const post = async (path: string, body: unknown): Promise<any> => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`push service ${path}: ${res.status} ${await res.text()}`)
    return res.headers.get('content-type')?.includes('json') ? res.json() : null
  }

  return {
    origin,
    /** A browser's subscription, made for the server's public key. */
    async subscribe(applicationServerKey = TEST_VAPID.publicKey): Promise<TestSubscription> {
      return (await post('/subscribe', { applicationServerKey })).data
    },
    /** The decrypted payloads this subscription received, oldest first. */
    async messages(sub: TestSubscription): Promise<string[]> {
      return (await post('/get-notifications', { clientHash: sub.clientHash })).data.messages
    },
    /** From now on the service answers 410 Gone for this subscription. */
    async expire(sub: TestSubscription) {
      await post(`/expire-subscription/${sub.clientHash}`, {})
    },
    async close() {
      ;(server._server as Server).closeAllConnections()
      await new Promise((resolve) => (server._server as Server).close(resolve))
    },
  }
}
export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>

/**
 * A push service that misbehaves: answers every push with `status`, with a redirect
 * (`{ status, location }`), or never answers ('hang'). Counts what it received.
 */
export async function startBrokenPushService(
  behaviour: number | 'hang' | { status: number; location: string },
) {
  let received = 0
  const hanging: ServerResponse[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    received += 1
    req.resume()
    if (behaviour === 'hang') {
      hanging.push(res)
      return
    }
    if (typeof behaviour === 'number') res.statusCode = behaviour
    else {
      res.statusCode = behaviour.status
      res.setHeader('location', behaviour.location)
    }
    res.end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  let n = 0
  return {
    origin,
    get received() {
      return received
    },
    /** A made-up subscription at this service, with well-formed keys. */
    subscription(): Omit<TestSubscription, 'clientHash'> {
      n += 1
      return { endpoint: `${origin}/push/${n}`, keys: fakeKeys() }
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * A listener that only counts the connections it gets (TCP, so it notices a TLS handshake, a
 * port probe or a plain HTTP request alike), on IPv4 and IPv6 loopback at one port.
 */
export async function startConnectionCounter() {
  const { createServer: createTcpServer } = require('node:net') as typeof import('node:net')
  let connections = 0
  const sockets = new Set<import('node:net').Socket>()
  const onConnection = (socket: import('node:net').Socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
    socket.end()
  }
  const v4 = createTcpServer(onConnection).listen(0, '127.0.0.1')
  await once(v4, 'listening')
  const { port } = v4.address() as AddressInfo
  const v6 = createTcpServer(onConnection).listen(port, '::1')
  await once(v6, 'listening')
  return {
    port,
    get connections() {
      return connections
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await Promise.all([v4, v6].map((s) => new Promise((resolve) => s.close(resolve))))
    },
  }
}

/** Keys a browser would make: a P-256 public key and a 16-byte auth secret, base64url. */
export function fakeKeys() {
  const { createECDH, randomBytes } = require('node:crypto') as typeof import('node:crypto')
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}
