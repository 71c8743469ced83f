import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  TERMS_VERSION,
} from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { accounts, profiles, sessions, users } from '../db/schema'
import type { FuzzRoute } from '../test/fuzz'
import { describeFuzzedRoutes, type FuzzWorld } from './fuzz-fixtures'

/** Her rows as they were before any case: a successful deactivation or deletion is undone from them. */
let saved: {
  user: (typeof users.$inferSelect)[]
  account: (typeof accounts.$inferSelect)[]
  session: (typeof sessions.$inferSelect)[]
  profile: (typeof profiles.$inferSelect)[]
}

async function save(world: FuzzWorld) {
  const id = world.me.id
  saved = {
    user: await world.db.select().from(users).where(eq(users.id, id)),
    account: await world.db.select().from(accounts).where(eq(accounts.userId, id)),
    session: await world.db.select().from(sessions).where(eq(sessions.userId, id)),
    profile: await world.db.select().from(profiles).where(eq(profiles.id, id)),
  }
}

/** Puts her back as she was (same session token, so the same cookie), without a slow sign-up. */
async function restore(world: FuzzWorld) {
  const db = world.db
  await db.insert(users).values(saved.user).onConflictDoNothing()
  await db.insert(accounts).values(saved.account).onConflictDoNothing()
  await db.insert(sessions).values(saved.session).onConflictDoNothing()
  await db.insert(profiles).values(saved.profile).onConflictDoNothing()
  await db.update(profiles).set({ isActive: true, deactivatedAt: null }).where(eq(profiles.id, world.me.id))
}

describeFuzzedRoutes(
  'fuzzing the account and auth routes',
  (world): FuzzRoute[] => [
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: signUpSchema,
      valid: {
        body: {
          email: 'fuzz@mithaq.test',
          password: 'a long enough password',
          name: '',
          termsVersion: TERMS_VERSION,
        },
      },
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: signInSchema,
      valid: () => ({ body: { email: world().me.email, password: world().me.password } }),
    },
    {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      body: forgotPasswordSchema,
      valid: () => ({
        body: { email: world().me.email, redirectTo: 'http://localhost:3000/reset-password' },
      }),
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      body: resetPasswordSchema,
      valid: { body: { newPassword: 'another long password', token: 'not-a-real-token' } },
    },
    { method: 'POST', path: '/api/account/deactivate' },
    { method: 'DELETE', path: '/api/account' },
  ],
  {
    prepared: save,
    // Deactivating or deleting ends the session: the next case needs her back.
    afterSuccess: (route, world) =>
      route.path.startsWith('/api/account') ? () => restore(world) : undefined,
  },
)
