import { TERMS_VERSION, TOKEN_RULES } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matches, messages, profilePictures, profiles, users } from '../../db/schema'
import { postJson } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import {
  as,
  balanceOf,
  createFundedUser,
  createMatchedPair,
  ledgerViolations,
  matchRow,
} from '../matches/matches.test-helpers'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.app.close())

const me = (user: { cookie: string }) => as(ctx.app, user).get('/api/me')
const feedNames = async (user: { cookie: string }) =>
  ((await as(ctx.app, user).get('/api/discover')).json().profiles as { name: string }[]).map((p) => p.name)
const unmatchedNames = async (user: { cookie: string }) =>
  (
    (await as(ctx.app, user).get('/api/matches/unmatched')).json().matches as { profile: { name: string } }[]
  ).map((m) => m.profile.name)
const signIn = (user: { email: string; password: string }) =>
  postJson(ctx.app, '/api/auth/sign-in/email', { email: user.email, password: user.password })
const deleteAccount = (user: { cookie: string }) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
  })

/** Amina and Bilal are matched and Bilal has paid toward the unlock; Omar has never met her. */
async function scene() {
  const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
  expect((await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })).statusCode).toBe(
    200,
  )
  const omar = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Omar', sex: 'male' })
  return { amina, bilal, omar, matchId }
}

describe('deactivating an account', () => {
  it('ends her matches with refunds, hides her, ends her sessions, and a sign-in brings her back', async () => {
    const { amina, bilal, omar, matchId } = await scene()
    const bilalBefore = await balanceOf(ctx.db, bilal.id)
    expect(await feedNames(omar)).toContain('Amina')

    const res = await as(ctx.app, amina).post('/api/account/deactivate')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'deactivated' })

    // His unlock payment is refunded, nobody is charged, and the match is over.
    expect(await balanceOf(ctx.db, bilal.id)).toBe(bilalBefore + TOKEN_RULES.unlockStandard)
    expect((await matchRow(ctx.db, matchId)).unmatchedAt).not.toBeNull()
    expect(await ledgerViolations(ctx.db)).toEqual([])
    expect(await feedNames(omar)).not.toContain('Amina')
    expect(await unmatchedNames(bilal)).toEqual([])
    expect((await me(amina)).statusCode).toBe(401)

    const back = await signIn(amina)
    expect(back.statusCode).toBe(200)
    const [row] = await ctx.db
      .select({ isActive: profiles.isActive })
      .from(profiles)
      .where(eq(profiles.id, amina.id))
    expect(row?.isActive).toBe(true)
    expect(await feedNames(omar)).toContain('Amina')
    expect(await unmatchedNames(bilal)).toEqual(['Amina'])
  })

  it('needs a session and a finished profile', async () => {
    expect((await postJson(ctx.app, '/api/account/deactivate', {})).statusCode).toBe(401)
  })
})

describe('deleting an account', () => {
  it('erases her rows, messages and picture files, refunds the other side, and frees her e-mail', async () => {
    const { amina, bilal, matchId } = await scene()
    const bilalBefore = await balanceOf(ctx.db, bilal.id)
    // A picture file and its thumbnail, as the upload pipeline stores them.
    await ctx.app.storage.put('delete-me.webp', Buffer.from('picture'))
    await ctx.app.storage.put('delete-me.thumb.webp', Buffer.from('thumb'))
    await ctx.db
      .insert(profilePictures)
      .values({ profileId: amina.id, storagePath: 'delete-me.webp', position: 0 })
    await ctx.db
      .insert(messages)
      .values({ matchId, senderId: amina.id, clientId: crypto.randomUUID(), content: 'Salaam' })

    const res = await deleteAccount(amina)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'deleted' })

    expect(await ctx.db.select().from(users).where(eq(users.id, amina.id))).toEqual([])
    expect(await ctx.db.select().from(profiles).where(eq(profiles.id, amina.id))).toEqual([])
    expect(await ctx.db.select().from(matches).where(eq(matches.id, matchId))).toEqual([])
    expect(await ctx.db.select().from(messages).where(eq(messages.senderId, amina.id))).toEqual([])
    expect(await ctx.app.storage.get('delete-me.webp')).toBeUndefined()
    expect(await ctx.app.storage.get('delete-me.thumb.webp')).toBeUndefined()
    expect(await balanceOf(ctx.db, bilal.id)).toBe(bilalBefore + TOKEN_RULES.unlockStandard)
    expect(await ledgerViolations(ctx.db)).toEqual([])

    expect((await me(amina)).statusCode).toBe(401)
    expect((await signIn(amina)).statusCode).toBe(401)
    const again = await postJson(ctx.app, '/api/auth/sign-up/email', {
      email: amina.email,
      password: 'another123',
      name: '',
      termsVersion: TERMS_VERSION,
    })
    expect(again.statusCode).toBe(200)
  })

  it('needs a session, and a second attempt finds none', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/account' })).statusCode).toBe(401)
    const { amina } = await scene()
    expect((await deleteAccount(amina)).statusCode).toBe(200)
    expect((await deleteAccount(amina)).statusCode).toBe(401)
  })
})
