import { asc, eq } from 'drizzle-orm'
import { profileFaith, profilePictures, profiles } from '../../db/schema'
import { type ExportFile, type ExportPart, iso, storedFile } from '../../lib/export-part'

/** The profile as the member wrote it, and its pictures in their order (files in the archive). */
export const profilesExport: ExportPart = {
  tables: {
    profiles: ['profile', 'profile.picturesPrivate', 'profile.lastActiveAt', 'profile.faithOfferAnsweredAt'],
    profile_pictures: ['pictures'],
    profile_faith: ['faithAndFamily', 'faithAndFamily.consentGivenAt', 'faithAndFamily.answers'],
  },
  async read(ctx) {
    const { db, userId } = ctx
    const [p] = await db.select().from(profiles).where(eq(profiles.id, userId))
    const [faith] = await db.select().from(profileFaith).where(eq(profileFaith.profileId, userId))
    const rows = await db
      .select()
      .from(profilePictures)
      .where(eq(profilePictures.profileId, userId))
      .orderBy(asc(profilePictures.position))
    const files: ExportFile[] = []
    const pictures = []
    for (const picture of rows) {
      const data = await storedFile(ctx, picture.storagePath)
      const ext = picture.storagePath.slice(picture.storagePath.lastIndexOf('.') + 1) || 'webp'
      const name = `pictures/picture-${picture.position + 1}.${ext}`
      if (data) files.push({ name, data })
      pictures.push({
        position: picture.position + 1,
        file: data ? name : null,
        uploadedAt: iso(picture.createdAt),
      })
    }
    return {
      data: {
        profile: p
          ? {
              name: p.name,
              sex: p.sex,
              birthday: p.birthday,
              country: p.country,
              city: p.city,
              aboutMe: p.aboutMe,
              education: p.education,
              occupation: p.occupation,
              nationality: p.nationality,
              height: p.height,
              maritalStatus: p.maritalStatus,
              picturesPrivate: p.picturesPrivate,
              isActive: p.isActive,
              deactivatedAt: iso(p.deactivatedAt),
              tokenBalance: p.tokenBalance,
              createdAt: iso(p.createdAt),
              updatedAt: iso(p.updatedAt),
              // Decision 481: to the nearest few minutes; it orders Discover and is never shown.
              lastActiveAt: iso(p.lastActiveAt),
              // Decision 482: when Discover's faith offer was answered.
              faithOfferAnsweredAt: iso(p.faithOfferAnsweredAt),
            }
          : null,
        pictures,
        // Decision 410: the answers given with consent, its date, and which the card shows.
        faithAndFamily: faith
          ? {
              consentGivenAt: iso(faith.consentAt),
              answers: faith.answers,
              shownOnCard: faith.shown,
              updatedAt: iso(faith.updatedAt),
            }
          : null,
      },
      files,
    }
  },
}
