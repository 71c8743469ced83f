import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from '@mithaq/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpMember } from '../test/social-fixtures'
import { describeStats, FUZZ_RUNS, type FuzzRoute, type FuzzStats, fuzzRoute } from '../test/fuzz'
import { fuzzWorld } from './fuzz-fixtures'

describe('fuzzing the account and auth routes', () => {
  let world: Awaited<ReturnType<typeof fuzzWorld>>
  let current: { cookie: string }
  const stats: FuzzStats[] = []
  beforeAll(async () => {
    world = await fuzzWorld()
    current = world.me
  }, 180_000)
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) console.info(describeStats(stats))
    await world?.app.close()
  })

  const routes = (): FuzzRoute[] => [
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: signUpSchema,
      valid: { body: { email: 'fuzz@mithaq.test', password: 'a long enough password', name: '' } },
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: signInSchema,
      valid: { body: { email: world.me.email, password: world.me.password } },
    },
    {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      body: forgotPasswordSchema,
      valid: { body: { email: world.me.email, redirectTo: 'http://localhost:3000/reset-password' } },
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      body: resetPasswordSchema,
      valid: { body: { newPassword: 'another long password', token: 'not-a-real-token' } },
    },
    { method: 'POST', path: '/api/account/deactivate' },
    { method: 'DELETE', path: '/api/account' },
  ]

  it(`answers every case below 500 and writes nothing when it refuses (${FUZZ_RUNS} cases a route)`, async () => {
    for (const route of routes()) {
      stats.push(
        await fuzzRoute(world.app, world.db, route, {
          cookie: () => current.cookie,
          runs: FUZZ_RUNS,
          // Deactivating or deleting ends the session: the next case needs a member again.
          afterSuccess: route.path.startsWith('/api/account')
            ? async () => {
                current = await signUpMember(world.app, world.db, { sex: 'female' })
              }
            : undefined,
        }),
      )
    }
    expect(stats.every((s) => s.cases === FUZZ_RUNS)).toBe(true)
  }, 600_000)
})
