import type { LikeResult, MatchNews } from '@mithaq/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { MANY_SIGN_UPS, type Member, signUpMember } from '../../test/liked-fixtures'

// "It's a Match!" once per member (decision 350): the liker who made the match saw it already;
// the other side is owed it until a screen shows it, whichever device and however late.

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp(MANY_SIGN_UPS)
})
afterAll(() => ctx.app.close())

const news = async (member: Member) => {
  const res = await member.get('/api/matches/news')
  expect(res.statusCode).toBe(200)
  return res.json() as MatchNews
}

async function matchedPair() {
  const amina = await signUpMember(ctx.app, ctx.db, { sex: 'female', name: 'Amina' })
  const bilal = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Bilal' })
  expect((await amina.post(`/api/profiles/${bilal.id}/like`)).json()).toEqual({ status: 'liked' })
  // Bilal's like completes the match: Amina was elsewhere (or away) and has not seen it yet.
  const result = (await bilal.post(`/api/profiles/${amina.id}/like`)).json() as LikeResult
  if (result.status !== 'matched') throw new Error(`expected a match, got ${result.status}`)
  return { amina, bilal, matchId: result.matchId }
}

describe('the match moment, owed once', () => {
  it('is owed to the member whose like was completed, not to the one who completed it', async () => {
    const { amina, bilal, matchId } = await matchedPair()
    expect(await news(amina)).toEqual({ moments: [matchId], newMatches: 1 })
    expect(await news(bilal)).toEqual({ moments: [], newMatches: 1 })
  })

  it('is owed no more once shown, on any device, and a second mark changes nothing', async () => {
    const { amina, matchId } = await matchedPair()
    expect((await amina.post(`/api/matches/${matchId}/moment-shown`)).statusCode).toBe(204)
    expect((await news(amina)).moments).toEqual([])
    expect((await amina.post(`/api/matches/${matchId}/moment-shown`)).statusCode).toBe(204)
    expect((await news(amina)).moments).toEqual([])
  })

  it('lists several owed moments oldest first', async () => {
    const { amina, matchId: first } = await matchedPair()
    const other = await signUpMember(ctx.app, ctx.db, { sex: 'male', name: 'Chakib' })
    await amina.post(`/api/profiles/${other.id}/like`)
    ctx.clock.advance(1000)
    const second = (await other.post(`/api/profiles/${amina.id}/like`)).json() as LikeResult
    if (second.status !== 'matched') throw new Error('expected a match')
    expect(await news(amina)).toEqual({ moments: [first, second.matchId], newMatches: 2 })
  })

  it("refuses to mark a match that is not the member's own, and changes nothing", async () => {
    const { amina, matchId } = await matchedPair()
    const stranger = await signUpMember(ctx.app, ctx.db, { sex: 'female' })
    expect((await stranger.post(`/api/matches/${matchId}/moment-shown`)).statusCode).toBe(404)
    expect((await stranger.post('/api/matches/not-a-uuid/moment-shown')).statusCode).toBe(404)
    expect((await news(amina)).moments).toEqual([matchId])
  })

  it('drops a moment whose match ended before it was shown', async () => {
    const { amina, bilal, matchId } = await matchedPair()
    expect((await bilal.post(`/api/matches/${matchId}/unmatch`)).statusCode).toBe(200)
    expect(await news(amina)).toEqual({ moments: [], newMatches: 0 })
  })
})

describe('the Matches badge of new matches', () => {
  it('counts matches made since the member last opened Matches, and opening it clears them', async () => {
    const { amina, bilal } = await matchedPair()
    expect((await news(bilal)).newMatches).toBe(1)
    expect((await bilal.post('/api/matches/seen')).statusCode).toBe(204)
    expect((await news(bilal)).newMatches).toBe(0)
    // One side opening Matches clears only their own badge.
    expect((await news(amina)).newMatches).toBe(1)
  })

  it('needs a signed-in member', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/matches/news' })
    expect(res.statusCode).toBe(401)
  })
})
