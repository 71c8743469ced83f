import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, purchases, tokenTransactions, users } from '../../db/schema'
import { type AppleSigner, createAppleSigner } from '../../test/apple-signing'
import { buildTestApp } from '../../test/build-test-app'
import { memberClient } from '../../test/liked-fixtures'
import { createFundedUser } from '../matches/matches.test-helpers'
import { storeAccountToken } from './store.service'

// Issue 33 item 3 (decision 470): a StoreKit 2 transaction signed by "Apple" is credited once.
// Apple is replaced by a certificate chain this test makes (root → intermediate → leaf); the server
// trusts that root instead of Apple's, and everything else is Apple's own verification library.

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
let ctx: Ctx
let apple: AppleSigner
const stranger = createAppleSigner('Stranger')

beforeAll(async () => {
  apple = createAppleSigner()
  ctx = await buildTestApp({
    config: {
      signUpRateLimit: 10_000,
      purchaseDailyCap: 40,
      stores: {
        apple: {
          products: { 'app.mithaq.tokens10': 'tokens-10', 'app.mithaq.tokens25': 'tokens-25' },
          bundleId: 'app.mithaq',
          environment: 'Sandbox',
          rootCertificates: [apple.root],
          onlineChecks: false,
        },
      },
    },
  })
})
afterAll(async () => {
  await ctx.app.close()
})

async function member(balance = 0) {
  const user = await createFundedUser(ctx.app, ctx.db, balance)
  return { ...user, ...memberClient(ctx.app, user.cookie) }
}
type Member = Awaited<ReturnType<typeof member>>

const buy = (m: Member, signedTransaction: string) => m.post('/api/payments/apple', { signedTransaction })

async function balanceOf(userId: string) {
  const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, userId))
  return row?.tokenBalance
}
async function ledgerSum(userId: string) {
  const [row] = await ctx.db
    .select({ sum: sql<number>`coalesce(sum(${tokenTransactions.amount}), 0)::int` })
    .from(tokenTransactions)
    .where(eq(tokenTransactions.userId, userId))
  return row?.sum
}
/** The balance the member holds, checked against the ledger's sum. */
async function settled(userId: string) {
  const balance = await balanceOf(userId)
  expect(await ledgerSum(userId)).toBe(balance)
  return balance
}
const purchasesOf = (userId: string) => ctx.db.select().from(purchases).where(eq(purchases.userId, userId))

/** App Store Server Notifications V2, as Apple posts them. */
const notify = (signedPayload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/apple/notifications',
    headers: { 'content-type': 'application/json' },
    payload: { signedPayload },
  })

describe('an App Store purchase', () => {
  it('credits the pack of a transaction Apple signed, with the price Apple signed, and answers that the app may finish it', async () => {
    const amina = await member(2)
    const res = await buy(amina, apple.transaction({ transactionId: '2000000000000101', price: 2990 }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'credited',
      packId: 'tokens-10',
      tokens: 10,
      balance: 12,
      consumed: false,
    })
    expect(await settled(amina.id)).toBe(12)
    expect(await purchasesOf(amina.id)).toEqual([
      expect.objectContaining({
        provider: 'apple',
        externalId: '2000000000000101',
        packId: 'tokens-10',
        tokens: 10,
        amountMinor: 299,
        currency: 'eur',
        status: 'credited',
      }),
    ])
    const [line] = await ctx.db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, amina.id))
      .orderBy(sql`${tokenTransactions.createdAt} desc`)
      .limit(1)
    expect(line).toMatchObject({ amount: 10, kind: 'purchase' })
  })

  it('credits nothing when the same transaction comes again, and refuses it from another member', async () => {
    const amina = await member()
    const yusuf = await member()
    const signed = apple.transaction({ productId: 'app.mithaq.tokens25' })
    expect((await buy(amina, signed)).json()).toMatchObject({ status: 'credited', tokens: 25, balance: 25 })
    const again = await buy(amina, signed)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ status: 'already_credited', tokens: 25, balance: 25 })
    const theirs = await buy(yusuf, signed)
    expect(theirs.statusCode).toBe(409)
    expect(await settled(amina.id)).toBe(25)
    expect(await settled(yusuf.id)).toBe(0)
    expect(await purchasesOf(yusuf.id)).toEqual([])
  })

  it('refuses a transaction whose signature was tampered with, or whose content was changed after signing', async () => {
    const amina = await member()
    const signed = apple.transaction()
    const [header, payload, signature] = signed.split('.') as [string, string, string]
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    const badSignature = await buy(amina, `${header}.${payload}.${flipped}`)
    expect(badSignature.statusCode).toBe(400)
    expect(badSignature.json().message).toMatch(/could not confirm/)

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const richer = Buffer.from(JSON.stringify({ ...claims, productId: 'app.mithaq.tokens25' })).toString(
      'base64url',
    )
    expect((await buy(amina, `${header}.${richer}.${signature}`)).statusCode).toBe(400)
    expect(await settled(amina.id)).toBe(0)
    expect(await purchasesOf(amina.id)).toEqual([])
  })

  it('refuses a transaction signed by a chain that does not lead to the configured root', async () => {
    const amina = await member()
    expect((await buy(amina, stranger.transaction())).statusCode).toBe(400)
    expect(await settled(amina.id)).toBe(0)
  })

  it("refuses another app's transaction (wrong bundle id) and one from the other environment", async () => {
    const amina = await member()
    expect((await buy(amina, apple.transaction({ bundleId: 'com.example.other' }))).statusCode).toBe(400)
    expect((await buy(amina, apple.transaction({ environment: 'Production' }))).statusCode).toBe(400)
    expect(await settled(amina.id)).toBe(0)
    expect(await purchasesOf(amina.id)).toEqual([])
  })

  it('refuses a product that is not one of our packs, a non-consumable, and a refunded transaction', async () => {
    const amina = await member()
    const unknown = await buy(amina, apple.transaction({ productId: 'app.mithaq.premium' }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/not one of our token packs/)
    expect((await buy(amina, apple.transaction({ type: 'Non-Consumable' }))).statusCode).toBe(400)
    expect((await buy(amina, apple.transaction({ revocationDate: Date.now() }))).statusCode).toBe(400)
    expect(await settled(amina.id)).toBe(0)
  })

  it("refuses a purchase the app made for another member's account token", async () => {
    const amina = await member()
    const yusuf = await member()
    const forYusuf = apple.transaction({ appAccountToken: storeAccountToken(yusuf.id) })
    expect((await buy(amina, forYusuf)).statusCode).toBe(409)
    expect((await buy(yusuf, forYusuf)).json()).toMatchObject({ status: 'credited', balance: 10 })
    expect(await settled(amina.id)).toBe(0)
    expect(await settled(yusuf.id)).toBe(10)
  })

  it("tells the app each pack's product id and the account token to attach", async () => {
    const amina = await member()
    const res = await amina.get('/api/payments/store-products')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      apple: { 'tokens-10': 'app.mithaq.tokens10', 'tokens-25': 'app.mithaq.tokens25' },
      google: {},
      accountToken: storeAccountToken(amina.id),
    })
  })
})

describe('the limits a card purchase has', () => {
  it('refuses a purchase over the daily cap, unfinished, and credits it once the day has passed', async () => {
    const amina = await member()
    expect((await buy(amina, apple.transaction({ productId: 'app.mithaq.tokens25' }))).statusCode).toBe(200)
    // Asked before the purchase sheet, and again when the store's proof arrives.
    const intent = await amina.post('/api/payments/store-intent', { packId: 'tokens-25' })
    expect(intent.statusCode).toBe(409)
    expect(intent.json().message).toMatch(/limit of 40 tokens/)
    const second = apple.transaction({ productId: 'app.mithaq.tokens25' })
    expect((await buy(amina, second)).statusCode).toBe(409)
    expect(await settled(amina.id)).toBe(25)
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000)
    expect((await amina.post('/api/payments/store-intent', { packId: 'tokens-25' })).json()).toEqual({
      ok: true,
    })
    expect((await buy(amina, second)).json()).toMatchObject({ status: 'credited', balance: 50 })
    expect(await settled(amina.id)).toBe(50)
  })

  it('refuses a suspended member', async () => {
    const amina = await member()
    await ctx.db
      .update(users)
      .set({ banned: true, banExpires: new Date(ctx.app.clock.now().getTime() + 86_400_000) })
      .where(eq(users.id, amina.id))
    const res = await buy(amina, apple.transaction())
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toMatch(/suspended/)
    expect(await settled(amina.id)).toBe(0)
    expect(await purchasesOf(amina.id)).toEqual([])
  })
})

describe("Apple's refund notification", () => {
  it('takes the tokens back once, even after they were spent, with a ledger row of its own', async () => {
    const amina = await member()
    const transactionId = '2000000000000777'
    await buy(amina, apple.transaction({ transactionId }))
    // Spent: the balance is gone by the time the refund arrives.
    await ctx.db.transaction(async (tx) => {
      await tx.insert(tokenTransactions).values({
        userId: amina.id,
        amount: -8,
        type: 'payment',
        kind: 'other',
        description: 'Spent in a test',
        createdAt: ctx.app.clock.now(),
      })
      await tx.update(profiles).set({ tokenBalance: 2 }).where(eq(profiles.id, amina.id))
    })
    const refund = apple.refund({ transactionId })
    const res = await notify(refund)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ reversed: true })
    expect(await settled(amina.id)).toBe(-8)
    expect((await purchasesOf(amina.id))[0]).toMatchObject({ status: 'reversed', reversedReason: 'refund' })

    expect((await notify(refund)).json()).toEqual({ reversed: false })
    expect(await settled(amina.id)).toBe(-8)
    // The refunded transaction cannot be credited again.
    expect((await buy(amina, apple.transaction({ transactionId }))).statusCode).toBe(400)
    expect(await settled(amina.id)).toBe(-8)
  })

  it('refuses a notification not signed through the configured root, and takes nothing back', async () => {
    const amina = await member()
    const transactionId = '2000000000000888'
    await buy(amina, apple.transaction({ transactionId }))
    const res = await notify(stranger.refund({ transactionId }))
    expect(res.statusCode).toBe(400)
    expect(await settled(amina.id)).toBe(10)
  })

  it('answers 200 to the notifications it does not act on', async () => {
    const res = await notify(
      apple.sign({
        notificationType: 'TEST',
        notificationUUID: 'n-1',
        version: '2.0',
        signedDate: Date.now(),
        data: { bundleId: 'app.mithaq', environment: 'Sandbox' },
      }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ reversed: false })
  })
})

describe("Apple's notice of a charge the app never reported", () => {
  const charge = (fields: Parameters<AppleSigner['transaction']>[0]) =>
    apple.sign({
      notificationType: 'ONE_TIME_CHARGE',
      notificationUUID: `n-${fields?.transactionId}`,
      version: '2.0',
      signedDate: Date.now(),
      data: {
        bundleId: 'app.mithaq',
        environment: 'Sandbox',
        signedTransactionInfo: apple.transaction(fields),
      },
    })

  it('credits the member whose purchase began (an Ask to Buy approved while the app was closed), once', async () => {
    const amina = await member()
    // She asked to buy; the sheet ended 'pending' and the app never saw the approval.
    expect((await amina.post('/api/payments/store-intent', { packId: 'tokens-10' })).statusCode).toBe(200)
    const transactionId = '2000000000000901'
    const fields = { transactionId, appAccountToken: storeAccountToken(amina.id) }

    const res = await notify(charge(fields))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ reversed: false, credited: true })
    expect(await settled(amina.id)).toBe(10)
    // Apple's second delivery, and the app reporting it after all, credit nothing more.
    expect((await notify(charge(fields))).statusCode).toBe(200)
    expect((await buy(amina, apple.transaction(fields))).statusCode).toBe(200)
    expect(await settled(amina.id)).toBe(10)
    expect(await purchasesOf(amina.id)).toHaveLength(1)
  })

  it('credits nobody for an account token no purchase of ours began with', async () => {
    const res = await notify(
      charge({ transactionId: '2000000000000902', appAccountToken: '0b7c0a5e-2d1f-4c3b-9a8e-6f5d4c3b2a10' }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ reversed: false, credited: false })
    expect(await ctx.db.select().from(purchases).where(eq(purchases.externalId, '2000000000000902'))).toEqual(
      [],
    )
  })
})
