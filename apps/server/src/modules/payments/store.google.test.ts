import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { profiles, purchases, tokenTransactions } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { startGooglePlayStandIn } from '../../test/google-play-stand-in'
import { memberClient } from '../../test/liked-fixtures'
import { createFundedUser } from '../matches/matches.test-helpers'
import { storeAccountToken } from './store.service'

// Issue 33 items 3 and 4 (decision 470): a Google Play purchase token is looked up with the Play
// Developer API (@googleapis/androidpublisher), credited once, then consumed by the server; a voided
// purchase, confirmed by Play's own list, takes the tokens back. Google is a local stand-in of its
// token endpoint and the purchases endpoints, reached with a service-account key as for FCM.

const PACKAGE = 'app.mithaq'
const SECRET = 'pubsub-secret-0123456789'
type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
let play: Awaited<ReturnType<typeof startGooglePlayStandIn>>

beforeAll(async () => {
  play = await startGooglePlayStandIn(PACKAGE)
  ctx = await buildTestApp({
    config: {
      signUpRateLimit: 10_000,
      stores: {
        google: {
          products: { tokens_10: 'tokens-10', tokens_25: 'tokens-25' },
          packageName: PACKAGE,
          serviceAccountFile: play.serviceAccountFile,
          apiUrl: play.origin,
          notificationsToken: SECRET,
        },
      },
    },
  })
})
afterAll(async () => {
  await ctx.app.close()
  await play.close()
})
beforeEach(() => {
  play.calls.length = 0
})

async function member(balance = 0) {
  const user = await createFundedUser(ctx.app, ctx.db, balance)
  return { ...user, ...memberClient(ctx.app, user.cookie) }
}
type Member = Awaited<ReturnType<typeof member>>

const buy = (m: Member, productId: string, purchaseToken: string) =>
  m.post('/api/payments/google', { productId, purchaseToken })

async function settled(userId: string) {
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, userId))
  const [ledger] = await ctx.db
    .select({ sum: sql<number>`coalesce(sum(${tokenTransactions.amount}), 0)::int` })
    .from(tokenTransactions)
    .where(eq(tokenTransactions.userId, userId))
  expect(ledger?.sum).toBe(profile?.tokenBalance)
  return profile?.tokenBalance
}
const purchasesOf = (userId: string) => ctx.db.select().from(purchases).where(eq(purchases.userId, userId))
const consumeCalls = () => play.calls.filter((c) => c.method === 'POST' && c.path.endsWith(':consume'))

describe('a Google Play purchase', () => {
  it('is looked up with the Play Developer API, credited, then consumed by the server', async () => {
    const amina = await member(3)
    const token = play.buy('tokens_10')
    const res = await buy(amina, 'tokens_10', token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'credited',
      packId: 'tokens-10',
      tokens: 10,
      balance: 13,
      consumed: true,
    })
    expect(play.purchases.get(token)?.consumptionState).toBe(1)
    expect(await settled(amina.id)).toBe(13)
    expect(await purchasesOf(amina.id)).toEqual([
      expect.objectContaining({
        provider: 'google',
        externalId: play.purchases.get(token)?.orderId,
        packId: 'tokens-10',
        tokens: 10,
        status: 'credited',
      }),
    ])
  })

  it('credits nothing when the same token comes again, and refuses it from another member', async () => {
    const amina = await member()
    const yusuf = await member()
    const token = play.buy('tokens_25')
    expect((await buy(amina, 'tokens_25', token)).json()).toMatchObject({ status: 'credited', balance: 25 })
    const again = await buy(amina, 'tokens_25', token)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ status: 'already_credited', balance: 25, consumed: true })
    expect((await buy(yusuf, 'tokens_25', token)).statusCode).toBe(409)
    expect(consumeCalls()).toHaveLength(1)
    expect(await settled(amina.id)).toBe(25)
    expect(await settled(yusuf.id)).toBe(0)
  })

  it('refuses a purchase still pending or cancelled, and leaves it unconsumed', async () => {
    const amina = await member()
    const pending = play.buy('tokens_10', { purchaseState: 2 })
    const res = await buy(amina, 'tokens_10', pending)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/still waiting for payment/)
    expect((await buy(amina, 'tokens_10', play.buy('tokens_10', { purchaseState: 1 }))).statusCode).toBe(400)
    expect(consumeCalls()).toEqual([])
    expect(await settled(amina.id)).toBe(0)
    expect(await purchasesOf(amina.id)).toEqual([])
  })

  it('refuses a purchase consumed elsewhere, a token Play does not know, and a product that is no pack', async () => {
    const amina = await member()
    expect((await buy(amina, 'tokens_10', play.buy('tokens_10', { consumptionState: 1 }))).statusCode).toBe(
      409,
    )
    expect((await buy(amina, 'tokens_10', 'made-up-token')).statusCode).toBe(400)
    // A token of one product sent as another (a cheap pack's token for a big pack): Play knows no such purchase.
    expect((await buy(amina, 'tokens_25', play.buy('tokens_10'))).statusCode).toBe(400)
    expect((await buy(amina, 'premium', play.buy('premium'))).statusCode).toBe(400)
    expect(await settled(amina.id)).toBe(0)
  })

  it("refuses a purchase made for another member's account", async () => {
    const amina = await member()
    const yusuf = await member()
    const token = play.buy('tokens_10', { obfuscatedExternalAccountId: storeAccountToken(yusuf.id) })
    expect((await buy(amina, 'tokens_10', token)).statusCode).toBe(409)
    expect((await buy(yusuf, 'tokens_10', token)).json()).toMatchObject({ status: 'credited' })
    expect(await settled(amina.id)).toBe(0)
  })

  it('tells the app to consume it when the server could not, with the tokens already credited', async () => {
    const amina = await member()
    const token = play.buy('tokens_10', { failConsume: true })
    const res = await buy(amina, 'tokens_10', token)
    expect(res.json()).toMatchObject({ status: 'credited', balance: 10, consumed: false })
    expect(await settled(amina.id)).toBe(10)
  })
})

describe("Google's voided-purchase notification", () => {
  const notify = (data: object, token: string | null = SECRET) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/google/notifications${token ? `?token=${token}` : ''}`,
      headers: { 'content-type': 'application/json' },
      payload: {
        message: { data: Buffer.from(JSON.stringify(data)).toString('base64'), messageId: '1' },
        subscription: 'projects/mithaq/subscriptions/play',
      },
    })
  const voided = (purchaseToken: string, orderId?: string) => ({
    version: '1.0',
    packageName: PACKAGE,
    eventTimeMillis: String(Date.now()),
    voidedPurchaseNotification: { purchaseToken, orderId, productType: 2, refundType: 1 },
  })

  it('takes the tokens back once Play lists the purchase as voided, once only', async () => {
    const amina = await member()
    const token = play.buy('tokens_10')
    await buy(amina, 'tokens_10', token)
    // The notification alone is not believed: Play does not list it as voided yet.
    expect((await notify(voided(token))).json()).toEqual({ reversed: false })
    expect(await settled(amina.id)).toBe(10)

    const purchase = play.purchases.get(token)
    if (purchase) purchase.voidedTimeMillis = Date.now()
    const res = await notify(voided(token, purchase?.orderId))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ reversed: true })
    expect(await settled(amina.id)).toBe(0)
    expect((await purchasesOf(amina.id))[0]).toMatchObject({ status: 'reversed', reversedReason: 'refund' })
    expect((await notify(voided(token))).json()).toEqual({ reversed: false })
    expect(await settled(amina.id)).toBe(0)
  })

  it('refuses a push without the address secret, and ignores other apps', async () => {
    const amina = await member()
    const token = play.buy('tokens_10')
    await buy(amina, 'tokens_10', token)
    const purchase = play.purchases.get(token)
    if (purchase) purchase.voidedTimeMillis = Date.now()
    expect((await notify(voided(token), null)).statusCode).toBe(403)
    expect((await notify(voided(token), 'wrong-secret-0123456789')).statusCode).toBe(403)
    expect((await notify({ ...voided(token), packageName: 'com.example.other' })).json()).toEqual({
      reversed: false,
    })
    expect(await settled(amina.id)).toBe(10)
  })
})
