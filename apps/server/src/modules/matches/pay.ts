import type { EconomyEvent, PaymentOutcome, PaymentResult } from '@mithaq/domain'
import { markMatchNotificationsRead } from '../notifications'
import { buildDetail, type DetailDeps } from './match-detail'
import { applyMatchAction } from './match-economy'
import { balanceOf, type MatchTxDeps, Refused, transact } from './match-transaction'

export type PayDeps = MatchTxDeps & DetailDeps

function paymentOutcome(events: EconomyEvent[]): PaymentOutcome {
  const unlocked = events.find((e) => e.type === 'unlocked')
  if (!unlocked) return 'waiting'
  return unlocked.by === 'express' ? 'express_unlocked' : 'unlocked'
}

/**
 * One member pays to unlock the chat (or pays the express price alone); both paid → unlocked.
 * The economy refuses what the rules do not allow (not enough tokens, already paid…).
 */
export async function pay(
  deps: PayDeps,
  viewerId: string,
  matchId: string,
  express: boolean,
): Promise<PaymentResult> {
  const { outcome, balance, row } = await transact(
    deps,
    matchId,
    viewerId,
    async (tx, locked, now, announcement) => {
      const result = await applyMatchAction(
        tx,
        locked,
        { type: 'pay', userId: viewerId, express },
        now,
        announcement,
        {
          rules: deps.rules,
        },
      )
      if (!result.ok) return new Refused(result)
      // Paid: the match and every request to pay it are answered, in the same transaction.
      const answered = await markMatchNotificationsRead(tx, viewerId, matchId, 'paid', now)
      if (answered.length > 0) {
        announcement.emits.push({ userId: viewerId, event: { type: 'notifications.read', ids: answered } })
      }
      return {
        outcome: paymentOutcome(result.events),
        balance: balanceOf(locked, viewerId),
        row: locked.row,
      }
    },
  )
  return { outcome, balance, match: await buildDetail(deps, row, viewerId) }
}
