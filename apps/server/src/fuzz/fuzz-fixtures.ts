import { profilePictures } from '../db/schema'
import { insertMatch } from '../modules/matches/matches.test-helpers'
import { buildTestApp } from '../test/build-test-app'
import { insertMember, signUpMember } from '../test/social-fixtures'

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
