import { LIKED_PAGE_MAX, LIKED_PAGE_SIZE, type LikedList } from '@mithaq/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { favoritedProfiles, profileActions } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { insertMembers, MANY_SIGN_UPS, type Member, signUpMember } from '../../test/liked-fixtures'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

let ctx: Ctx
beforeAll(async () => {
  ctx = await buildTestApp(MANY_SIGN_UPS)
})
afterAll(() => ctx.app.close())

const man = () => signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Yusuf' })
const woman = () => signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Amina' })

/**
 * `n` women, each acted on at her own minute (newest last), except the last five, who share one
 * instant: the order then falls back to the profile id, which the cursor must carry too.
 */
async function womenAtDistinctTimes(n: number) {
  const ids = await insertMembers(
    ctx.db,
    Array.from({ length: n }, (_, i) => ({ sex: 'female' as const, name: `Woman ${i}` })),
  )
  const start = Date.parse('2026-01-01T00:00:00Z')
  const at = (i: number) => new Date(start + Math.min(i, n - 5) * 60_000)
  return { ids, at }
}

async function page(member: Member, url: string) {
  const res = await member.get(url)
  expect(res.statusCode).toBe(200)
  return res.json() as LikedList
}

/** Follows nextCursor to the end; answers every page's size and all ids in order. */
async function walk(member: Member, path: string, limit?: number) {
  const sizes: number[] = []
  const ids: string[] = []
  const totals = new Set<number>()
  let cursor: string | null = null
  do {
    const query = new URLSearchParams()
    if (limit !== undefined) query.set('limit', String(limit))
    if (cursor) query.set('cursor', cursor)
    const body = await page(member, `${path}?${query}`)
    sizes.push(body.profiles.length)
    ids.push(...body.profiles.map((p) => p.id))
    totals.add(body.total)
    cursor = body.nextCursor
  } while (cursor)
  return { sizes, ids, totals: [...totals] }
}

/** Newest first, ties broken by the larger id first: the order the tabs promise. */
const newestFirst = (ids: string[], at: (i: number) => Date) =>
  ids
    .map((id, i) => ({ id, t: at(i).getTime() }))
    .sort((a, b) => b.t - a.t || (a.id < b.id ? 1 : -1))
    .map((x) => x.id)

describe('paging the Liked tabs', () => {
  it("walks all 250 of 'I Liked' in pages of the asked size, newest first, each tile once", async () => {
    const yusuf = await man()
    const { ids, at } = await womenAtDistinctTimes(250)
    await ctx.db.insert(profileActions).values(
      ids.map((id, i) => ({
        fromProfileId: yusuf.id,
        toProfileId: id,
        action: 'like' as const,
        createdAt: at(i),
      })),
    )

    const walked = await walk(yusuf, '/api/liked/mine', 100)
    expect(walked.sizes).toEqual([100, 100, 50])
    expect(walked.totals).toEqual([250])
    expect(walked.ids).toEqual(newestFirst(ids, at))

    // Without a limit the page holds LIKED_PAGE_SIZE tiles, and the walk still reaches every one.
    const byDefault = await walk(yusuf, '/api/liked/mine')
    expect(byDefault.sizes[0]).toBe(LIKED_PAGE_SIZE)
    expect(byDefault.sizes.reduce((a, b) => a + b, 0)).toBe(250)
    expect(byDefault.ids).toEqual(walked.ids)
  })

  it("pages 'Liked Me' and 'Favorited' the same way past 200", async () => {
    const yusuf = await man()
    const { ids, at } = await womenAtDistinctTimes(210)
    await ctx.db.insert(profileActions).values(
      ids.map((id, i) => ({
        fromProfileId: id,
        toProfileId: yusuf.id,
        action: 'like' as const,
        createdAt: at(i),
      })),
    )
    await ctx.db
      .insert(favoritedProfiles)
      .values(ids.map((id, i) => ({ userId: yusuf.id, favoritedId: id, createdAt: at(i) })))

    for (const path of ['/api/liked/me', '/api/favorites']) {
      const walked = await walk(yusuf, path, LIKED_PAGE_MAX)
      expect(walked.sizes).toEqual([100, 100, 10])
      expect(walked.totals).toEqual([210])
      expect(walked.ids).toEqual(newestFirst(ids, at))
    }
  })

  it('keeps its place when a new like arrives between two pages', async () => {
    const yusuf = await man()
    const { ids, at } = await womenAtDistinctTimes(30)
    await ctx.db.insert(profileActions).values(
      ids.map((id, i) => ({
        fromProfileId: yusuf.id,
        toProfileId: id,
        action: 'like' as const,
        createdAt: at(i),
      })),
    )
    const first = await page(yusuf, '/api/liked/mine?limit=10')
    const [late] = await insertMembers(ctx.db, [{ sex: 'female', name: 'Late' }])
    await ctx.db.insert(profileActions).values({
      fromProfileId: yusuf.id,
      toProfileId: late!,
      action: 'like',
      createdAt: new Date('2026-06-01T00:00:00Z'),
    })
    const second = await page(yusuf, `/api/liked/mine?limit=10&cursor=${first.nextCursor}`)
    expect(second.total).toBe(31)
    expect([...first.profiles, ...second.profiles].map((p) => p.id)).toEqual(
      newestFirst(ids, at).slice(0, 20),
    )
  })

  it.each([
    ['a limit of 0', 'limit=0', 'limit'],
    [`a limit above ${LIKED_PAGE_MAX}`, `limit=${LIKED_PAGE_MAX + 1}`, 'limit'],
    ['a limit that is not a number', 'limit=many', 'limit'],
    ['a cursor that is not ours', 'cursor=bm90LWEtY3Vyc29y', 'cursor'],
    [
      'a cursor with a bad date',
      `cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`,
      'cursor',
    ],
  ])('refuses %s with a clear message', async (_, query, field) => {
    const yusuf = await man()
    for (const path of ['/api/liked/me', '/api/liked/mine', '/api/favorites']) {
      const res = await yusuf.get(`${path}?${query}`)
      expect(res.statusCode).toBe(400)
      const body = res.json() as { code: string; issues: { path: string }[] }
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.issues.map((i) => i.path).join()).toContain(field)
    }
  })
})

describe('matched profiles on the Liked tabs', () => {
  it("gives a tile in 'I Liked' our match's id while the match is active, and none after an unmatch", async () => {
    const [yusuf, amina] = [await man(), await woman()]
    const [other] = await insertMembers(ctx.db, [{ sex: 'female', name: 'Khadija' }])
    await yusuf.post(`/api/profiles/${other}/like`)
    await yusuf.post(`/api/profiles/${amina.id}/like`)
    const liked = await amina.post(`/api/profiles/${yusuf.id}/like`)
    const { matchId } = liked.json() as { status: string; matchId: string }
    expect(matchId).toEqual(expect.any(String))

    // The test clock gives both likes one instant: compared by id, not by order.
    const matchIds = async (member: Member) =>
      Object.fromEntries((await page(member, '/api/liked/mine')).profiles.map((p) => [p.id, p.matchId]))
    expect(await matchIds(yusuf)).toEqual({ [amina.id]: matchId, [other!]: null })
    // She liked back, so he sits in her 'I Liked' with the same match.
    expect((await page(amina, '/api/liked/mine')).profiles).toMatchObject([{ id: yusuf.id, matchId }])

    expect((await yusuf.post(`/api/matches/${matchId}/unmatch`)).statusCode).toBe(200)
    expect(await matchIds(yusuf)).toEqual({ [amina.id]: null, [other!]: null })
  })
})
