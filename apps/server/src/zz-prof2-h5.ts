import { randomUUID } from 'node:crypto'
import { buildApp } from './app'
import { openTestDatabase } from './test/test-database'
import { testConfig } from './test/build-test-app'
import { createTestClock } from './lib/clock'
import { createMatchedPair, as } from './modules/matches/matches.test-helpers'
import { createMatchService } from './modules/matches/matches.service'
import { createChatService } from './modules/chat/chat.service'
import { sql } from 'drizzle-orm'

const db = await openTestDatabase()
const clock = createTestClock()
const app = await buildApp({ config: testConfig({ signUpRateLimit: 10000 }), database: db, clock, logger: false })
await app.ready()
const pairs = []
for (let i = 0; i < 5; i++) {
  const p = await createMatchedPair(app, db.db, clock.now())
  await as(app, p.amina).post(`/api/matches/${p.matchId}/pay`, { express: true })
  pairs.push(p)
}
async function t(label: string, f: (i: number) => Promise<unknown>, n = 200) {
  for (let i = 0; i < 20; i++) await f(i)
  const c = process.cpuUsage(); const s = performance.now()
  for (let i = 0; i < n; i++) await f(i)
  const cpu = process.cpuUsage(c)
  console.log(label.padEnd(28), 'wall', ((performance.now() - s) / n).toFixed(2), 'cpu', ((cpu.user + cpu.system) / 1000 / n).toFixed(2))
}
const matches = createMatchService({ db: db.db, clock, announcer: { publish: app.hub.publish, notify: app.notify } })
const chat = createChatService({ db: db.db, clock, hub: app.hub, matches })
await t('select 1', () => db.db.execute(sql`select 1`))
await t('getSession bearer', (i) => app.auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${pairs[i % 5]!.amina.token}` }) }))
await t('getSession cookie', (i) => app.auth.api.getSession({ headers: new Headers({ cookie: pairs[i % 5]!.amina.cookie }) }))
await t('inject GET /api/me', (i) => app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${pairs[i % 5]!.amina.token}` } }))
await t('chat.sendMessage direct', (i) => { clock.advance(1100); const p = pairs[i % 5]!; return chat.sendMessage(p.amina.id, p.matchId, { content: 'hi', clientId: randomUUID() }) })
await t('empty tx', () => db.db.transaction(async (tx) => { await tx.execute(sql`select 1`) }))
await app.close()
