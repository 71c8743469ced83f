import { englishTranslator, type LikeResult, type ReportInput } from '@mithaq/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blockedProfiles, favoritedProfiles, matches, profileActions, profileReports } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { enforceRateLimit, type RateLimit, type RateLimits } from '../../lib/rate-limit'
import {
  extendRun,
  findBlockableProfile,
  findVisibleProfile,
  type ProfileRow,
  type Viewer,
} from '../discover'
import type { MatchService } from '../matches'
import { type Announcement, type Announcer, createNotification, newAnnouncement } from '../notifications'

const english = englishTranslator()

/** Generous for a person deciding card by card (250 ms lock), far below a script's pace. */
export const LIKE_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 }
/** Reports are rare; many in a row are more likely abuse of the report button than of the app. */
export const REPORT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60_000 }

export interface LikedDeps {
  db: Db
  clock: Clock
  /** Announces what a transaction committed, after the commit (app.announcer). */
  announcer: Announcer
  /** The match economy's front door: a mutual like opens the match, a block ends it. */
  matches: MatchService
  /** Where the like and report limits are counted (app.rateLimits). */
  rateLimits: RateLimits
}

const notFound = () => new AppError('NOT_FOUND', english('notices.profileNotFound'))

/** Profile ids are lowercase uuids, so JS order equals the database's under any collation. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a])

export function createLikedService({ db, clock, announcer, matches, rateLimits }: LikedDeps) {
  async function requireVisible(tx: Db, viewer: Viewer, id: string): Promise<ProfileRow> {
    const profile = await findVisibleProfile(tx, viewer, id)
    if (!profile) throw notFound()
    return profile
  }

  /**
   * Ends our match (if any) with the token economy's block rules (no fee for the blocker, unspent
   * unlock payments refunded, no rematch ever) and records my block of `blockedId`, inside the
   * caller's transaction. The match comes first: every match change locks the match before the
   * profiles (decision 031). Returns what to announce after the commit.
   */
  async function blockInside(tx: Db, blockerId: string, blockedId: string, now: Date): Promise<Announcement> {
    const announcement = await matches.endForBlock(tx, blockerId, blockedId, now)
    await tx.insert(blockedProfiles).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing()
    return announcement
  }

  return {
    /**
     * Like, in one transaction: record it, look for the reverse like, and on a mutual like create
     * the one match of the pair and a 'match' notification for both; otherwise a 'like'
     * notification for the liked user. A standing like answers 'already_liked' and changes nothing.
     */
    async like(viewer: Viewer, targetId: string): Promise<LikeResult> {
      // The counters keep their stored prefix `social:` (a stored name, like a table's).
      await enforceRateLimit(rateLimits, `social:like:${viewer.id}`, LIKE_RATE_LIMIT, clock.now())
      const now = clock.now()
      const { result, announcement } = await db.transaction(async (tx) => {
        const target = await requireVisible(tx, viewer, targetId)
        const [p1, p2] = orderedPair(viewer.id, target.id)
        // Both likes of a pair take turns here. Without it, two simultaneous likes each miss the
        // other's uncommitted row and no match is made; with it, the second sees the first.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`like:${p1}:${p2}`}, 0))`)

        const recorded = await tx
          .insert(profileActions)
          .values({ fromProfileId: viewer.id, toProfileId: target.id, action: 'like', createdAt: now })
          .onConflictDoUpdate({
            target: [profileActions.fromProfileId, profileActions.toProfileId],
            set: { action: 'like', createdAt: now },
            // A pass or seen is replaced; a standing like is left as it is.
            setWhere: sql`${profileActions.action} <> 'like'`,
          })
          .returning({ action: profileActions.action })
        if (recorded.length === 0) {
          return { result: { status: 'already_liked' } as LikeResult, announcement: newAnnouncement() }
        }
        await extendRun(tx, viewer, target.id, now)

        const [reverse] = await tx
          .select({ action: profileActions.action })
          .from(profileActions)
          .where(
            and(
              eq(profileActions.fromProfileId, target.id),
              eq(profileActions.toProfileId, viewer.id),
              eq(profileActions.action, 'like'),
            ),
          )
        // An ordinary like: the liked one's Liked tab and bell learn of it.
        const liked = async (): Promise<Announcement> => ({
          emits: [{ userId: target.id, event: { type: 'like.received', profileId: viewer.id } }],
          notifications: [
            await createNotification(tx, {
              userId: target.id,
              type: 'like',
              senderId: viewer.id,
              createdAt: now,
            }),
          ],
        })
        if (!reverse) return { result: { status: 'liked' } as LikeResult, announcement: await liked() }

        // A new match, or the pair's active one again; an ended one is not restarted by a like
        // (rematch is its own, paid, action), so this is then an ordinary like.
        const match = await matches.openForMutualLike(tx, viewer.id, target.id, now)
        if (match) {
          return {
            result: { status: 'matched', matchId: match.matchId } as LikeResult,
            announcement: match.announcement,
          }
        }
        return { result: { status: 'liked' } as LikeResult, announcement: await liked() }
      })
      announcer.announce(announcement)
      return result
    },

    /** Pass replaces any earlier action toward the profile; an existing match is untouched. */
    async pass(viewer: Viewer, targetId: string) {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const target = await requireVisible(tx, viewer, targetId)
        await tx
          .insert(profileActions)
          .values({ fromProfileId: viewer.id, toProfileId: target.id, action: 'pass', createdAt: now })
          .onConflictDoUpdate({
            target: [profileActions.fromProfileId, profileActions.toProfileId],
            set: { action: 'pass', createdAt: now },
          })
        await extendRun(tx, viewer, target.id, now)
      })
      return { status: 'passed' as const }
    },

    async favorite(viewer: Viewer, targetId: string) {
      const target = await requireVisible(db, viewer, targetId)
      await db
        .insert(favoritedProfiles)
        .values({ userId: viewer.id, favoritedId: target.id, createdAt: clock.now() })
        .onConflictDoNothing()
      return { isFavorited: true }
    },

    async unfavorite(viewer: Viewer, targetId: string) {
      const target = await requireVisible(db, viewer, targetId)
      await db
        .delete(favoritedProfiles)
        .where(and(eq(favoritedProfiles.userId, viewer.id), eq(favoritedProfiles.favoritedId, target.id)))
      return { isFavorited: false }
    },

    /** Hides both from each other everywhere and ends an active match. Blocking twice is harmless. */
    async block(viewer: Viewer, targetId: string) {
      const now = clock.now()
      const announcement = await db.transaction(async (tx) => {
        const target = await findBlockableProfile(tx, viewer, targetId)
        if (!target) throw notFound()
        return blockInside(tx, viewer.id, target.id, now)
      })
      announcer.announce(announcement)
      return { status: 'blocked' as const }
    },

    /** A report is stored for the moderators and always blocks, in one transaction. */
    async report(viewer: Viewer, targetId: string, { category, reason, matchId }: ReportInput) {
      await enforceRateLimit(rateLimits, `social:report:${viewer.id}`, REPORT_RATE_LIMIT, clock.now())
      const now = clock.now()
      const announcement = await db.transaction(async (tx) => {
        const target = await findBlockableProfile(tx, viewer, targetId)
        if (!target) throw notFound()
        // A report made from a chat names it, so a moderator can read that chat's latest messages;
        // only the pair's own match counts, anything else is kept as a report from the profile.
        const fromChat = matchId ? await pairMatchId(tx, viewer.id, target.id) : undefined
        await tx.insert(profileReports).values({
          reporterId: viewer.id,
          reportedId: target.id,
          category,
          reason,
          matchId: fromChat === matchId ? fromChat : null,
          createdAt: now,
        })
        return blockInside(tx, viewer.id, target.id, now)
      })
      announcer.announce(announcement)
      return { status: 'reported' as const }
    },

    requireVisible: (viewer: Viewer, id: string) => requireVisible(db, viewer, id),
  }
}
export type LikedService = ReturnType<typeof createLikedService>

/** The id of the one match between two profiles, if they have one. */
async function pairMatchId(tx: Db, a: string, b: string): Promise<string | undefined> {
  const [profile1Id, profile2Id] = a < b ? [a, b] : [b, a]
  const [row] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.profile1Id, profile1Id), eq(matches.profile2Id, profile2Id)))
  return row?.id
}
