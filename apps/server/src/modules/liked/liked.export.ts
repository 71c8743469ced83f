import { and, asc, eq } from 'drizzle-orm'
import { blockedProfiles, favoritedProfiles, profileActions, profileReports } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/**
 * What the member did to others' profiles (likes, passes, seen, favourites, blocks, reports) and
 * the likes they received, which the app shows in Liked › "Liked me". Passes and favourites others
 * made are not shown anywhere in the app and are theirs, not the member's.
 */
export const likedExport: ExportPart = {
  tables: {
    profile_actions: ['likesAndPasses', 'likesReceived', 'profilesSeen'],
    favorited_profiles: ['favorites'],
    blocked_profiles: ['blocked'],
    profile_reports: ['reportsMade'],
  },
  async read({ db, userId, people }) {
    const actions = await db
      .select()
      .from(profileActions)
      .where(eq(profileActions.fromProfileId, userId))
      .orderBy(asc(profileActions.createdAt))
    const received = await db
      .select({ from: profileActions.fromProfileId, at: profileActions.createdAt })
      .from(profileActions)
      .where(and(eq(profileActions.toProfileId, userId), eq(profileActions.action, 'like')))
      .orderBy(asc(profileActions.createdAt))
    const favorites = await db
      .select()
      .from(favoritedProfiles)
      .where(eq(favoritedProfiles.userId, userId))
      .orderBy(asc(favoritedProfiles.createdAt))
    const blocks = await db
      .select()
      .from(blockedProfiles)
      .where(eq(blockedProfiles.blockerId, userId))
      .orderBy(asc(blockedProfiles.createdAt))
    const reports = await db
      .select({
        reportedId: profileReports.reportedId,
        category: profileReports.category,
        reason: profileReports.reason,
        status: profileReports.status,
        createdAt: profileReports.createdAt,
      })
      .from(profileReports)
      .where(eq(profileReports.reporterId, userId))
      .orderBy(asc(profileReports.createdAt))
    const person = await people([
      ...actions.map((a) => a.toProfileId),
      ...received.map((r) => r.from),
      ...favorites.map((f) => f.favoritedId),
      ...blocks.map((b) => b.blockedId),
      ...reports.map((r) => r.reportedId),
    ])
    const decided = actions.filter((a) => a.action !== 'seen')
    const seen = actions.filter((a) => a.action === 'seen')
    return {
      data: {
        likesAndPasses: decided.map((a) => ({
          action: a.action,
          profile: person(a.toProfileId),
          at: iso(a.createdAt),
        })),
        likesReceived: received.map((r) => ({ profile: person(r.from), at: iso(r.at) })),
        profilesSeen: seen.map((a) => ({ profile: person(a.toProfileId), at: iso(a.createdAt) })),
        favorites: favorites.map((f) => ({ profile: person(f.favoritedId), at: iso(f.createdAt) })),
        blocked: blocks.map((b) => ({ profile: person(b.blockedId), at: iso(b.createdAt) })),
        reportsMade: reports.map((r) => ({
          profile: person(r.reportedId),
          category: r.category,
          reason: r.reason,
          status: r.status,
          at: iso(r.createdAt),
        })),
      },
    }
  },
}
