import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/client'
import { buildTestApp } from '../../test/build-test-app'
import { insertMembers } from '../../test/liked-fixtures'
import { viewerMeetsTheirMusts } from './faith-sql'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

describe('the feed conditions as the planner sees them (decision 560)', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
    // Most members set no must, as on the live service: a few in fifty do.
    await insertMembers(
      ctx.db,
      Array.from({ length: 1000 }, (_, i) => ({
        sex: 'female' as const,
        faithMustExcluded: i % 50 === 0 ? 3n : 0n,
      })),
    )
    await ctx.db.execute(sql`analyze profiles`)
  })
  afterAll(() => ctx.app.close())

  it('expects most members to pass the test of their musts, as most do', async () => {
    const meets = viewerMeetsTheirMusts({
      answers: { prayer: 'fiveDaily' },
      filters: {},
      candidateSex: 'female',
    })
    const [{ passing }] = rowsOf<{ passing: number }>(
      await ctx.db.execute(sql`select count(*)::int as passing from profiles where ${meets}`),
    ) as [{ passing: number }]
    const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      await ctx.db.execute(sql`explain (format json) select id from profiles where ${meets}`),
    )
    const estimated = row!['QUERY PLAN'][0].Plan['Plan Rows']
    expect(passing).toBeGreaterThan(900)
    // A guess of a few rows made the planner leave the feed's index walk for narrow filters.
    expect(estimated).toBeGreaterThan(passing / 2)
  })
})
