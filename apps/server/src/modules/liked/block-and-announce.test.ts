import { REALTIME_PATH, SERVER_EVENT, type ServerEvent, serverEventSchema, TOKEN_RULES } from '@mithaq/domain'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import {
  as,
  balanceOf,
  createFundedUser,
  createMatchedPair,
  ledgerViolations,
  matchRow,
} from '../matches/matches.test-helpers'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

const sockets: Socket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect()
})

/** Connects as the user and keeps every event that arrives. */
async function listen(ctx: Ctx, cookie: string) {
  const address = ctx.app.server.address() as { port: number }
  const socket = connect(`http://127.0.0.1:${address.port}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  const events: ServerEvent[] = []
  socket.on(SERVER_EVENT, (raw: unknown) => events.push(serverEventSchema.parse(raw)))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return events
}

describe('blocks and reports end a match through the token economy', () => {
  let ctx: Ctx
  beforeAll(async () => {
    ctx = await buildTestApp()
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => ctx.app.close())

  it.each(['block', 'report'] as const)(
    'a %s refunds an unspent unlock payment, costs the blocker nothing and tells the other screen',
    async (action) => {
      const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
      const pay = await as(ctx.app, bilal).post(`/api/matches/${matchId}/pay`, { express: false })
      expect(pay.statusCode).toBe(200)
      expect(await balanceOf(ctx.db, bilal.id)).toBe(10 - TOKEN_RULES.unlockStandard)
      const bilalEvents = await listen(ctx, bilal.cookie)

      const body = action === 'report' ? { category: 'scam', reason: 'Asked for money early on' } : {}
      const res = await as(ctx.app, amina).post(`/api/profiles/${bilal.id}/${action}`, body)
      expect(res.statusCode).toBe(200)

      expect(await balanceOf(ctx.db, amina.id)).toBe(10)
      expect(await balanceOf(ctx.db, bilal.id)).toBe(10)
      expect(await ledgerViolations(ctx.db)).toEqual([])
      const match = await matchRow(ctx.db, matchId)
      expect(match?.unmatchedAt).not.toBeNull()
      expect(match?.unmatchKind).toBe('block')
      await expect
        .poll(() => bilalEvents.some((e) => e.type === 'match.updated' && e.matchId === matchId))
        .toBe(true)
      expect(bilalEvents.some((e) => e.type === 'wallet.updated')).toBe(true)

      const rematch = await as(ctx.app, amina).post(`/api/matches/${matchId}/rematch`, {})
      expect(rematch.statusCode).toBeGreaterThanOrEqual(400)
      expect(await balanceOf(ctx.db, amina.id)).toBe(10)
    },
  )

  it('a like reaches the liked user’s open screens as a notification', async () => {
    const amina = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Amina', sex: 'female' })
    const bilal = await createFundedUser(ctx.app, ctx.db, 10, { name: 'Bilal', sex: 'male' })
    const aminaEvents = await listen(ctx, amina.cookie)
    const res = await as(ctx.app, bilal).post(`/api/profiles/${amina.id}/like`, {})
    expect(res.statusCode).toBe(200)
    await expect
      .poll(() =>
        aminaEvents.find((e) => e.type === 'notification.created' && e.notification.type === 'like'),
      )
      .toMatchObject({ notification: { senderId: bilal.id, senderName: 'Bilal' } })
  })
})
