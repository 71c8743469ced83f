import type { LikeResult } from '@mithaq/domain'
import { and, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matches, notifications, profileActions } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { MANY_SIGN_UPS, type Member, signUpMember } from '../../test/liked-fixtures'

// On PGlite requests take turns; with TEST_DATABASE_URL these are real parallel transactions.
type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
beforeAll(async () => {
  ctx = await buildTestApp(MANY_SIGN_UPS)
})
afterAll(() => ctx.app.close())

const pair = async () =>
  [
    await signUpMember(ctx.app, ctx.db, { sex: 'male' }),
    await signUpMember(ctx.app, ctx.db, { sex: 'female' }),
  ] as const

const like = async (from: Member, to: Member) => {
  const res = await from.post(`/api/profiles/${to.id}/like`)
  expect(res.statusCode).toBe(200)
  return res.json() as LikeResult
}

async function expectExactlyOneMatch(a: Member, b: Member, results: LikeResult[]) {
  const rows = await ctx.db
    .select()
    .from(matches)
    .where(
      or(
        and(eq(matches.profile1Id, a.id), eq(matches.profile2Id, b.id)),
        and(eq(matches.profile1Id, b.id), eq(matches.profile2Id, a.id)),
      ),
    )
  expect(rows).toHaveLength(1)
  expect(results.map((r) => r.status).sort()).toEqual(['liked', 'matched'])
  expect(results.find((r) => r.status === 'matched')).toEqual({ status: 'matched', matchId: rows[0]!.id })
  const matchNotices = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, 'match'), eq(notifications.referenceId, rows[0]!.id)))
  expect(matchNotices.map((n) => n.userId).sort()).toEqual([a.id, b.id].sort())
}

describe('two people liking each other at the same instant', () => {
  it('get exactly one match, 20 pairs in a row', async () => {
    for (let round = 0; round < 20; round++) {
      const [a, b] = await pair()
      const results = await Promise.all([like(a, b), like(b, a)])
      await expectExactlyOneMatch(a, b, results)
    }
  })

  it('get exactly one match each when 10 pairs all like at once', async () => {
    const pairs = await Promise.all(Array.from({ length: 10 }, pair))
    const results = await Promise.all(pairs.map(([a, b]) => Promise.all([like(a, b), like(b, a)])))
    for (const [i, [a, b]] of pairs.entries()) await expectExactlyOneMatch(a, b, results[i]!)
  })
})

describe('one person liking twice at the same instant', () => {
  it('records one like, answers already_liked once and notifies once', async () => {
    const [a, b] = await pair()
    const results = await Promise.all([like(a, b), like(a, b), like(a, b)])
    expect(results.map((r) => r.status).sort()).toEqual(['already_liked', 'already_liked', 'liked'])
    const rows = await ctx.db
      .select()
      .from(profileActions)
      .where(and(eq(profileActions.fromProfileId, a.id), eq(profileActions.toProfileId, b.id)))
    expect(rows).toHaveLength(1)
    const notices = await ctx.db.select().from(notifications).where(eq(notifications.userId, b.id))
    expect(notices).toHaveLength(1)
  })
})
