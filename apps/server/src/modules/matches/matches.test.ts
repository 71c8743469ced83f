import { randomUUID } from 'node:crypto'
import { englishTranslator, pushMessageFor, REMATCH_CONTENT, TOKEN_RULES } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockedProfiles, matches, messages } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import {
  as,
  balanceOf,
  createFundedUser,
  createMatchedPair,
  insertMatch,
  ledgerOf,
  ledgerViolations,
  matchRow,
  notificationsOf,
} from './matches.test-helpers'

const english = englishTranslator()

const HOUR = 60 * 60 * 1000
let ctx: Awaited<ReturnType<typeof buildTestApp>>

beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
})
afterAll(async () => {
  expect(await ledgerViolations(ctx.db)).toEqual([])
  await ctx.app.close()
})

const pair = (options?: Parameters<typeof createMatchedPair>[3]) =>
  createMatchedPair(ctx.app, ctx.db, ctx.clock.now(), options)

async function unlockedPair(options?: Parameters<typeof createMatchedPair>[3]) {
  const p = await pair(options)
  expect(
    (await as(ctx.app, p.amina).post(`/api/matches/${p.matchId}/pay`, { express: false })).statusCode,
  ).toBe(200)
  expect(
    (await as(ctx.app, p.bilal).post(`/api/matches/${p.matchId}/pay`, { express: false })).statusCode,
  ).toBe(200)
  return p
}

const send = (user: { cookie: string }, matchId: string, content: string) =>
  as(ctx.app, user).post(`/api/matches/${matchId}/messages`, { content, clientId: randomUUID() })

describe('paying to unlock a chat', () => {
  it('charges 3 tokens, waits for the other user and tells them payment is required', async () => {
    const { amina, bilal, matchId } = await pair()
    const res = await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      outcome: 'waiting',
      balance: 7,
      match: { status: 'locked', me: { paid: true, paidAmount: 3 }, them: { paid: false } },
    })
    expect(await ledgerOf(ctx.db, amina.id)).toContainEqual({
      amount: -3,
      type: 'payment',
      description: 'Chat unlock with Bilal',
    })
    expect(await notificationsOf(ctx.db, bilal.id)).toEqual([
      { type: 'payment_required', senderId: amina.id, referenceId: matchId },
    ])
  })

  it('unlocks when both have paid, starts the 24 h initial timer and tells both', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    const res = await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })
    const now = ctx.clock.now().getTime()
    expect(res.json()).toMatchObject({
      outcome: 'unlocked',
      balance: 7,
      match: {
        status: 'unlocked',
        paymentExpiresAt: null,
        initialTimerExpiresAt: new Date(now + TOKEN_RULES.initialTimerMs).toISOString(),
      },
    })
    expect((await notificationsOf(ctx.db, amina.id)).map((n) => n.type)).toEqual(['chat_unlocked'])
    // Same instant: compared as a set.
    expect((await notificationsOf(ctx.db, bilal.id)).map((n) => n.type).sort()).toEqual([
      'chat_unlocked',
      'payment_required',
    ])
  })

  it('unlocks at once for both with an express payment of 6 tokens', async () => {
    const { amina, bilal, matchId } = await pair()
    const res = await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: true })
    expect(res.json()).toMatchObject({
      outcome: 'express_unlocked',
      balance: 4,
      match: { status: 'unlocked' },
    })
    expect(await balanceOf(ctx.db, amina.id)).toBe(10)
    expect((await as(ctx.app, amina).get(`/api/matches/${matchId}`)).json()).toMatchObject({
      status: 'unlocked',
      them: { paid: true, paidAmount: 6 },
      me: { paid: false },
    })
  })
  it('says why it refuses a second payment: the code, the reason and the message', async () => {
    const { amina, matchId } = await pair()
    expect(
      (await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })).statusCode,
    ).toBe(200)
    const again = await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      reason: 'already_paid',
      message: english('notices.alreadyPaid'),
    })
  })
})

describe('the payment window', () => {
  it('refunds the payer, penalises the other and auto-unmatches when it runs out (scheduler)', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, amina.id)).toBe(10)
    expect(await balanceOf(ctx.db, bilal.id)).toBe(9)
    expect(await matchRow(ctx.db, matchId)).toMatchObject({
      unmatchInitiatorId: null,
      unmatchKind: 'non_response',
    })
    expect((await ledgerOf(ctx.db, bilal.id)).at(-1)).toMatchObject({ amount: -1, type: 'penalty' })
  })

  it('counts an expired window on the next read, before the scheduler gets to it', async () => {
    const { amina, bilal, matchId } = await pair()
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs + 1)
    const detail = await as(ctx.app, bilal).get(`/api/matches/${matchId}`)
    expect(detail.json()).toMatchObject({
      status: 'unmatched',
      unmatchReason: 'non_response',
      canRematch: true,
    })
    expect(await balanceOf(ctx.db, amina.id)).toBe(9)
    expect(await balanceOf(ctx.db, bilal.id)).toBe(9)
    // The scheduler finds nothing left to do: the penalty was charged once.
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, bilal.id)).toBe(9)
  })

  it('never penalises below zero', async () => {
    const { amina, matchId } = await pair({ balances: [0, 10] })
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, amina.id)).toBe(0)
    expect((await matchRow(ctx.db, matchId)).unmatchedAt).not.toBeNull()
  })
})

describe('timers after the unlock', () => {
  it('auto-unmatches with no penalty and no refund when nobody writes within 24 hours', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    ctx.clock.advance(TOKEN_RULES.initialTimerMs - 1)
    await ctx.app.scheduler.tick()
    expect((await matchRow(ctx.db, matchId)).unmatchedAt).toBeNull()
    ctx.clock.advance(1)
    await ctx.app.scheduler.tick()
    expect(await matchRow(ctx.db, matchId)).toMatchObject({ unmatchKind: 'non_response' })
    expect([await balanceOf(ctx.db, amina.id), await balanceOf(ctx.db, bilal.id)]).toEqual([7, 7])
  })

  it('awaits the recipient after each message and penalises them when 48 hours pass without a reply', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    ctx.clock.advance(HOUR)
    expect((await send(amina, matchId, 'Assalamu alaikum')).statusCode).toBe(201)
    const detail = (await as(ctx.app, bilal).get(`/api/matches/${matchId}`)).json()
    expect(detail).toMatchObject({
      awaitingResponseFrom: 'me',
      initialTimerExpiresAt: null,
      responseTimerExpiresAt: new Date(ctx.clock.now().getTime() + TOKEN_RULES.responseTimerMs).toISOString(),
    })
    ctx.clock.advance(TOKEN_RULES.responseTimerMs)
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, bilal.id)).toBe(6)
    expect(await balanceOf(ctx.db, amina.id)).toBe(7)
    expect(await matchRow(ctx.db, matchId)).toMatchObject({
      unmatchKind: 'non_response',
      unmatchInitiatorId: null,
    })
  })

  it('restarts the response timer with every reply', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await send(amina, matchId, 'Salaam')
    ctx.clock.advance(47 * HOUR)
    await send(bilal, matchId, 'Wa alaikum salaam')
    ctx.clock.advance(47 * HOUR)
    await ctx.app.scheduler.tick()
    expect(await matchRow(ctx.db, matchId)).toMatchObject({
      unmatchedAt: null,
      awaitingResponseFrom: amina.id,
    })
  })
})

describe('manual unmatch', () => {
  it('charges 1 token once the chat was unlocked and leaves it read-only', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await send(amina, matchId, 'Salaam')
    const res = await as(ctx.app, bilal).post(`/api/matches/${matchId}/unmatch`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      balance: 6,
      match: { status: 'unmatched', unmatchReason: 'you_unmatched' },
    })
    expect((await as(ctx.app, amina).get(`/api/matches/${matchId}`)).json()).toMatchObject({
      unmatchReason: 'they_unmatched',
      canRematch: false,
    })
    expect((await send(amina, matchId, 'Hello?')).json()).toMatchObject({
      message: english('notices.cannotSendMessage'),
    })
    expect((await as(ctx.app, amina).get(`/api/matches/${matchId}/messages`)).json().messages).toHaveLength(1)
  })

  it("charges 3 tokens while locked and refunds the other user's payment", async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    expect(await balanceOf(ctx.db, amina.id)).toBe(7)
    expect(await balanceOf(ctx.db, bilal.id)).toBe(10)
  })

  it('charges the fee only up to the balance', async () => {
    const { amina, matchId } = await pair({ balances: [2, 10] })
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)).json()).toMatchObject({
      balance: 0,
    })
  })
})

describe('rematch', () => {
  it('lets the initiator of a manual unmatch rematch for 3 tokens with a fresh payment window', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    ctx.clock.advance(HOUR)
    const res = await as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      balance: 3,
      match: {
        status: 'locked',
        me: { paid: false },
        them: { paid: false },
        paymentExpiresAt: new Date(ctx.clock.now().getTime() + TOKEN_RULES.paymentWindowMs).toISOString(),
      },
    })
    expect((await ledgerOf(ctx.db, amina.id)).at(-1)).toEqual({
      amount: -3,
      type: 'rematch',
      description: 'Rematch with Bilal',
    })
    expect((await notificationsOf(ctx.db, bilal.id)).at(-1)).toMatchObject({
      type: 'match',
      senderId: amina.id,
    })
    const list = (await as(ctx.app, bilal).get('/api/matches')).json().matches
    expect(list.map((m: { id: string }) => m.id)).toContain(matchId)
    // Her sex comes with her name: the words about her agree with it (decision 300).
    expect(list.find((m: { id: string }) => m.id === matchId).profile).toMatchObject({
      name: 'Amina',
      sex: 'female',
    })
  })

  it('tells the other person who rematched with them, in the list they read and in the push', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    ctx.clock.advance(HOUR)
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`)).statusCode).toBe(200)
    const [latest] = (await as(ctx.app, bilal).get('/api/notifications')).json().notifications
    expect(latest).toMatchObject({
      type: 'match',
      senderName: 'Amina',
      senderSex: 'female',
      referenceId: matchId,
      content: REMATCH_CONTENT,
      read: false,
    })
    expect(pushMessageFor(latest, englishTranslator())).toEqual({
      title: 'New Match!',
      body: 'Amina rematched with you!',
    })
    // A first match still reads as one.
    expect(
      pushMessageFor({ ...latest, content: english('notices.newMatchNotification') }, englishTranslator()),
    ).toEqual({
      title: 'New Match!',
      body: 'You matched with Amina!',
    })
  })

  it('lets either user rematch after an automatic unmatch', async () => {
    const { bilal, matchId } = await pair()
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
    const res = await as(ctx.app, bilal).post(`/api/matches/${matchId}/rematch`)
    expect(res.statusCode).toBe(200)
    expect(res.json().balance).toBe(6)
  })

  it('refuses the user who was unmatched, naming the other', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    const res = await as(ctx.app, bilal).post(`/api/matches/${matchId}/rematch`)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      'Cannot rematch: You cannot rematch with Amina because they unmatched with you.',
    )
  })
})

describe('a deactivated or ineligible other side', () => {
  it('refuses a rematch with a deactivated user, charges nothing, and never answers their profile', async () => {
    const { amina, bilal, matchId } = await pair()
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
    // Seen once before the deactivation, so the automatic unmatch has been applied.
    expect((await as(ctx.app, amina).get('/api/matches/unmatched')).statusCode).toBe(200)
    expect((await as(ctx.app, bilal).post('/api/account/deactivate')).statusCode).toBe(200)
    const before = [await balanceOf(ctx.db, amina.id), await balanceOf(ctx.db, bilal.id)]
    const res = await as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`)
    expect(res.statusCode).toBe(404)
    expect([await balanceOf(ctx.db, amina.id), await balanceOf(ctx.db, bilal.id)]).toEqual(before)
    expect((await matchRow(ctx.db, matchId))?.unmatchedAt).not.toBeNull()
    const detail = await as(ctx.app, amina).get(`/api/matches/${matchId}`)
    expect(detail.statusCode).toBe(404)
    expect(detail.body).not.toContain('Bilal')
    // Leaving it is still allowed: Remove Forever does not need the other side.
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/remove-forever`)).statusCode).toBe(200)
  })

  it('refuses payment, messages and the detail of a same-sex match, and changes nothing', async () => {
    const amina = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Amina', sex: 'female' })
    const sara = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Sara', sex: 'female' })
    const matchId = await insertMatch(ctx.db, amina.id, sara.id, ctx.clock.now(), { chatUnlocked: true })
    expect(
      (await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })).statusCode,
    ).toBe(404)
    expect((await as(ctx.app, amina).get(`/api/matches/${matchId}`)).statusCode).toBe(404)
    const sent = await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
      content: 'Salam',
      clientId: randomUUID(),
    })
    expect(sent.statusCode).toBe(404)
    expect(await balanceOf(ctx.db, amina.id)).toBe(10)
    expect(await ctx.db.select().from(messages).where(eq(messages.matchId, matchId))).toEqual([])
  })
})

describe('Remove Forever', () => {
  it('hides the unmatched profile from my list for good and answers 404 for it afterwards', async () => {
    const { amina, bilal, matchId } = await pair()
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
    const before = (await as(ctx.app, amina).get('/api/matches/unmatched')).json().matches
    expect(before.find((m: { id: string }) => m.id === matchId)).toMatchObject({
      reason: 'non_response',
      canRematch: true,
      profile: { name: 'Bilal' },
    })
    const res = await as(ctx.app, amina).post(`/api/matches/${matchId}/remove-forever`)
    expect(res.json()).toMatchObject({ match: null })
    const after = (await as(ctx.app, amina).get('/api/matches/unmatched')).json().matches
    expect(after.map((m: { id: string }) => m.id)).not.toContain(matchId)
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`)).statusCode).toBe(404)
    // Bilal still sees it, but can no longer rematch either.
    const his = (await as(ctx.app, bilal).get('/api/matches/unmatched')).json().matches
    expect(his.find((m: { id: string }) => m.id === matchId)).toMatchObject({ canRematch: false })
    expect((await as(ctx.app, bilal).post(`/api/matches/${matchId}/rematch`)).statusCode).toBe(403)
  })
})

describe('block and report', () => {
  it('ends the match with no fee, refunds unspent payments and rules out a rematch', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    const now = ctx.clock.now()
    const announcement = await ctx.db.transaction(async (tx) => {
      await tx.insert(blockedProfiles).values({ blockerId: bilal.id, blockedId: amina.id })
      return ctx.app.matches.endForBlock(tx, bilal.id, amina.id, now)
    })
    ctx.app.announcer.announce(announcement)
    expect(announcement.emits).toContainEqual({
      userId: amina.id,
      event: { type: 'wallet.updated', balance: 10 },
    })
    expect([await balanceOf(ctx.db, amina.id), await balanceOf(ctx.db, bilal.id)]).toEqual([10, 10])
    expect(await matchRow(ctx.db, matchId)).toMatchObject({
      unmatchKind: 'block',
      unmatchInitiatorId: bilal.id,
    })
    // Hidden from both, everywhere.
    for (const user of [amina, bilal]) {
      expect((await as(ctx.app, user).get(`/api/matches/${matchId}`)).statusCode).toBe(404)
      const unmatched = (await as(ctx.app, user).get('/api/matches/unmatched')).json().matches
      expect(unmatched.map((m: { id: string }) => m.id)).not.toContain(matchId)
    }
  })
})

describe('the matches list', () => {
  it('lists active matches newest activity first, with the last message and my unread count', async () => {
    const { amina, bilal, matchId } = await unlockedPair()
    const other = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    // Make Amina part of a second, newer match.
    const [second] = await ctx.db
      .insert(matches)
      .values(
        amina.id < other.bilal.id
          ? {
              profile1Id: amina.id,
              profile2Id: other.bilal.id,
              createdAt: new Date(ctx.clock.now().getTime() + 1),
            }
          : {
              profile1Id: other.bilal.id,
              profile2Id: amina.id,
              createdAt: new Date(ctx.clock.now().getTime() + 1),
            },
      )
      .returning({ id: matches.id })
    ctx.clock.advance(HOUR)
    await send(bilal, matchId, 'A message long enough to need a preview cut')
    const list = (await as(ctx.app, amina).get('/api/matches')).json().matches
    expect(list.map((m: { id: string }) => m.id)).toEqual([matchId, second!.id])
    expect(list[0]).toMatchObject({
      status: 'unlocked',
      unreadCount: 1,
      profile: { name: 'Bilal', picture: null },
      lastMessage: { content: 'A message long enough to need a preview cut', isMine: false },
    })
    expect(list[1]).toMatchObject({ status: 'locked', lastMessage: null, unreadCount: 0 })
  })

  it('tells each user whose move it is on which timer, and when it ends', async () => {
    const { amina, bilal, matchId } = await pair()
    const rowOf = async (user: { cookie: string }) =>
      (await as(ctx.app, user).get('/api/matches'))
        .json()
        .matches.find((m: { id: string }) => m.id === matchId)
    const window = (await matchRow(ctx.db, matchId)).paymentExpiresAt!.toISOString()
    expect((await rowOf(amina)).timer).toEqual({ kind: 'payment_window', expiresAt: window, turn: 'either' })

    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    expect((await rowOf(amina)).timer).toMatchObject({ kind: 'payment_window', turn: 'them' })
    expect((await rowOf(bilal)).timer).toMatchObject({ kind: 'payment_window', turn: 'me' })

    await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })
    expect((await rowOf(bilal)).timer).toMatchObject({ kind: 'first_message', turn: 'either' })

    await send(bilal, matchId, 'Assalamu alaikum')
    const reply = (await matchRow(ctx.db, matchId)).responseTimerExpiresAt!.toISOString()
    expect((await rowOf(amina)).timer).toEqual({ kind: 'reply', expiresAt: reply, turn: 'me' })
    expect((await rowOf(bilal)).timer).toMatchObject({ kind: 'reply', turn: 'them' })
  })

  it('answers 401 without a session and 403 without a profile', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/matches' })).statusCode).toBe(401)
    const { signUp } = await import('../../test/auth-helpers')
    const noProfile = await signUp(ctx.app)
    expect((await as(ctx.app, noProfile).get('/api/matches')).statusCode).toBe(403)
  })
})

describe('the wallet', () => {
  it('shows the balance and the last 4 transactions, newest first', async () => {
    const { amina, matchId } = await unlockedPair()
    await send(amina, matchId, 'Salaam')
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    await as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`)
    const wallet = (await as(ctx.app, amina).get('/api/wallet')).json()
    expect(wallet.balance).toBe(3)
    // Each entry of the match says the sex of the man it names (decisions 300, 305).
    expect(
      wallet.transactions.map((t: { type: string; amount: number; params: { sex?: string } }) => [
        t.type,
        t.amount,
        t.params.sex ?? null,
      ]),
    ).toEqual([
      ['rematch', -3, 'male'],
      ['unmatch_fee', -1, 'male'],
      ['payment', -3, 'male'],
      ['grant', 10, null],
    ])
  })
})
