import type { StorePurchaseResult, TokenPack } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type PaymentProvider, profiles, purchases } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { creditPurchase, reversePurchase } from './credit'
import { type Recorded, STORE_MESSAGES, type StoreDeps, storeAccountToken } from './store.service'

// What the store purchases' use cases share: the purchase seen before, the pack a product is, the
// account it belongs to, and the one transaction that credits (or reverses) it.

const findPurchase = (tx: Db, provider: PaymentProvider, externalId: string) =>
  tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.externalId, externalId)))
    .for('update')
    .then((rows) => rows[0])

async function balanceOf(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: profiles.tokenBalance })
    .from(profiles)
    .where(eq(profiles.id, userId))
  return row?.balance ?? 0
}

/** A purchase seen before: the same member gets the answer again (nothing credited), another is refused. */
async function answerRecorded(
  tx: Db,
  row: Recorded,
  userId: string,
): Promise<Omit<StorePurchaseResult, 'consumed'>> {
  if (row.userId !== userId) throw new AppError('CONFLICT', STORE_MESSAGES.otherAccount)
  if (row.status === 'reversed') throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.refunded)
  if (row.status !== 'credited') throw new AppError('CONFLICT', STORE_MESSAGES.used)
  return {
    status: 'already_credited',
    packId: row.packId,
    tokens: row.tokens,
    balance: await balanceOf(tx, userId),
  }
}

export function packFor(deps: StoreDeps, products: Record<string, string>, productId: string): TokenPack {
  const packId = products[productId]
  const pack = packId ? deps.pack(packId) : undefined
  if (!pack) throw new AppError('VALIDATION_FAILED', STORE_MESSAGES.unknownProduct)
  return pack
}

export function checkAccount(token: string | undefined, userId: string) {
  if (token && token !== storeAccountToken(userId))
    throw new AppError('CONFLICT', STORE_MESSAGES.otherAccount)
}

/** Credits one store purchase in one transaction; `undefined` row: never seen before. */
export async function credit(
  deps: StoreDeps,
  input: {
    provider: 'apple' | 'google'
    externalId: string
    userId: string
    pack: TokenPack
    amountMinor: number
    currency: string
  },
  beforeNew?: () => void,
): Promise<Omit<StorePurchaseResult, 'consumed'>> {
  const now = deps.now()
  const answer = await deps.db.transaction(async (tx) => {
    const seen = await findPurchase(tx, input.provider, input.externalId)
    if (seen) return { ...(await answerRecorded(tx, seen, input.userId)), fresh: null }
    beforeNew?.()
    await deps.checkMayBuy(tx, input.userId, input.pack.tokens, now)
    const result = await creditPurchase(tx, {
      provider: input.provider,
      externalId: input.externalId,
      userId: input.userId,
      packId: input.pack.id,
      tokens: input.pack.tokens,
      amountMinor: input.amountMinor,
      currency: input.currency,
      now,
    })
    if (!result.credited) return { ...(await answerRecorded(tx, result.purchase, input.userId)), fresh: null }
    return {
      status: 'credited' as const,
      packId: result.purchase.packId,
      tokens: result.purchase.tokens,
      balance: result.balance,
      fresh: result.purchase,
    }
  })
  const { fresh, ...result } = answer
  if (fresh) await deps.afterCredit(fresh, result.balance)
  return result
}

/** Takes a refunded store purchase's tokens back (once), then announces it. */
export async function reverse(deps: StoreDeps, provider: 'apple' | 'google', externalId: string) {
  const result = await deps.db.transaction((tx) =>
    reversePurchase(tx, { provider, externalId, reason: 'refund', now: deps.now() }),
  )
  if (result.reversed) deps.afterReverse(result.purchase, result.balance)
  deps.log.info(
    { provider, reversed: result.reversed, reason: result.reversed ? undefined : result.reason },
    'store refund',
  )
  return result.reversed
}
