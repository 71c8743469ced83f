import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { TOKEN_RULES } from '@mithaq/domain'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTokens } from '../../cli/add-tokens'
import { tokenTransactions } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { as, createFundedUser, createMatchedPair, ledgerViolations } from '../matches/matches.test-helpers'

const DAY = 24 * 60 * 60 * 1000
const WEEK = 7 * DAY
let ctx: Awaited<ReturnType<typeof buildTestApp>>

beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
})
afterAll(async () => {
  expect(await ledgerViolations(ctx.db)).toEqual([])
  await ctx.app.close()
})

/** What each of a member's ledger rows is, oldest first, leaving out the test's funding grant. */
const linesOf = async (userId: string) =>
  (
    await ctx.db
      .select({
        amount: tokenTransactions.amount,
        type: tokenTransactions.type,
        kind: tokenTransactions.kind,
        params: tokenTransactions.params,
        description: tokenTransactions.description,
      })
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, userId))
      .orderBy(asc(tokenTransactions.createdAt), asc(tokenTransactions.id))
  ).slice(1)

const BILAL = { name: 'Bilal', sex: 'male' }
const AMINA = { name: 'Amina', sex: 'female' }
const pay = (user: { cookie: string }, matchId: string, express = false) =>
  as(ctx.app, user).post(`/api/matches/${matchId}/pay`, { express })

describe('each ledger-writing action stores what the row is', () => {
  it('a standard and an express unlock: the other member by name and sex', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    expect((await pay(amina, matchId)).statusCode).toBe(200)
    expect(await linesOf(amina.id)).toEqual([
      { amount: -3, type: 'payment', kind: 'payment', params: BILAL, description: 'Chat unlock with Bilal' },
    ])
    const second = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    expect((await pay(second.bilal, second.matchId, true)).statusCode).toBe(200)
    expect(await linesOf(second.bilal.id)).toEqual([
      {
        amount: -6,
        type: 'express_payment',
        kind: 'express_payment',
        params: AMINA,
        description: 'Express chat unlock with Amina',
      },
    ])
    expect(bilal.id).not.toBe(second.bilal.id)
  })

  it('an unmatch before the unlock: the refund, then the fee', async () => {
    const { amina, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await pay(amina, matchId)
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)).statusCode).toBe(200)
    expect((await linesOf(amina.id)).slice(1)).toEqual([
      {
        amount: 3,
        type: 'refund',
        kind: 'refund',
        params: BILAL,
        description: 'Refund: chat with Bilal was not unlocked',
      },
      {
        amount: -TOKEN_RULES.unmatchFeeLocked,
        type: 'unmatch_fee',
        kind: 'unmatch_fee',
        params: BILAL,
        description: 'Unmatch fee (Bilal)',
      },
    ])
  })

  it('a rematch', async () => {
    const { amina, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`)).statusCode).toBe(200)
    expect((await linesOf(amina.id)).at(-1)).toEqual({
      amount: -3,
      type: 'rematch',
      kind: 'rematch',
      params: BILAL,
      description: 'Rematch with Bilal',
    })
  })

  it('a block and a deactivation (safety): the refund of an unspent payment', async () => {
    const blocked = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await pay(blocked.amina, blocked.matchId)
    const block = await as(ctx.app, blocked.bilal).post(`/api/profiles/${blocked.amina.id}/block`)
    expect(block.statusCode).toBeLessThan(300)
    expect((await linesOf(blocked.amina.id)).at(-1)).toMatchObject({ kind: 'refund', params: BILAL })

    const left = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await pay(left.bilal, left.matchId)
    expect((await as(ctx.app, left.amina).post('/api/account/deactivate')).statusCode).toBe(200)
    expect((await linesOf(left.bilal.id)).at(-1)).toMatchObject({ kind: 'refund', params: AMINA })
  })

  it('the payment window running out: the payer refunded, the other penalised', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await pay(amina, matchId)
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
    await ctx.app.scheduler.tick()
    expect((await linesOf(amina.id)).at(-1)).toMatchObject({ kind: 'refund', params: BILAL })
    expect(await linesOf(bilal.id)).toEqual([
      {
        amount: -1,
        type: 'penalty',
        kind: 'payment_penalty',
        params: AMINA,
        description: 'Penalty: chat with Amina was not unlocked in time',
      },
    ])
  })

  it('no reply in time: the penalty names the one who wrote', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await pay(amina, matchId)
    await pay(bilal, matchId)
    const sent = await as(ctx.app, amina).post(`/api/matches/${matchId}/messages`, {
      content: 'Salaam',
      clientId: randomUUID(),
    })
    expect(sent.statusCode).toBe(201)
    ctx.clock.advance(TOKEN_RULES.responseTimerMs)
    await ctx.app.scheduler.tick()
    expect((await linesOf(bilal.id)).at(-1)).toEqual({
      amount: -1,
      type: 'penalty',
      kind: 'response_penalty',
      params: AMINA,
      description: 'Penalty: no reply to Amina in time',
    })
  })

  it('the weekly top-up', async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 4, {
      createdAt: new Date(ctx.clock.now().getTime() - WEEK - DAY),
    })
    await ctx.app.scheduler.tick()
    expect(await linesOf(user.id)).toEqual([
      { amount: 6, type: 'grant', kind: 'weekly_top_up', params: {}, description: 'Weekly token top-up' },
    ])
  })

  it("the operator's add-tokens command, with and without their own words", async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 1)
    await addTokens(ctx.db, { email: user.email, amount: 5, now: ctx.clock.now() })
    await addTokens(ctx.db, {
      email: user.email,
      amount: 2,
      description: ' Eid gift ',
      now: new Date(ctx.clock.now().getTime() + 1),
    })
    expect(await linesOf(user.id)).toEqual([
      {
        amount: 5,
        type: 'grant',
        kind: 'operator_grant',
        params: {},
        description: 'Tokens from the Mithaq team',
      },
      {
        amount: 2,
        type: 'grant',
        kind: 'operator_grant',
        params: { note: 'Eid gift' },
        description: 'Eid gift',
      },
    ])
  })

  it('GET /api/wallet answers each entry with its kind and params beside its description', async () => {
    const { amina, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    await pay(amina, matchId)
    const wallet = await as(ctx.app, amina).get('/api/wallet')
    expect(wallet.statusCode).toBe(200)
    expect(wallet.json().transactions[0]).toMatchObject({
      amount: -3,
      type: 'payment',
      kind: 'payment',
      params: BILAL,
      description: 'Chat unlock with Bilal',
    })
  })
})

describe('migration 0015: rows written before the kinds existed', () => {
  /** The migration's statements that fill the new columns (the columns exist here already). */
  async function runBackfill() {
    const migration = await readFile(
      new URL('../../db/migrations/0015_ledger_kinds.sql', import.meta.url),
      'utf8',
    )
    const statements = migration
      .split('--> statement-breakpoint')
      .filter((s) => !/ALTER TABLE/i.test(s) && s.trim() !== '')
    expect(statements.length).toBeGreaterThanOrEqual(3)
    for (const statement of statements) await ctx.db.execute(sql.raw(statement))
  }

  it('recognises each old sentence, takes the name out of it and the sex from the match', async () => {
    const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    const old: [number, string, string, string | null][] = [
      [10, 'grant', 'Welcome tokens', null],
      [6, 'grant', 'Weekly token top-up', null],
      [5, 'grant', 'Tokens from the Mithaq team', null],
      [10, 'grant', 'Demo community tokens', null],
      [-3, 'payment', 'Chat unlock with Bilal', matchId],
      [-6, 'express_payment', 'Express chat unlock with Bilal', matchId],
      [3, 'refund', 'Refund: chat with Bilal was not unlocked', matchId],
      [-1, 'penalty', 'Penalty: chat with Bilal was not unlocked in time', matchId],
      [-1, 'penalty', 'Penalty: no reply to Bilal in time', matchId],
      [-1, 'unmatch_fee', 'Unmatch fee (Bilal)', matchId],
      [-3, 'rematch', 'Rematch with Bilal', matchId],
      // A name with the sentence's own words inside, and a match that is gone: name only.
      [-3, 'payment', 'Chat unlock with Ali (with Omar)', randomUUID()],
      [5, 'grant', 'Eid gift from the team', null],
      [1, 'grant', 'Chat unlock with ', null],
    ]
    const start = new Date('2020-01-01T00:00:00Z').getTime()
    const rows = old.map(([amount, type, description, referenceId], i) => ({
      userId: amina.id,
      amount,
      type: type as 'grant',
      description,
      referenceId,
      createdAt: new Date(start + (i + 1) * 1000),
    }))
    await ctx.db.insert(tokenTransactions).values(rows)
    // Balance the ledger again: the rows are a history, not new money.
    const total = old.reduce((s, [amount]) => s + amount, 0)
    await ctx.db.insert(tokenTransactions).values({
      userId: amina.id,
      amount: -total,
      type: 'penalty',
      description: 'balancing',
      createdAt: new Date('2019-12-31T00:00:00Z'),
    })
    await runBackfill()

    const after = await ctx.db
      .select({
        description: tokenTransactions.description,
        kind: tokenTransactions.kind,
        params: tokenTransactions.params,
      })
      .from(tokenTransactions)
      .where(
        and(
          eq(tokenTransactions.userId, amina.id),
          sql`${tokenTransactions.createdAt} between '2020-01-01' and '2020-12-31'`,
        ),
      )
      .orderBy(asc(tokenTransactions.createdAt))
    expect(after.map((r) => [r.kind, r.params])).toEqual([
      ['welcome', {}],
      ['weekly_top_up', {}],
      ['operator_grant', {}],
      ['demo_grant', {}],
      ['payment', BILAL],
      ['express_payment', BILAL],
      ['refund', BILAL],
      ['payment_penalty', BILAL],
      ['response_penalty', BILAL],
      ['unmatch_fee', BILAL],
      ['rematch', BILAL],
      ['payment', { name: 'Ali (with Omar)' }],
      ['other', {}],
      ['other', {}],
    ])
    expect(after.map((r) => r.description)).toEqual(old.map(([, , description]) => description))
    // Bilal's own rows are untouched by Amina's; the wallet answers what the backfill wrote.
    expect(bilal.id).not.toBe(amina.id)
    const wallet = await as(ctx.app, amina).get('/api/wallet')
    expect(wallet.statusCode).toBe(200)
  })
})
