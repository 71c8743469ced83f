import { englishTranslator, type PurchaseDto } from '@mithaq/domain'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, purchases } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Purchase } from './credit'

const english = englishTranslator()

export const toPurchaseDto = (p: Purchase): PurchaseDto => ({
  id: p.id,
  provider: p.provider,
  externalId: p.externalId,
  packId: p.packId,
  tokens: p.tokens,
  amountMinor: p.amountMinor,
  currency: p.currency,
  status: p.status,
  reversedReason: p.reversedReason === 'refund' || p.reversedReason === 'dispute' ? p.reversedReason : null,
  createdAt: p.createdAt.toISOString(),
  creditedAt: p.creditedAt?.toISOString() ?? null,
  reversedAt: p.reversedAt?.toISOString() ?? null,
})

/** A member's purchases, newest first. */
export async function listPurchases({ db }: { db: Db }, userId: string): Promise<PurchaseDto[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
  return rows.map(toPurchaseDto)
}

/** A moderator's view of a member's purchases. */
export async function memberPurchases({ db }: { db: Db }, memberId: string): Promise<PurchaseDto[]> {
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, memberId))
  if (!profile) throw new AppError('NOT_FOUND', english('notices.profileNotFound'))
  return listPurchases({ db }, memberId)
}
