import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import { createServer as createTcpServer, type Socket, connect as tcpConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { TERMS_VERSION } from '@mithaq/domain'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import S3rver from 's3rver'
import { uniqueEmail } from '../support/api'
import { freePort } from '../support/own-server'
import { fillDetails, fillNameSexBirthday, LONDON, PICTURES } from '../support/profile'

/**
 * Two built servers on one PostgreSQL and one Redis, pictures in one S3 store (s3rver), behind a
 * round-robin proxy without stickiness that this spec starts: every HTTP request and every
 * WebSocket upgrade goes to the other instance than the one before. Two people sign up, upload,
 * see each other's pictures, match, pay and chat live; a picture deleted through one instance is
 * gone through the other. Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) and Redis on
 * 127.0.0.1:6379, as `.ci/run` provides.
 */

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const PG = { host: '127.0.0.1', port: '5432', user: 'postgres' }
const REDIS_URL = 'redis://127.0.0.1:6379'
const BUCKET = 'mithaq-e2e'

const run = promisify(execFile)
const psql = (sql: string) => run('psql', ['-h', PG.host, '-p', PG.port, '-U', PG.user, '-qAtc', sql])

/** A Web Push key pair as the server reads it: base64url public point and private scalar. */
function vapidKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const jwk = privateKey.export({ format: 'jwk' })
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x as string, 'base64url'),
    Buffer.from(jwk.y as string, 'base64url'),
  ])
  return { publicKey: point.toString('base64url'), privateKey: jwk.d as string }
}

/** What went where through the proxy. */
interface ProxyStats {
  /** HTTP requests per instance. */
  http: [number, number]
  /** WebSocket upgrades per instance. */
  upgrades: [number, number]
  /** Plain HTTP requests under /realtime: Socket.IO's long-polling, which must never happen. */
  polling: number
  /** Pictures (GET /media/…) answered 200, per instance. */
  pictures: [number, number]
  /** Open upgraded connections: which instance, and whose session cookie. */
  open: { instance: 0 | 1; cookie: string }[]
}

/**
 * The round-robin balancer: no stickiness, no cookie, no hashing. HTTP requests alternate between
 * the instances, and so do WebSocket upgrades (a counter of their own, so two sockets opened one
 * after the other land on different instances).
 */
function startProxy(port: number, targets: [number, number]) {
  const stats: ProxyStats = { http: [0, 0], upgrades: [0, 0], polling: 0, pictures: [0, 0], open: [] }
  let nextHttp = 0
  let nextUpgrade = 0
  // A passive health check, as balancers have: an instance that refused a connection gets no more
  // traffic until it is replaced.
  const down = [false, false]
  const pick = (turn: number): 0 | 1 => {
    const instance = (turn % 2) as 0 | 1
    return down[instance] ? ((1 - instance) as 0 | 1) : instance
  }
  const markDown = (instance: 0 | 1) => (err: NodeJS.ErrnoException) => {
    if (err.code === 'ECONNREFUSED') down[instance] = true
  }
  /** The next message sent through this instance: its answer is held back and `onAnswer` runs instead. */
  let hold: { instance: 0 | 1; onAnswer: () => void } | undefined
  const server: Server = createServer((req, res) => {
    const instance = pick(nextHttp++)
    stats.http[instance]++
    const held =
      hold?.instance === instance &&
      req.method === 'POST' &&
      /^\/api\/matches\/[^/]+\/messages$/.test(req.url ?? '')
        ? hold
        : undefined
    if (held) hold = undefined
    if (req.url?.startsWith('/realtime')) stats.polling++
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targets[instance], method: req.method, path: req.url, headers: req.headers },
      (answer: IncomingMessage) => {
        if (held) {
          // Saved and answered by the instance, but the client never hears it.
          held.onAnswer()
          res.destroy()
          return
        }
        if (req.method === 'GET' && req.url?.startsWith('/media/') && answer.statusCode === 200)
          stats.pictures[instance]++
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    upstream.on('error', (err) => {
      markDown(instance)(err)
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const instance = pick(nextUpgrade++)
    stats.upgrades[instance]++
    const entry = { instance, cookie: req.headers.cookie ?? '' }
    stats.open.push(entry)
    const upstream = tcpConnect(targets[instance], '127.0.0.1', () => {
      let lines = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`
      upstream.write(`${lines}\r\n`)
      if (head.length) upstream.write(head)
      client.pipe(upstream)
      upstream.pipe(client)
    })
    const end = () => {
      client.destroy()
      upstream.destroy()
      const at = stats.open.indexOf(entry)
      if (at >= 0) stats.open.splice(at, 1)
    }
    upstream.on('error', markDown(instance))
    for (const s of [client, upstream]) {
      s.on('error', end)
      s.on('close', end)
    }
  })
  return {
    stats,
    holdNextMessage(instance: 0 | 1, onAnswer: () => void) {
      hold = { instance, onAnswer }
    },
    /** A new instance in the place of a dead one. */
    replace(instance: 0 | 1, port: number) {
      targets[instance] = port
      down[instance] = false
    },
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A TCP relay to Redis: closed until opened; `blackHole` keeps its connections open but passes
 * nothing, so what an instance publishes never reaches Redis.
 */
function redisRelay(target: number) {
  let server: ReturnType<typeof createTcpServer> | undefined
  let silent = false
  const sockets = new Set<Socket>()
  return {
    async open(port: number) {
      server = createTcpServer((client) => {
        const upstream = tcpConnect(target, '127.0.0.1')
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('error', () => {})
          s.on('close', () => {
            client.destroy()
            upstream.destroy()
            sockets.delete(s)
          })
        }
        client.on('data', (d) => silent || upstream.write(d))
        upstream.on('data', (d) => silent || client.write(d))
      })
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve))
    },
    blackHole() {
      silent = true
    },
    async close() {
      for (const s of sockets) s.destroy()
      if (server) await new Promise((resolve) => server?.close(resolve))
    },
  }
}

const servers: ChildProcess[] = []
const logs: string[] = ['', '']
const dataDirs: string[] = []
let s3: S3rver | undefined
let proxy: ReturnType<typeof startProxy> | undefined
/** Instance B reaches Redis through this relay, so a test can cut what B publishes. */
const relays: ReturnType<typeof redisRelay>[] = []
let shared: Record<string, string> = {}
let dbName = ''
let origin = ''
const ports: [number, number] = [0, 0]

/** Starts the built server as instance `i` (its log in `logs[i]`), with the shared settings. */
function startInstance(i: number, port: number, env: Record<string, string> = {}): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `mithaq-e2e-instance-${i}-`))
  dataDirs.push(dataDir)
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  logs[i] = ''
  child.stdout?.on('data', (d) => {
    logs[i] += d
  })
  child.stderr?.on('data', (d) => {
    logs[i] += d
  })
  servers[i] = child
  return child
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dbName = `mithaq_e2e_${randomBytes(5).toString('hex')}`
  await psql(`create database ${dbName}`)

  const s3Dir = mkdtempSync(join(tmpdir(), 'mithaq-e2e-s3-'))
  dataDirs.push(s3Dir)
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const s3Address = await s3.run()

  const proxyPort = await freePort()
  origin = `http://127.0.0.1:${proxyPort}`
  ports[0] = await freePort()
  ports[1] = await freePort()
  proxy = startProxy(proxyPort, ports)
  await proxy.listen()

  // What every instance must share: the session secret, the push keys, the database, Redis, the
  // picture store, and the public address (the balancer's).
  const vapid = vapidKeys()
  shared = {
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATABASE_URL: `postgres://${PG.user}@${PG.host}:${PG.port}/${dbName}`,
    REDIS_URL,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    LOG_LEVEL: 'warn',
    SIGN_UP_RATE_LIMIT: '10000',
    SIGN_IN_RATE_LIMIT: '10000',
    SMTP_URL: '',
    DEMO_COMMUNITY: 'off',
  }
  // Both at once, as an orchestrator starts them: migrations take turns under an advisory lock.
  const relayB = redisRelay(Number(new URL(REDIS_URL).port))
  relays.push(relayB)
  const relayBPort = await freePort()
  await relayB.open(relayBPort)
  for (const i of [0, 1] as const) {
    const redisUrl = i === 1 ? `redis://127.0.0.1:${relayBPort}` : REDIS_URL
    startInstance(i, ports[i], { REDIS_URL: redisUrl })
  }
  for (const i of [0, 1] as const) {
    await expect
      .poll(
        async () => {
          if (servers[i]?.exitCode !== null) throw new Error(`instance ${i} exited:\n${logs[i]}`)
          return answers(`http://127.0.0.1:${ports[i]}/ready`)
        },
        { timeout: 150_000, intervals: [250] },
      )
      .toBe(true)
  }
})

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise((resolve) => {
          if (s.exitCode !== null || s.signalCode !== null) return resolve(null)
          s.once('exit', resolve)
          s.kill('SIGTERM')
        }),
    ),
  )
  await proxy?.close()
  for (const relay of relays) await relay.close()
  await s3?.close()
  if (dbName) await psql(`drop database if exists ${dbName} with (force)`)
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const conversation = (page: Page) => page.getByRole('log')
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })

/** A new person through the real screens: account, the four sign-up steps and their pictures. */
async function signUp(
  browser: Browser,
  person: { name: string; sex: 'Female' | 'Male'; pictures: string[] },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: origin,
    permissions: ['geolocation'],
    geolocation: LONDON,
  })
  const page = await context.newPage()
  await page.goto('/auth?tab=sign-up')
  await page.getByLabel('Email').fill(uniqueEmail(person.name.toLowerCase()))
  await page.getByLabel('Password', { exact: true }).fill('quiet-olive-42')
  await page.getByLabel('Confirm Password').fill('quiet-olive-42')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/signup$/)

  await fillNameSexBirthday(page, { name: person.name, sex: person.sex })
  await page.getByRole('button', { name: 'Detect My Location' }).click()
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/signup\/details$/)
  await fillDetails(page, ['united k', 'United Kingdom'])
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/signup\/pictures$/)
  await page.getByLabel('Add pictures').setInputFiles(person.pictures)
  await expect(
    page.getByRole('img', { name: new RegExp(`^Chosen \\d of ${person.pictures.length}`) }),
  ).toHaveCount(person.pictures.length)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/signup\/review$/)
  await page.getByRole('button', { name: 'Create Profile' }).click()
  await expect(toast(page, 'Profile created successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/app\/profiles$/)
  return { context, page }
}

/** The picture has really been drawn: its bytes arrived and decoded. */
async function expectLoaded(page: Page, name: string) {
  const img = page.getByRole('img', { name })
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
}

/** Reloads the page and waits until its new socket is open through the proxy; answers its instance. */
async function reloadWithSocket(page: Page, cookie: string): Promise<0 | 1> {
  const stats = proxy?.stats as ProxyStats
  const before = stats.upgrades[0] + stats.upgrades[1]
  await page.reload()
  await expect.poll(() => stats.upgrades[0] + stats.upgrades[1]).toBe(before + 1)
  await expect.poll(() => stats.open.filter((o) => o.cookie.includes(cookie)).length).toBe(1)
  return (stats.open.find((o) => o.cookie.includes(cookie)) as { instance: 0 | 1 }).instance
}

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'better-auth.session_token')
  if (!cookie) throw new Error('no session cookie')
  return `${cookie.name}=${cookie.value}`
}

test('two people on two instances behind a round-robin proxy: sign up, pictures, match, pay, chat live', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const stats = proxy?.stats as ProxyStats
  const her = await signUp(browser, {
    name: 'Maryam',
    sex: 'Female',
    pictures: [PICTURES.jpeg, PICTURES.png],
  })
  const him = await signUp(browser, { name: 'Bilal', sex: 'Male', pictures: [PICTURES.png] })
  const herCookie = await sessionCookie(her.context)
  const hisCookie = await sessionCookie(him.context)

  // Each sees the other's picture, uploaded through whichever instance and served by whichever.
  await him.page.goto('/app/profiles')
  await expect(him.page.getByRole('heading', { name: /^Maryam, \d+$/ })).toBeVisible()
  await expectLoaded(him.page, 'Maryam, picture 1 of 2')
  await her.page.goto('/app/profiles')
  await expect(her.page.getByRole('heading', { name: /^Bilal, \d+$/ })).toBeVisible()
  await expectLoaded(her.page, 'Bilal, picture 1 of 1')

  // They like each other from Discover: the second like is the match.
  await him.page.getByRole('button', { name: 'Like Maryam' }).click()
  await expect(him.page.getByRole('heading', { name: 'No more profiles' })).toBeVisible()
  await her.page.getByRole('button', { name: 'Like Bilal' }).click()
  const moment = her.page.getByRole('dialog', { name: "It's a Match!" })
  await expect(moment).toBeVisible()
  await moment.getByRole('button', { name: 'Open chat' }).click()
  await expect(her.page).toHaveURL(/\/app\/chat\/[^/]+$/)
  const chatPath = new URL(her.page.url()).pathname
  // His like came first: his moment comes live, whichever instance holds his socket.
  const hisMoment = him.page.getByRole('dialog', { name: "It's a Match!" })
  await expect(hisMoment).toBeVisible()
  await him.page.keyboard.press('Escape')
  await expect(hisMoment).toHaveCount(0)

  // Both pay 3 tokens; the second payment unlocks the chat, and her open chat unlocks live.
  await her.page.getByRole('button', { name: 'Pay 3 tokens' }).click()
  await expect(
    her.page.getByText('Payment processed! Waiting for the other user to pay.').first(),
  ).toBeVisible()
  await expect(her.page).toHaveURL(/\/app\/matches$/)
  await her.page.goto(chatPath)
  await expect(her.page.getByText('You have paid 3 tokens')).toBeVisible()
  await him.page.goto(chatPath)
  await expect(him.page.getByText('Maryam has paid. Pay 3 tokens to unlock your chat.')).toBeVisible()
  await him.page.getByRole('button', { name: 'Pay 3 tokens' }).click()
  await expect(composer(him.page)).toBeVisible()
  await expect(composer(her.page)).toBeVisible()

  // Their sockets on different instances: every live message crosses through Redis.
  const herInstance = await reloadWithSocket(her.page, herCookie)
  const hisInstance = await reloadWithSocket(him.page, hisCookie)
  expect(hisInstance).not.toBe(herInstance)
  await expect(composer(her.page)).toBeVisible()
  await expect(composer(him.page)).toBeVisible()

  // Six messages, turn by turn; each appears once on both screens without a reload.
  const lines = [
    [her, 'Assalamu alaikum Bilal'],
    [him, 'Wa alaikum assalam, Maryam'],
    [her, 'How is Manchester this week?'],
    [him, 'Rainy, as ever. And London?'],
    [her, 'Sunny for once'],
    [him, 'Alhamdulillah'],
  ] as const
  for (const [from, text] of lines) {
    await composer(from.page).fill(text)
    await composer(from.page).press('Enter')
    for (const side of [her, him])
      await expect(conversation(side.page).getByText(text, { exact: true })).toHaveCount(1)
  }
  for (const side of [her, him]) {
    for (const [, text] of lines)
      await expect(conversation(side.page).getByText(text, { exact: true })).toHaveCount(1)
  }
  // WebSocket only: no long-polling request ever reached /realtime.
  expect(stats.polling).toBe(0)

  // Her second picture, answered by both instances, is deleted through one and gone through both.
  await her.page.goto('/app/edit-profile')
  const second = her.page.getByRole('img', { name: 'You, 2 of 2' })
  await expect(second).toBeVisible()
  const thumb = (await second.getAttribute('src')) as string
  // Her own signed links to the picture and its thumbnail (decision 210): no cookie opens them.
  const own = await fetch(`http://127.0.0.1:${ports[0]}/api/profile`, { headers: { cookie: herCookie } })
  const picture = ((await own.json()) as { pictures: { url: string; thumbnailUrl: string }[] }).pictures.find(
    (p) => p.thumbnailUrl.split('?')[0] === thumb.split('?')[0],
  )
  expect(picture).toBeDefined()
  const files = [picture!.thumbnailUrl, picture!.url]
  const fetchFrom = (i: 0 | 1, path: string) => fetch(`http://127.0.0.1:${ports[i]}${path}`)
  for (const file of files)
    for (const i of [0, 1] as const) expect((await fetchFrom(i, file)).status).toBe(200)
  const removals = stats.http[0] + stats.http[1]
  await her.page.getByRole('button', { name: 'Remove picture 2' }).click()
  await expect(toast(her.page, 'Picture removed successfully')).toBeVisible()
  expect(stats.http[0] + stats.http[1]).toBeGreaterThan(removals)
  for (const file of files)
    for (const i of [0, 1] as const) expect((await fetchFrom(i, file)).status).toBe(404)

  console.info(
    `two instances: ${lines.length}/${lines.length} messages live on both screens, each once; ` +
      `HTTP ${stats.http[0]}/${stats.http[1]}, WebSocket upgrades ${stats.upgrades[0]}/${stats.upgrades[1]}, ` +
      `pictures answered ${stats.pictures[0]}/${stats.pictures[1]} (instance A/B), long-polling requests ${stats.polling}`,
  )
  await her.context.close()
  await him.context.close()
})

/** Calls the API through the balancer as a client would: the Origin header and the person's cookie. */
function callVia(
  path: string,
  { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string },
) {
  return fetch(`${origin}/api${path}`, {
    method,
    headers: {
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function jsonVia<T>(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string },
): Promise<T> {
  const res = await callVia(path, init)
  const text = await res.text()
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text}`)
  return JSON.parse(text) as T
}

/** An account and a finished profile (no pictures), through the balancer. */
async function personVia(sex: 'female' | 'male', name: string) {
  const up = await callVia('/auth/sign-up/email', {
    method: 'POST',
    body: {
      email: uniqueEmail(name.toLowerCase()),
      password: 'quiet-olive-42',
      name: '',
      termsVersion: TERMS_VERSION,
    },
  })
  expect(up.status).toBe(200)
  const cookie = up.headers
    .getSetCookie()
    .find((c) => c.startsWith('better-auth.session_token='))
    ?.split(';')[0] as string
  const profile = await jsonVia<{ id: string }>('/profile', {
    method: 'POST',
    cookie,
    body: {
      name,
      sex,
      birthday: '1995-03-08',
      location: { country: 'United Kingdom', city: 'London' },
      aboutMe: 'Family, faith and long walks by the river.',
      education: 'BSc Chemistry',
      occupation: 'Pharmacist',
      nationality: ['United Kingdom'],
      height: sex === 'female' ? 162 : 178,
      maritalStatus: 'Never Married',
    },
  })
  return { cookie, id: profile.id }
}

/**
 * Sends a message as a client that retries what got no answer (the connection cut, a 502 from the
 * balancer) with the same client id, as the server asks; answers whether it had to retry.
 */
async function sendVia(cookie: string, matchId: string, content: string): Promise<boolean> {
  const clientId = randomUUID()
  for (let attempt = 1; ; attempt++) {
    const res = await callVia(`/matches/${matchId}/messages`, {
      method: 'POST',
      cookie,
      body: { content, clientId },
    }).catch(() => undefined)
    if (res?.ok) return attempt > 1
    if (res && res.status < 500) throw new Error(`sending answered ${res.status}: ${await res.text()}`)
    if (attempt >= 10) throw new Error(`no answer to a message after ${attempt} attempts`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

test('an instance killed mid-burst: every page shows every message; one started while Redis is down comes up when it returns', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const stats = proxy?.stats as ProxyStats
  const her = await personVia('female', 'Hafsa')
  const him = await personVia('male', 'Yusuf')
  await jsonVia(`/profiles/${him.id}/like`, { method: 'POST', cookie: her.cookie })
  const matched = await jsonVia<{ status: string; matchId: string }>(`/profiles/${her.id}/like`, {
    method: 'POST',
    cookie: him.cookie,
  })
  expect(matched.status).toBe('matched')
  const { matchId } = matched
  await jsonVia(`/matches/${matchId}/pay`, { method: 'POST', cookie: her.cookie, body: { express: true } })

  // Both chats open; her socket on instance A (which lives), his on B (which is killed).
  const pages: { context: BrowserContext; page: Page }[] = []
  for (const [person, wanted] of [
    [her, 0],
    [him, 1],
  ] as const) {
    const context = await browser.newContext({ baseURL: origin })
    const [name, value] = person.cookie.split(/=(.*)/s) as [string, string]
    await context.addCookies([{ name, value, url: origin }])
    const page = await context.newPage()
    await page.goto(`/app/chat/${matchId}`)
    await expect(composer(page)).toBeVisible()
    await expect.poll(() => stats.open.filter((o) => o.cookie.includes(person.cookie)).length).toBe(1)
    let instance = stats.open.find((o) => o.cookie.includes(person.cookie))?.instance
    for (let tries = 0; instance !== wanted && tries < 4; tries++)
      instance = await reloadWithSocket(page, person.cookie)
    expect(instance).toBe(wanted)
    await expect(composer(page)).toBeVisible()
    pages.push({ context, page })
  }

  // Forty messages, one after the other, from both. At the sixteenth, B's link to Redis goes
  // silent and B is killed (SIGKILL) right after it saved the next message sent through it and
  // published it into the silence: its client never gets the answer and sends it again, with the
  // same client id, through A.
  const texts = Array.from({ length: 40 }, (_, i) => `Burst message ${String(i + 1).padStart(2, '0')}`)
  let current = ''
  let killedOn = ''
  let retried = 0
  for (const [i, text] of texts.entries()) {
    if (i === 15) {
      relays[0]?.blackHole()
      proxy?.holdNextMessage(1, () => {
        killedOn = current
        servers[1]?.kill('SIGKILL')
      })
    }
    current = text
    if (await sendVia(i % 2 === 0 ? her.cookie : him.cookie, matchId, text)) retried++
  }
  expect(killedOn).not.toBe('')
  await expect.poll(() => servers[1]?.signalCode).toBe('SIGKILL')
  expect(retried).toBeGreaterThanOrEqual(1)

  // Saved once each, and shown once each on both screens: hers heard the retried message from A's
  // announcement, his caught up when its socket reconnected to A.
  const saved = await jsonVia<{ messages: { content: string }[] }>(`/matches/${matchId}/messages`, {
    cookie: her.cookie,
  })
  expect(saved.messages.map((m) => m.content)).toEqual(texts)
  for (const { page } of pages)
    for (const text of texts) await expect(conversation(page).getByText(text, { exact: true })).toHaveCount(1)
  await expect.poll(() => stats.open.filter((o) => o.cookie.includes(him.cookie)).length).toBe(1)

  // A new instance C in B's place, started while its Redis is down (nothing listens at its address).
  const relayC = redisRelay(Number(new URL(REDIS_URL).port))
  relays.push(relayC)
  const relayCPort = await freePort()
  const portC = await freePort()
  const c = startInstance(2, portC, { REDIS_URL: `redis://127.0.0.1:${relayCPort}` })
  const attempts = () => (logs[2]?.match(/redis unreachable \(attempt \d+ of \d+\)/g) ?? []).length
  // Six failed attempts: more than 15 s of waiting, past Fastify's 10 s plugin timeout.
  await expect
    .poll(
      () => {
        if (c.exitCode !== null) throw new Error(`instance C exited:\n${logs[2]}`)
        return attempts()
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(6)
  await relayC.open(relayCPort)
  await expect
    .poll(
      async () => {
        if (c.exitCode !== null) throw new Error(`instance C exited:\n${logs[2]}`)
        return answers(`http://127.0.0.1:${portC}/ready`)
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true)
  // One line per attempt, no stack.
  expect(logs[2]).not.toMatch(/^\s+at /m)
  const redisLines = (logs[2] ?? '').split('\n').filter((line) => /redis/i.test(line))
  expect(redisLines.length).toBeGreaterThanOrEqual(6)
  for (const line of redisLines)
    expect((JSON.parse(line) as { msg: string }).msg).toMatch(
      /^redis unreachable \(attempt \d+ of 9\): connect ECONNREFUSED/,
    )

  // C takes B's share of the traffic, and what it announces reaches the pages on A through Redis.
  proxy?.replace(1, portC)
  const before = stats.http[1]
  const after = ['After the restart 1', 'After the restart 2', 'After the restart 3', 'After the restart 4']
  for (const [i, text] of after.entries()) await sendVia(i % 2 === 0 ? her.cookie : him.cookie, matchId, text)
  expect(stats.http[1]).toBeGreaterThan(before)
  for (const { page } of pages)
    for (const text of after) await expect(conversation(page).getByText(text, { exact: true })).toHaveCount(1)

  console.info(
    `killed mid-burst: ${texts.length}/${texts.length} messages on both screens, each once; B killed on "${killedOn}", ` +
      `${retried} send(s) retried; instance C waited ${attempts()} attempts for Redis, then served ${stats.http[1] - before} requests`,
  )
  for (const { context } of pages) await context.close()
})
