import { englishTranslator } from '@mithaq/domain'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { purchases, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'

const english = englishTranslator()
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What a store purchase must pass before it is credited, as a card purchase does (decision 451):
 * no purchase while suspended, and no more than the daily cap of tokens in 24 hours (credited
 * purchases; refunded ones do not count). Run inside the crediting transaction, with its `tx`.
 */
export function storePurchaseChecks(dailyCap: number) {
  return async function checkMayBuy(tx: Db, userId: string, tokens: number, now: Date) {
    const [user] = await tx
      .select({ banned: users.banned, banExpires: users.banExpires })
      .from(users)
      .where(eq(users.id, userId))
    if (user?.banned && (!user.banExpires || user.banExpires.getTime() > now.getTime())) {
      throw new AppError('FORBIDDEN', english('messages.purchaseWhileSuspended'))
    }
    const [row] = await tx
      .select({ tokens: sql<number>`coalesce(sum(${purchases.tokens}), 0)::int` })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, userId),
          inArray(purchases.status, ['credited']),
          gt(purchases.creditedAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
    if ((row?.tokens ?? 0) + tokens > dailyCap) {
      throw new AppError('CONFLICT', english('messages.purchaseDailyCap', { cap: dailyCap }))
    }
  }
}
