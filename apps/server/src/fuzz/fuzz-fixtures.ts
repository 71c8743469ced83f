import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profilePictures } from '../db/schema'
import { insertMatch } from '../modules/matches/matches.test-helpers'
import { buildTestApp } from '../test/build-test-app'
import {
  describeStats,
  FUZZ_ROUTE_TIMEOUT_MS,
  FUZZ_RUNS,
  type FuzzRoute,
  type FuzzStats,
  fuzzRoute,
} from '../test/fuzz'
import { insertMember, signUpMember } from '../test/liked-fixtures'

/**
 * One app and one database for a group of routes, with the people the valid examples name:
 * `me` (signed in, with a picture), a member of the other sex to act on, and a match between
 * `me` and `partner` whose chat is open.
 */
export async function fuzzWorld() {
  const ctx = await buildTestApp({
    config: { signUpRateLimit: 1_000_000, signInRateLimit: 1_000_000 },
  })
  const me = await signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Amina', tokenBalance: 1_000 })
  const partner = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Bilal', tokenBalance: 1_000 })
  const target = await insertMember(ctx.db, { sex: 'male', name: 'Yusuf' })
  const [picture] = await ctx.db
    .insert(profilePictures)
    .values({ profileId: me.id, storagePath: 'fuzz.webp', position: 0 })
    .returning({ id: profilePictures.id })
  const matchId = await insertMatch(ctx.db, me.id, partner.id, ctx.clock.now(), {
    chatUnlocked: true,
    user1Paid: true,
    user2Paid: true,
  })
  return { ...ctx, me, partner, target, matchId, pictureId: picture!.id }
}

export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>

/**
 * One fuzz suite: a fresh world, then one test per route (FUZZ_RUNS cases: none answered 500,
 * none refused wrote); FUZZ_REPORT=1 prints the figures. `routes` receives the world to come, for
 * valid examples that name its people. `prepared` runs once the world exists; `afterSuccess` may
 * give a route a repair to run after each accepted case (deactivation ends the session).
 */
export function describeFuzzedRoutes(
  title: string,
  routes: (world: () => FuzzWorld) => FuzzRoute[],
  hooks: {
    prepared?: (world: FuzzWorld) => Promise<void>
    afterSuccess?: (route: FuzzRoute, world: FuzzWorld) => (() => Promise<void>) | undefined
  } = {},
) {
  describe(title, () => {
    let built: FuzzWorld | undefined
    const world = () => {
      if (!built) throw new Error('the fuzz world is built in beforeAll')
      return built
    }
    const stats: FuzzStats[] = []
    beforeAll(async () => {
      built = await fuzzWorld()
      await hooks.prepared?.(built)
    }, 180_000)
    afterAll(async () => {
      if (process.env.FUZZ_REPORT) console.info(describeStats(stats))
      await built?.app.close()
    })

    for (const route of routes(world)) {
      it(
        `${route.method} ${route.path}: ${FUZZ_RUNS} cases, none answered 500, none refused wrote`,
        async () => {
          const w = world()
          stats.push(
            await fuzzRoute(w.app, w.db, route, {
              cookie: () => w.me.cookie,
              runs: FUZZ_RUNS,
              afterSuccess: hooks.afterSuccess?.(route, w),
            }),
          )
          expect(stats.at(-1)?.cases).toBe(FUZZ_RUNS)
        },
        FUZZ_ROUTE_TIMEOUT_MS,
      )
    }
  })
}
