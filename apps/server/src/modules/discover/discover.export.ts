import { eq } from 'drizzle-orm'
import { discoveryFilters } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/** The saved Discover filters. */
export const discoverExport: ExportPart = {
  tables: { discovery_filters: ['discoverFilters', 'discoverFilters.verifiedOnly', 'discoverFilters.faith'] },
  async read({ db, userId }) {
    const [f] = await db.select().from(discoveryFilters).where(eq(discoveryFilters.profileId, userId))
    return {
      data: {
        discoverFilters: f
          ? {
              ageMin: f.ageMin,
              ageMax: f.ageMax,
              heightMin: f.heightMin,
              heightMax: f.heightMax,
              countries: f.countries,
              verifiedOnly: f.verifiedOnly,
              faith: f.faith,
              updatedAt: iso(f.updatedAt),
            }
          : null,
      },
    }
  },
}
