import { readFile } from 'node:fs/promises'
import { LEDGER_DESCRIPTIONS, TOKEN_RULES } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTokens, parseArgs } from '../../cli/add-tokens'
import { buildTestApp } from '../../test/build-test-app'
import {
  as,
  balanceOf,
  createFundedUser,
  insertMatch,
  ledgerOf,
  ledgerViolations,
} from '../matches/matches.test-helpers'
import { runWeeklyTopUps } from './tokens.service'

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

const ago = (ms: number) => new Date(ctx.clock.now().getTime() - ms)
/** Makes `user` pay 6 tokens (express) in a match of their own. */
async function spend(user: { id: string; cookie: string }) {
  const other = await createFundedUser(ctx.app, ctx.db, 10, { sex: 'male' })
  const matchId = await insertMatch(ctx.db, user.id, other.id, ctx.clock.now())
  expect((await as(ctx.app, user).post(`/api/matches/${matchId}/pay`, { express: true })).statusCode).toBe(
    200,
  )
}

const topUps = async (userId: string) =>
  (await ledgerOf(ctx.db, userId)).filter((e) => e.description === LEDGER_DESCRIPTIONS.weeklyTopUp)

describe('the weekly top-up', () => {
  it('tops a new user up to 10 once in each of their first 8 weeks', async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 4, { createdAt: ago(WEEK + DAY) })
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, user.id)).toBe(10)
    expect(await topUps(user.id)).toEqual([
      { amount: 6, type: 'grant', description: LEDGER_DESCRIPTIONS.weeklyTopUp },
    ])

    // Idempotent: more ticks, even after spending, grant nothing more this week.
    await spend(user)
    await ctx.app.scheduler.tick()
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, user.id)).toBe(4)
    expect(await topUps(user.id)).toHaveLength(1)

    ctx.clock.advance(WEEK)
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, user.id)).toBe(10)
    expect(await topUps(user.id)).toHaveLength(2)
  })

  it('grants a week whose balance drops below 10 later in that week, once, and never an empty row', async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 10, { createdAt: ago(2 * WEEK + DAY) })
    await ctx.app.scheduler.tick()
    expect(await topUps(user.id)).toEqual([])
    await spend(user)
    await ctx.app.scheduler.tick()
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, user.id)).toBe(10)
    expect(await topUps(user.id)).toEqual([expect.objectContaining({ amount: 6 })])
  })

  it('leaves users in their first week and after their eighth week alone', async () => {
    const fresh = await createFundedUser(ctx.app, ctx.db, 2, { createdAt: ago(DAY) })
    const veteran = await createFundedUser(ctx.app, ctx.db, 2, {
      createdAt: ago(TOKEN_RULES.weeklyTopUpForWeeks * WEEK + 1),
    })
    await ctx.app.scheduler.tick()
    expect(await balanceOf(ctx.db, fresh.id)).toBe(2)
    expect(await balanceOf(ctx.db, veteran.id)).toBe(2)
  })

  it('credits a bounded number per pass, so a backlog never holds the instance; the next pass goes on', async () => {
    const due = await Promise.all(
      Array.from({ length: 5 }, () =>
        createFundedUser(ctx.app, ctx.db, 3, { createdAt: ago(3 * WEEK + DAY) }),
      ),
    )
    const first = await runWeeklyTopUps(ctx.db, ctx.clock.now(), TOKEN_RULES, { batchSize: 2, max: 3 })
    expect(first.size).toBe(3)
    const second = await runWeeklyTopUps(ctx.db, ctx.clock.now(), TOKEN_RULES, { batchSize: 2, max: 3 })
    expect(second.size).toBeGreaterThan(0)
    await ctx.app.scheduler.tick()
    for (const user of due) {
      expect(await balanceOf(ctx.db, user.id)).toBe(TOKEN_RULES.weeklyTopUpTo)
      expect(await topUps(user.id)).toHaveLength(1)
    }
  })
})

describe('the wallet names the next weekly top-up', () => {
  it('from the rule the scheduler applies: next week when this week is done, now when one is due, none after the last week', async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 4, { createdAt: ago(WEEK + DAY) })
    const createdAt = ago(WEEK + DAY)
    const wallet = async () => (await as(ctx.app, user).get('/api/wallet')).json()

    // Week 1, not yet topped up, balance 4: due at once (the scheduler's next pass), 6 tokens.
    expect((await wallet()).nextTopUp).toEqual({ at: ctx.clock.now().toISOString(), amount: 6, upTo: 10 })

    await ctx.app.scheduler.tick()
    await spend(user)
    // This week's top-up given: the next is at the start of week 2, at today's balance.
    expect((await wallet()).nextTopUp).toEqual({
      at: new Date(createdAt.getTime() + 2 * WEEK).toISOString(),
      amount: 6,
      upTo: 10,
    })

    ctx.clock.advance((TOKEN_RULES.weeklyTopUpForWeeks - 1) * WEEK)
    expect((await wallet()).nextTopUp).toBeNull()
  })
})

describe('the operator command add-tokens', () => {
  it('records the tokens as a grant from the team, never a purchase, with its ledger row', async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 10)
    const result = await addTokens(ctx.db, {
      email: user.email.toUpperCase(),
      amount: 25,
      now: ctx.clock.now(),
    })
    expect(result).toEqual({ userId: user.id, balance: 35 })
    expect((await ledgerOf(ctx.db, user.id)).at(-1)).toEqual({
      amount: 25,
      type: 'grant',
      description: 'Tokens from the Mithaq team',
    })
    const wallet = (await as(ctx.app, user).get('/api/wallet')).json()
    expect(wallet.balance).toBe(35)
    expect(wallet.transactions[0]).toMatchObject({
      amount: 25,
      type: 'grant',
      description: 'Tokens from the Mithaq team',
    })
  })

  it('records a grant with a description of its own', async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 0)
    await addTokens(ctx.db, { email: user.email, amount: 5, description: 'Eid gift' })
    expect(await ledgerOf(ctx.db, user.id)).toEqual([{ amount: 5, type: 'grant', description: 'Eid gift' }])
  })

  it('refuses unknown accounts, users without a profile and amounts that are not positive whole numbers', async () => {
    await expect(addTokens(ctx.db, { email: 'nobody@mithaq.test', amount: 5 })).rejects.toThrow(/No account/)
    const { signUp } = await import('../../test/auth-helpers')
    const noProfile = await signUp(ctx.app)
    await expect(addTokens(ctx.db, { email: noProfile.email, amount: 5 })).rejects.toThrow(
      /not created a profile/,
    )
    const user = await createFundedUser(ctx.app, ctx.db, 3)
    for (const amount of [0, -5, 1.5]) {
      await expect(addTokens(ctx.db, { email: user.email, amount })).rejects.toThrow(/whole number/)
    }
    expect(await balanceOf(ctx.db, user.id)).toBe(3)
  })

  it('reads its arguments: email, amount and an optional description', () => {
    expect(parseArgs(['a@b.c', '10', 'Eid', 'gift'])).toEqual({
      email: 'a@b.c',
      amount: 10,
      description: 'Eid gift',
    })
    expect(parseArgs(['a@b.c', '3'])).toEqual({ email: 'a@b.c', amount: 3, description: undefined })
    expect(() => parseArgs(['a@b.c', '-3'])).toThrow(/Usage/)
    expect(() => parseArgs(['a@b.c', '3', '--grant'])).toThrow(/Usage/)
  })

  it('has its earlier "Token purchase" rows turned into grants by migration 0008', async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 0)
    const other = await createFundedUser(ctx.app, ctx.db, 0)
    // Rows as the command wrote them before: the balance was credited with each.
    await ctx.db.execute(sql`update profiles set token_balance = 30 where id = ${user.id}`)
    await ctx.db.execute(
      sql`insert into token_transactions (user_id, amount, type, description, created_at) values
        (${user.id}, 20, 'purchase', 'Token purchase', '2026-01-01T10:00:00Z'),
        (${user.id}, 10, 'purchase', 'Bank transfer 2026-11-23', '2026-01-02T10:00:00Z')`,
    )
    const migration = await readFile(
      new URL('../../db/migrations/0008_operator_grants_are_grants.sql', import.meta.url),
      'utf8',
    )
    await ctx.db.execute(sql.raw(migration))
    expect(await ledgerOf(ctx.db, user.id)).toEqual([
      { amount: 20, type: 'grant', description: 'Tokens from the Mithaq team' },
      { amount: 10, type: 'grant', description: 'Bank transfer 2026-11-23' },
    ])
    expect(await ledgerOf(ctx.db, other.id)).toEqual([])
    const wallet = await as(ctx.app, user).get('/api/wallet')
    expect(wallet.statusCode).toBe(200)
    expect(wallet.json().transactions.map((t: { type: string }) => t.type)).toEqual(['grant', 'grant'])
  })
})

describe('no client path credits tokens', () => {
  it('has no route that writes the wallet', async () => {
    const user = await createFundedUser(ctx.app, ctx.db, 1)
    for (const url of ['/api/wallet', '/api/tokens', '/api/wallet/purchase', '/api/tokens/add']) {
      expect((await as(ctx.app, user).post(url, { amount: 100 })).statusCode).toBe(404)
    }
    expect(await balanceOf(ctx.db, user.id)).toBe(1)
  })
})
