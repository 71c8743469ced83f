import { randomUUID } from 'node:crypto'
import { englishTranslator, MESSAGE_MAX_LENGTH, TOKEN_RULES } from '@mithaq/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { as, createFundedUser, createMatchedPair, ledgerViolations, snapshot } from './matches.test-helpers'

const english = englishTranslator()

let ctx: Awaited<ReturnType<typeof buildTestApp>>

beforeAll(async () => {
  ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
})
afterAll(async () => {
  expect(await ledgerViolations(ctx.db)).toEqual([])
  await ctx.app.close()
})

const pair = (balances: [number, number] = [10, 10]) =>
  createMatchedPair(ctx.app, ctx.db, ctx.clock.now(), { balances })

/** Sends the abusive request and proves it answered `status` with `message` and changed nothing at all. */
async function expectRefusedWithoutChange(
  request: () => Promise<{ statusCode: number; json(): { code: string; message: string } }>,
  status: number,
  message?: string,
) {
  const before = await snapshot(ctx.db)
  const res = await request()
  expect(res.statusCode).toBe(status)
  if (message !== undefined) expect(res.json().message).toBe(message)
  expect(await snapshot(ctx.db)).toEqual(before)
}

describe('abuse of payments', () => {
  it('refuses paying twice', async () => {
    const { amina, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    for (const express of [false, true]) {
      await expectRefusedWithoutChange(
        () => as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express }),
        409,
        english('notices.alreadyPaid'),
      )
    }
  })

  it('refuses paying once the chat is unlocked', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    await expectRefusedWithoutChange(
      () => as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false }),
      409,
      english('notices.alreadyUnlocked'),
    )
  })

  it("answers 404 to paying for someone else's match, or one that does not exist", async () => {
    const { matchId } = await pair()
    const stranger = await createFundedUser(ctx.app, ctx.db, 10)
    for (const id of [matchId, randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      await expectRefusedWithoutChange(
        () => as(ctx.app, stranger).post(`/api/matches/${encodeURIComponent(id)}/pay`, { express: false }),
        404,
      )
    }
  })

  it('refuses paying after the payment window', async () => {
    const { amina, matchId } = await pair()
    ctx.clock.advance(TOKEN_RULES.paymentWindowMs)
    // The expiry itself (refunds, penalties) is the scheduler's; the late payment changes nothing more.
    await ctx.app.scheduler.tick()
    await expectRefusedWithoutChange(
      () => as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false }),
      409,
      english('notices.paymentWindowClosed'),
    )
  })

  it('refuses paying with too few tokens', async () => {
    const { amina, bilal, matchId } = await pair([2, 5])
    await expectRefusedWithoutChange(
      () => as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false }),
      409,
      'Insufficient tokens. You need at least 3 tokens to unlock chat.',
    )
    await expectRefusedWithoutChange(
      () => as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: true }),
      409,
      english('notices.insufficientTokensForExpress'),
    )
  })

  it('rejects a body that is not a boolean express flag', async () => {
    const { amina, matchId } = await pair()
    await expectRefusedWithoutChange(
      () => as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: 'yes' }),
      400,
    )
  })
})

describe('abuse of the chat', () => {
  const send = (user: { cookie: string }, matchId: string, content = 'Salaam') =>
    as(ctx.app, user).post(`/api/matches/${matchId}/messages`, { content, clientId: randomUUID() })

  it('refuses sending to a locked chat', async () => {
    const { amina, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: false })
    await expectRefusedWithoutChange(
      () => send(amina, matchId),
      409,
      'Chat locked: Both users must pay to unlock chat before sending messages',
    )
  })

  it('refuses sending to an unmatched chat', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/unmatch`)
    await expectRefusedWithoutChange(() => send(amina, matchId), 409, 'Cannot send message')
    await expectRefusedWithoutChange(() => send(bilal, matchId), 409, 'Cannot send message')
  })

  it("answers 404 to reading, sending to or marking another pair's messages", async () => {
    const { amina, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    await send(amina, matchId)
    const stranger = await createFundedUser(ctx.app, ctx.db, 10)
    await expectRefusedWithoutChange(() => as(ctx.app, stranger).get(`/api/matches/${matchId}/messages`), 404)
    await expectRefusedWithoutChange(() => as(ctx.app, stranger).get(`/api/matches/${matchId}`), 404)
    await expectRefusedWithoutChange(() => send(stranger, matchId), 404)
    await expectRefusedWithoutChange(() => as(ctx.app, stranger).post(`/api/matches/${matchId}/read`), 404)
  })

  it('refuses a message over 2000 characters', async () => {
    const { amina, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/pay`, { express: true })
    await expectRefusedWithoutChange(
      () => send(amina, matchId, 'a'.repeat(MESSAGE_MAX_LENGTH + 1)),
      400,
      english('notices.messageTooLong'),
    )
  })
})

describe('abuse of unmatch, rematch and Remove Forever', () => {
  it('refuses unmatching twice, by either side', async () => {
    const { amina, bilal, matchId } = await pair()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    for (const user of [amina, bilal]) {
      await expectRefusedWithoutChange(
        () => as(ctx.app, user).post(`/api/matches/${matchId}/unmatch`),
        409,
        english('notices.alreadyUnmatched'),
      )
    }
  })

  it('refuses a rematch to the user who was unmatched, to an active match, and without tokens', async () => {
    const { amina, bilal, matchId } = await pair([3, 10])
    await expectRefusedWithoutChange(
      () => as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`),
      409,
      english('notices.stillMatched', { name: 'Bilal', sex: 'male' }),
    )
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    await expectRefusedWithoutChange(
      () => as(ctx.app, bilal).post(`/api/matches/${matchId}/rematch`),
      403,
      'Cannot rematch: You cannot rematch with Amina because they unmatched with you.',
    )
    // Amina paid the 3-token unmatch fee and has nothing left.
    await expectRefusedWithoutChange(
      () => as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`),
      409,
      'Insufficient tokens: You need at least 3 tokens to rematch.',
    )
  })

  it('refuses Remove Forever on an active match, and answers 404 once removed', async () => {
    const { amina, matchId } = await pair()
    await expectRefusedWithoutChange(
      () => as(ctx.app, amina).post(`/api/matches/${matchId}/remove-forever`),
      409,
      english('notices.unmatchBeforeRemoving'),
    )
    await as(ctx.app, amina).post(`/api/matches/${matchId}/unmatch`)
    await as(ctx.app, amina).post(`/api/matches/${matchId}/remove-forever`)
    await expectRefusedWithoutChange(
      () => as(ctx.app, amina).post(`/api/matches/${matchId}/remove-forever`),
      404,
    )
    await expectRefusedWithoutChange(() => as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`), 404)
  })
})
