import { englishTranslator, type TokenPack } from '@mithaq/domain'
import { and, eq, gt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { purchases, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'

// Who may buy what, for a card and a store purchase alike: a pack's price from our table, the
// daily cap, and no purchase while suspended.

const english = englishTranslator()

/**
 * How long a Checkout Session can be paid: Stripe's shortest life (30 minutes from when Stripe
 * creates it) and a minute for the request's way there. The session closes after exactly this,
 * and a pending purchase counts toward the daily cap for exactly this: one duration for both, so
 * a page that can still be paid is always counted.
 */
export const CHECKOUT_OPEN_MS = 31 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** A pack and its price in `currency` from our table; undefined when it is not sold so. */
export function priceOf(packs: readonly TokenPack[], packId: string, currency: string) {
  const pack = packs.find((p) => p.id === packId)
  const price = pack?.prices.find((p) => p.currency === currency)
  return pack && price ? { pack, price } : undefined
}

/** Tokens the member bought, or is buying, in the last 24 hours (refunded ones do not count). */
export async function boughtToday(tx: Db, userId: string, now: Date) {
  const [row] = await tx
    .select({ tokens: sql<number>`coalesce(sum(${purchases.tokens}), 0)::int` })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        or(
          and(eq(purchases.status, 'credited'), gt(purchases.creditedAt, new Date(now.getTime() - DAY_MS))),
          and(
            eq(purchases.status, 'pending'),
            gt(purchases.createdAt, new Date(now.getTime() - CHECKOUT_OPEN_MS)),
          ),
        ),
      ),
    )
  return row?.tokens ?? 0
}

export function refuseOverCap(dailyCap: number, bought: number, tokens: number) {
  if (bought + tokens > dailyCap)
    throw new AppError('CONFLICT', english('notices.purchaseDailyCap', { cap: dailyCap }))
}

export async function isSuspended(executor: Db, userId: string, now: Date) {
  const [user] = await executor
    .select({ banned: users.banned, banExpires: users.banExpires })
    .from(users)
    .where(eq(users.id, userId))
  return Boolean(user?.banned) && (!user?.banExpires || user.banExpires.getTime() > now.getTime())
}

/** The refusal of a purchase while suspended. */
export function suspendedRefusal() {
  return new AppError('FORBIDDEN', english('notices.purchaseWhileSuspended'))
}

/** Store purchases (decision 470): a checkout's refusals (suspended, daily cap), inside the crediting transaction. */
export async function checkMayBuy(
  { dailyCap }: { dailyCap: number },
  tx: Db,
  userId: string,
  tokens: number,
  now: Date,
) {
  if (await isSuspended(tx, userId, now)) throw suspendedRefusal()
  refuseOverCap(dailyCap, await boughtToday(tx, userId, now), tokens)
}
