import { asc, eq } from 'drizzle-orm'
import { purchases } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/** The member's token purchases: what was bought, for how much, through whom, and what became of it. */
export const paymentsExport: ExportPart = {
  tables: { purchases: ['purchases'] },
  async read({ db, userId }) {
    const rows = await db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, userId))
      .orderBy(asc(purchases.createdAt), asc(purchases.id))
    return {
      data: {
        purchases: rows.map((p) => ({
          provider: p.provider,
          reference: p.externalId,
          pack: p.packId,
          tokens: p.tokens,
          amountMinor: p.amountMinor,
          currency: p.currency,
          status: p.status,
          reversedReason: p.reversedReason,
          at: iso(p.createdAt),
          creditedAt: iso(p.creditedAt),
          reversedAt: iso(p.reversedAt),
        })),
      },
    }
  },
}
