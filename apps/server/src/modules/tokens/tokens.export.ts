import { asc, eq } from 'drizzle-orm'
import { tokenTransactions } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/** Every credit and charge of the member's tokens (the balance is on the profile). */
export const tokensExport: ExportPart = {
  tables: { token_transactions: ['ledger'] },
  async read({ db, userId }) {
    const rows = await db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, userId))
      .orderBy(asc(tokenTransactions.createdAt), asc(tokenTransactions.id))
    return {
      data: {
        ledger: rows.map((t) => ({
          amount: t.amount,
          type: t.type,
          kind: t.kind,
          params: t.params,
          description: t.description,
          at: iso(t.createdAt),
        })),
      },
    }
  },
}
