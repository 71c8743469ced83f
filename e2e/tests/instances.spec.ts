import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import {
  type AddressInfo,
  createServer as createTcpServer,
  type Socket,
  connect as tcpConnect,
} from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import S3rver from 's3rver'
import { uniqueEmail } from '../support/api'
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createTcpServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })
}

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
  const server: Server = createServer((req, res) => {
    const instance = (nextHttp++ % 2) as 0 | 1
    stats.http[instance]++
    if (req.url?.startsWith('/realtime')) stats.polling++
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targets[instance], method: req.method, path: req.url, headers: req.headers },
      (answer: IncomingMessage) => {
        if (req.method === 'GET' && req.url?.startsWith('/media/') && answer.statusCode === 200)
          stats.pictures[instance]++
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const instance = (nextUpgrade++ % 2) as 0 | 1
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
    for (const s of [client, upstream]) {
      s.on('error', end)
      s.on('close', end)
    }
  })
  return {
    stats,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const servers: ChildProcess[] = []
const logs: string[] = ['', '']
const dataDirs: string[] = []
let s3: S3rver | undefined
let proxy: ReturnType<typeof startProxy> | undefined
let dbName = ''
let origin = ''
const ports: [number, number] = [0, 0]

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
  const shared = {
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
  for (const i of [0, 1] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), `mithaq-e2e-instance-${i}-`))
    dataDirs.push(dataDir)
    const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: { ...process.env, ...shared, PORT: String(ports[i]), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (d) => {
      logs[i] += d
    })
    child.stderr?.on('data', (d) => {
      logs[i] += d
    })
    servers.push(child)
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
          if (s.exitCode !== null) return resolve(null)
          s.once('exit', resolve)
          s.kill('SIGTERM')
        }),
    ),
  )
  await proxy?.close()
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
