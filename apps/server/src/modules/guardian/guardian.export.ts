import { eq } from 'drizzle-orm'
import { guardians } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/** The guardian (wali) the member named; consents per match are in the matches' part. */
export const guardianExport: ExportPart = {
  tables: { guardians: ['guardian'] },
  async read({ db, userId }) {
    const [g] = await db.select().from(guardians).where(eq(guardians.userId, userId))
    return {
      data: {
        guardian: g ? { email: g.email, confirmedAt: iso(g.confirmedAt), namedAt: iso(g.createdAt) } : null,
      },
    }
  },
}
