import { asc, eq } from 'drizzle-orm'
import { pushTokens } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/** The devices that receive the member's pushes; the push addresses and keys are secrets. */
export const pushExport: ExportPart = {
  tables: { push_tokens: ['pushDevices'] },
  async read({ db, userId }) {
    const rows = await db
      .select({
        platform: pushTokens.platform,
        deviceInfo: pushTokens.deviceInfo,
        createdAt: pushTokens.createdAt,
      })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId))
      .orderBy(asc(pushTokens.createdAt))
    return {
      data: {
        pushDevices: rows.map((d) => ({
          platform: d.platform,
          device: d.deviceInfo,
          registeredAt: iso(d.createdAt),
        })),
      },
    }
  },
}
