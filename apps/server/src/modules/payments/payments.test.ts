import { DEFAULT_TOKEN_PACKS } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type StripeStandIn, startStripeStandIn } from '../../../../../tools/stripe-stand-in/stand-in.mjs'
import { paymentEvents, purchases, tokenTransactions, users } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import {
  as,
  balanceOf,
  createFundedUser,
  insertMatch,
  ledgerViolations,
} from '../matches/matches.test-helpers'
import { applyLedger, lockProfiles } from '../tokens'

const SECRET = 'whsec_test_secret_for_the_stand_in'
const WEBHOOK = '/api/payments/stripe/webhook'
let ctx: Awaited<ReturnType<typeof buildTestApp>>
let stripe: StripeStandIn

beforeAll(async () => {
  stripe = await startStripeStandIn({ webhookSecret: SECRET })
  ctx = await buildTestApp({
    config: {
      signUpRateLimit: 10_000,
      stripe: { secretKey: 'sk_test_stand_in', webhookSecret: SECRET, apiBase: stripe.url },
      purchaseDailyCap: 120,
    },
  })
  stripe.setWebhook((payload, headers) => ctx.app.inject({ method: 'POST', url: WEBHOOK, payload, headers }))
})
afterEach(async () => {
  // Every test leaves each balance equal to its ledger (below zero only after a reversal).
  expect(await ledgerViolations(ctx.db)).toEqual([])
})
afterAll(async () => {
  await ctx?.app.close()
  await stripe?.close()
})

const member = (balance = 0, overrides = {}) => createFundedUser(ctx.app, ctx.db, balance, overrides)

/** Starts a checkout and answers the Checkout Session the stand-in holds. */
async function checkout(user: { cookie: string }, packId = 'tokens-25', currency = 'eur') {
  const res = await as(ctx.app, user).post('/api/payments/checkout', { packId, currency })
  expect(res.statusCode, res.body).toBe(200)
  const { url } = res.json() as { url: string }
  const sessionId = url.split('/').pop()!
  return { url, sessionId, session: stripe.sessions.get(sessionId)! }
}

const purchaseOf = async (sessionId: string) =>
  (
    await ctx.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.provider, 'stripe'), eq(purchases.externalId, sessionId)))
  )[0]

const ledgerKinds = async (userId: string) =>
  (
    await ctx.db
      .select({
        kind: tokenTransactions.kind,
        amount: tokenTransactions.amount,
        params: tokenTransactions.params,
      })
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, userId))
  ).filter((r) => r.kind === 'purchase' || r.kind === 'purchase_reversed' || r.kind === 'purchase_restored')

const eventCount = async () => (await ctx.db.select().from(paymentEvents)).length

/** Pays a session at the stand-in without telling the webhook (its events are sent later by the test). */
async function payQuietly(sessionId: string) {
  stripe.setWebhook(async () => ({ statusCode: 200 }))
  await stripe.complete(sessionId)
  stripe.setWebhook((payload, headers) => ctx.app.inject({ method: 'POST', url: WEBHOOK, payload, headers }))
}

describe('buying a pack by card (Stripe Checkout)', () => {
  it('offers the configured packs, each with its prices', async () => {
    const amina = await member()
    const res = await as(ctx.app, amina).get('/api/payments/packs')
    expect(res.json()).toEqual({ web: 'stripe', packs: DEFAULT_TOKEN_PACKS })
  })

  it('credits a paid session once, with the pack and the amount in the ledger row, mails the member in their language', async () => {
    const amina = await member(2)
    await ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, amina.id))
    const { session, sessionId } = await checkout(amina, 'tokens-25', 'eur')
    // The server priced it from its own table, and says who and what in the metadata.
    expect(session.amount_total).toBe(599)
    expect(session.currency).toBe('eur')
    expect(session.metadata).toEqual({ userId: amina.id, packId: 'tokens-25' })
    expect(session.success_url).toBe(`http://localhost:3000/app/account?purchase={CHECKOUT_SESSION_ID}`)
    expect(session.cancel_url).toBe('http://localhost:3000/app/account?checkout=cancelled')
    expect((await purchaseOf(sessionId))?.status).toBe('pending')

    expect(await stripe.complete(sessionId)).toBe(200)
    expect(await balanceOf(ctx.db, amina.id)).toBe(27)
    expect(await ledgerKinds(amina.id)).toEqual([
      {
        kind: 'purchase',
        amount: 25,
        params: { packId: 'tokens-25', tokens: 25, amountMinor: 599, currency: 'eur', provider: 'stripe' },
      },
    ])
    const row = await purchaseOf(sessionId)
    expect(row?.status).toBe('credited')
    expect(row?.paymentRef).toBe(stripe.sessions.get(sessionId)!.payment_intent)
    const mail = ctx.mailer.sent.findLast((m) => m.to === amina.email)
    expect(mail?.subject).toBe('Votre achat de jetons sur Mithaq')
    expect(mail?.text).toContain('5,99')
    expect(mail?.text).toContain('25 jetons')

    const list = await as(ctx.app, amina).get('/api/payments/purchases')
    expect(list.json().purchases).toMatchObject([
      { externalId: sessionId, status: 'credited', tokens: 25, amountMinor: 599, currency: 'eur' },
    ])
  })

  it('the same delivery twice, and a second event for the same session, credit nothing more', async () => {
    const amina = await member()
    const { sessionId } = await checkout(amina, 'tokens-10', 'usd')
    await payQuietly(sessionId)
    const completed = stripe.completedEvent(sessionId)
    expect(await stripe.deliver(completed)).toBe(200)
    expect(await stripe.deliver(completed)).toBe(200)
    expect(await stripe.deliver(stripe.completedEvent(sessionId))).toBe(200)
    expect(await balanceOf(ctx.db, amina.id)).toBe(10)
    expect(await ledgerKinds(amina.id)).toHaveLength(1)
  })

  it('deliveries at once credit once', async () => {
    const amina = await member()
    const { sessionId } = await checkout(amina, 'tokens-10', 'usd')
    await payQuietly(sessionId)
    const statuses = await Promise.all([
      stripe.deliver(stripe.completedEvent(sessionId)),
      stripe.deliver(stripe.completedEvent(sessionId)),
      stripe.deliver(stripe.completedEvent(sessionId)),
    ])
    expect(statuses).toEqual([200, 200, 200])
    expect(await balanceOf(ctx.db, amina.id)).toBe(10)
  })

  it('a refund that arrives before the payment’s confirmation: nothing is credited, nothing taken', async () => {
    const amina = await member(1)
    const { sessionId } = await checkout(amina, 'tokens-10', 'eur')
    await payQuietly(sessionId)
    expect(await stripe.refund(sessionId)).toBe(200)
    expect((await purchaseOf(sessionId))?.status).toBe('reversed')
    expect(await stripe.deliver(stripe.completedEvent(sessionId))).toBe(200)
    expect(await balanceOf(ctx.db, amina.id)).toBe(1)
    expect(await ledgerKinds(amina.id)).toEqual([])
    expect((await purchaseOf(sessionId))?.status).toBe('reversed')
  })

  it('a bad signature is refused with 400 and writes nothing', async () => {
    const amina = await member()
    const { sessionId } = await checkout(amina)
    await payQuietly(sessionId)
    const events = await eventCount()
    expect(await stripe.deliver(stripe.completedEvent(sessionId), { secret: 'whsec_forged' })).toBe(400)
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: JSON.stringify(stripe.completedEvent(sessionId)),
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await eventCount()).toBe(events)
    expect(await balanceOf(ctx.db, amina.id)).toBe(0)
    expect((await purchaseOf(sessionId))?.status).toBe('pending')
  })

  it('a session whose amount, currency or pack is not our price credits nothing', async () => {
    const amina = await member()
    const { sessionId } = await checkout(amina, 'tokens-60', 'gbp')
    expect(await stripe.complete(sessionId, { amount_total: 1 })).toBe(200)
    expect(
      await stripe.deliver(
        stripe.event('checkout.session.completed', {
          ...stripe.completedEvent(sessionId).data.object,
          metadata: { userId: amina.id, packId: 'tokens-60' },
          currency: 'usd',
          amount_total: 999,
        }),
      ),
    ).toBe(200)
    expect(
      await stripe.deliver(
        stripe.event('checkout.session.completed', {
          ...stripe.completedEvent(sessionId).data.object,
          metadata: { userId: amina.id, packId: 'tokens-10' },
          amount_total: 249,
        }),
      ),
    ).toBe(200)
    expect(await balanceOf(ctx.db, amina.id)).toBe(0)
    expect((await purchaseOf(sessionId))?.status).toBe('pending')
  })

  it('a refund after the tokens were spent takes the balance below zero; spending stops with the reason until a purchase brings it back', async () => {
    const amina = await member(0, { name: 'Amina', sex: 'female' })
    const bilal = await member(10, { name: 'Bilal', sex: 'male' })
    const { sessionId } = await checkout(amina, 'tokens-10', 'eur')
    await stripe.complete(sessionId)
    const first = await insertMatch(ctx.db, amina.id, bilal.id, ctx.clock.now())
    expect((await as(ctx.app, amina).post(`/api/matches/${first}/pay`, { express: true })).statusCode).toBe(
      200,
    )
    expect(await balanceOf(ctx.db, amina.id)).toBe(4)

    expect(await stripe.refund(sessionId)).toBe(200)
    expect(await balanceOf(ctx.db, amina.id)).toBe(-6)
    const bilal2 = await member(10, { name: 'Yusuf', sex: 'male' })
    const second = await insertMatch(ctx.db, amina.id, bilal2.id, ctx.clock.now())
    const refused = await as(ctx.app, amina).post(`/api/matches/${second}/pay`, { express: false })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'balance_below_zero',
      message: expect.stringContaining('below zero'),
    })
    expect(await balanceOf(ctx.db, amina.id)).toBe(-6)

    // The weekly top-up does not pay off a debt; a purchase does.
    const again = await checkout(amina, 'tokens-25', 'eur')
    await stripe.complete(again.sessionId)
    expect(await balanceOf(ctx.db, amina.id)).toBe(19)
    expect((await as(ctx.app, amina).post(`/api/matches/${second}/pay`, { express: false })).statusCode).toBe(
      200,
    )
    expect(await balanceOf(ctx.db, amina.id)).toBe(16)
  })

  it('a dispute takes the pack back once, whatever is delivered again', async () => {
    const amina = await member(5)
    const { sessionId } = await checkout(amina, 'tokens-10', 'usd')
    await stripe.complete(sessionId)
    expect(await stripe.dispute(sessionId)).toBe(200)
    expect(await stripe.dispute(sessionId)).toBe(200)
    expect(await stripe.refund(sessionId)).toBe(200)
    expect(await balanceOf(ctx.db, amina.id)).toBe(5)
    const row = await purchaseOf(sessionId)
    expect(row).toMatchObject({ status: 'reversed', reversedReason: 'dispute' })
    expect((await ledgerKinds(amina.id)).map((r) => r.amount)).toEqual([10, -10])
  })

  it('a dispute closed in our favour gives the pack back once; a dispute lost or a refund does not', async () => {
    const amina = await member(5)
    const won = (await checkout(amina, 'tokens-10', 'usd')).sessionId
    await stripe.complete(won)
    expect(await stripe.dispute(won)).toBe(200)
    expect(await balanceOf(ctx.db, amina.id)).toBe(5)
    // Stripe may deliver the closing twice: the tokens come back once.
    expect(await stripe.closeDispute(won, 'won')).toBe(200)
    expect(await stripe.closeDispute(won, 'won')).toBe(200)
    expect(await balanceOf(ctx.db, amina.id)).toBe(15)
    expect(await purchaseOf(won)).toMatchObject({
      status: 'credited',
      reversedReason: null,
      reversedAt: null,
    })
    expect((await ledgerKinds(amina.id)).map((r) => [r.kind, r.amount])).toEqual([
      ['purchase', 10],
      ['purchase_reversed', -10],
      ['purchase_restored', 10],
    ])

    const lost = (await checkout(amina, 'tokens-10', 'usd')).sessionId
    await stripe.complete(lost)
    await stripe.dispute(lost)
    expect(await stripe.closeDispute(lost, 'lost')).toBe(200)
    expect(await purchaseOf(lost)).toMatchObject({ status: 'reversed', reversedReason: 'dispute' })

    const refunded = (await checkout(amina, 'tokens-10', 'usd')).sessionId
    await stripe.complete(refunded)
    await stripe.refund(refunded)
    expect(await stripe.closeDispute(refunded, 'won')).toBe(200)
    expect(await purchaseOf(refunded)).toMatchObject({ status: 'reversed', reversedReason: 'refund' })
    expect(await balanceOf(ctx.db, amina.id)).toBe(15)
  })

  it('refuses an unknown pack or currency, and never takes a price from the client', async () => {
    const amina = await member()
    const post = (body: unknown) => as(ctx.app, amina).post('/api/payments/checkout', body)
    expect((await post({ packId: 'tokens-1000', currency: 'eur' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This token pack is not offered in this currency.',
    })
    expect((await post({ packId: 'tokens-10', currency: 'jpy' })).statusCode).toBe(400)
    const sessions = stripe.sessions.size
    const priced = await post({ packId: 'tokens-10', currency: 'EUR', amountMinor: 1 })
    expect(priced.statusCode).toBe(200)
    expect(stripe.sessions.size).toBe(sessions + 1)
    expect([...stripe.sessions.values()].at(-1)?.amount_total).toBe(299)
  })

  it('refuses a checkout past the daily cap, counting open checkouts', async () => {
    const amina = await member()
    const big = await checkout(amina, 'tokens-60', 'eur')
    await stripe.complete(big.sessionId)
    await checkout(amina, 'tokens-60', 'eur') // open, not paid yet: counts
    const over = await as(ctx.app, amina).post('/api/payments/checkout', {
      packId: 'tokens-10',
      currency: 'eur',
    })
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe(
      'You have reached today’s limit of 120 tokens bought. You can buy more tomorrow.',
    )
    // A day later the cap is free again.
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000)
    await checkout(amina, 'tokens-10', 'eur')
  })

  it('counts an open checkout for as long as its payment page can still be paid, and no longer', async () => {
    const amina = await member()
    const paid = await checkout(amina, 'tokens-60', 'eur')
    await stripe.complete(paid.sessionId)
    const open = await checkout(amina, 'tokens-60', 'eur')
    const expiresAt = Number(stripe.sessions.get(open.sessionId)?.expires_at) * 1000
    const tryTen = () =>
      as(ctx.app, amina).post('/api/payments/checkout', { packId: 'tokens-10', currency: 'eur' })
    // A second before Stripe closes the open page, it could still be paid: the cap counts it.
    ctx.clock.advance(expiresAt - 1000 - ctx.clock.now().getTime())
    expect((await tryTen()).statusCode).toBe(409)
    // Once it has closed, it can no longer be paid, and the cap has room again.
    ctx.clock.advance(2000)
    expect((await tryTen()).statusCode).toBe(200)
  })

  it('refuses a checkout while the member is suspended', async () => {
    const amina = await member()
    const until = new Date(ctx.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000)
    await ctx.db.update(users).set({ banned: true, banExpires: until }).where(eq(users.id, amina.id))
    const res = await as(ctx.app, amina).post('/api/payments/checkout', {
      packId: 'tokens-10',
      currency: 'eur',
    })
    // A suspension ends the sessions; a session still open (here, set by hand) is refused all the same.
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Your account is suspended, so you cannot buy tokens now.')
    expect((await ctx.db.select().from(purchases).where(eq(purchases.userId, amina.id))).length).toBe(0)
  })

  it('a moderator refunds a purchase through Stripe; the charge.refunded that follows changes nothing', async () => {
    const amina = await member(3)
    const moderator = await member()
    await ctx.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id))
    const { sessionId } = await checkout(amina, 'tokens-25', 'usd')
    await stripe.complete(sessionId)
    const row = (await purchaseOf(sessionId))!

    expect((await as(ctx.app, amina).get(`/api/moderation/members/${amina.id}/purchases`)).statusCode).toBe(
      403,
    )
    expect((await as(ctx.app, amina).post(`/api/moderation/purchases/${row.id}/refund`)).statusCode).toBe(403)
    const listed = await as(ctx.app, moderator).get(`/api/moderation/members/${amina.id}/purchases`)
    expect(listed.json().purchases).toMatchObject([{ id: row.id, status: 'credited' }])

    const deliveries = stripe.deliveries.length
    const refunded = await as(ctx.app, moderator).post(`/api/moderation/purchases/${row.id}/refund`)
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toMatchObject({ status: 'reversed', reversedReason: 'refund' })
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: row.paymentRef, amount: 599 })
    expect(await balanceOf(ctx.db, amina.id)).toBe(3)
    // Stripe's own charge.refunded arrives after: already reversed.
    await vi.waitFor(() => expect(stripe.deliveries.length).toBe(deliveries + 1))
    expect(stripe.deliveries.at(-1)).toMatchObject({ type: 'charge.refunded', statusCode: 200 })
    expect(await balanceOf(ctx.db, amina.id)).toBe(3)
    expect((await ledgerKinds(amina.id)).map((r) => r.amount)).toEqual([25, -25])
    // A second refund is refused: nothing left to refund.
    expect((await as(ctx.app, moderator).post(`/api/moderation/purchases/${row.id}/refund`)).statusCode).toBe(
      409,
    )
  })

  it('the ledger refuses any other charge that would take a balance below zero', async () => {
    const amina = await member(2)
    await expect(
      ctx.db.transaction(async (tx) => {
        await lockProfiles(tx, [amina.id])
        await applyLedger(
          tx,
          [
            {
              userId: amina.id,
              amount: -3,
              type: 'payment',
              kind: 'operator_grant',
              params: {},
              description: 'x',
            },
          ],
          { referenceId: null, now: ctx.clock.now() },
        )
      }),
    ).rejects.toThrow(/below zero/)
    expect(await balanceOf(ctx.db, amina.id)).toBe(2)
  })
})

describe('without Stripe configuration', () => {
  let off: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    off = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
  })
  afterAll(async () => {
    await off?.app.close()
  })

  it('answers web: null, refuses a checkout, and has no webhook', async () => {
    const amina = await createFundedUser(off.app, off.db, 0)
    const packs = await as(off.app, amina).get('/api/payments/packs')
    expect(packs.json()).toEqual({ web: null, packs: DEFAULT_TOKEN_PACKS })
    const res = await as(off.app, amina).post('/api/payments/checkout', {
      packId: 'tokens-10',
      currency: 'eur',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Buying tokens is not available yet.')
    const hook = await off.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(hook.statusCode).toBe(404)
  })
})
