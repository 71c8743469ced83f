import { randomUUID } from 'node:crypto'
import { it } from 'vitest'
import { buildTestApp } from './test/build-test-app'
import { as, createMatchedPair } from './modules/matches/matches.test-helpers'

it('diag', async () => {
  const ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
  const pairs = []
  for (let i = 0; i < 5; i++) {
    const p = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await as(ctx.app, p.amina).post(`/api/matches/${p.matchId}/pay`, { express: true })
    pairs.push(p)
  }
  const t = async (label: string, f: (i: number) => Promise<unknown>, n = 100) => {
    for (let i = 0; i < 5; i++) await f(i)
    const c = process.cpuUsage()
    const s = performance.now()
    for (let i = 0; i < n; i++) await f(i)
    const cpu = process.cpuUsage(c)
    console.log(label, 'wall', ((performance.now() - s) / n).toFixed(2), 'ms; cpu', ((cpu.user + cpu.system) / 1000 / n).toFixed(2), 'ms')
  }
  const h = (u: { token: string }) => ({ authorization: `Bearer ${u.token}` })
  await t('me', (i) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: h(pairs[i % 5]!.amina) }))
  await t('send', (i) => { const p = pairs[i % 5]!; return ctx.app.inject({ method: 'POST', url: `/api/matches/${p.matchId}/messages`, headers: { ...h(p.amina), 'content-type': 'application/json' }, payload: { content: 'hi', clientId: randomUUID() } }) }, 50)
  await ctx.app.close()
}, 120_000)
