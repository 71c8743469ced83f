import { it } from 'vitest'
import { tableFingerprint } from '../test/fuzz'
import { fuzzWorld } from './fuzz-fixtures'
it('times', async () => {
  const w = await fuzzWorld()
  let t = performance.now()
  for (let i = 0; i < 50; i++) await tableFingerprint(w.db)
  console.info('fingerprint ms', (performance.now() - t) / 50)
  t = performance.now()
  for (let i = 0; i < 50; i++) await w.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: w.me.cookie } })
  console.info('GET /api/me ms', (performance.now() - t) / 50)
  t = performance.now()
  const deep = '['.repeat(20000) + ']'.repeat(20000)
  for (let i = 0; i < 20; i++) await w.app.inject({ method: 'PATCH', url: '/api/profile', payload: deep, headers: { cookie: w.me.cookie, 'content-type': 'application/json' } })
  console.info('deep PATCH ms', (performance.now() - t) / 20)
  await w.app.close()
}, 300_000)
