import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import { profiles, users } from '../db/schema'
import { signUp } from './auth-helpers'
import { TEST_ORIGIN } from './build-test-app'
import { insertProfile, PROFILE_DEFAULTS } from './factories'

type ProfileRow = typeof profiles.$inferInsert

/**
 * Someone who is only ever looked at: a user row and a profile, no session (fast: no sign-up,
 * no password hashing). Many can be made in one statement, which also gives them one created_at.
 */
export async function insertMembers(db: Db, rows: Partial<ProfileRow>[]): Promise<string[]> {
  if (rows.length === 0) return []
  const created = await db
    .insert(users)
    .values(rows.map(() => ({ email: `member-${randomUUID()}@mithaq.test` })))
    .returning({ id: users.id })
  await db.insert(profiles).values(
    rows.map((overrides, i) => ({
      ...PROFILE_DEFAULTS,
      id: created[i]!.id,
      name: `Member ${i}`,
      ...overrides,
    })),
  )
  return created.map((u) => u.id)
}

export const insertMember = async (db: Db, overrides: Partial<ProfileRow> = {}) =>
  (await insertMembers(db, [overrides]))[0]!

/** A signed-in user with a finished profile, and a tiny client that sends their session. */
export async function signUpMember(app: FastifyInstance, db: Db, overrides: Partial<ProfileRow> = {}) {
  const user = await signUp(app)
  await insertProfile(db, user.id, { sex: 'male', name: 'Yusuf', ...overrides })
  return { ...user, ...memberClient(app, user.cookie) }
}
export type Member = Awaited<ReturnType<typeof signUpMember>>

export function memberClient(app: FastifyInstance, cookie: string) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      // From our own page, as a browser sends it: the API refuses cookie writes from elsewhere.
      headers: { cookie, origin: TEST_ORIGIN, ...(payload && { 'content-type': 'application/json' }) },
      ...(payload && { payload }),
    })
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object) => send('POST', url, payload),
    put: (url: string, payload?: object) => send('PUT', url, payload),
    del: (url: string) => send('DELETE', url),
  }
}

/** These suites sign many members up from one address; the sign-up limit is not what they test. */
export const MANY_SIGN_UPS = { config: { signUpRateLimit: 10_000 } }
