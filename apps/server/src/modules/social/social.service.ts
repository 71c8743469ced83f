import { type LikeResult, MESSAGES, TOKEN_RULES } from '@mithaq/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blockedProfiles, favoritedProfiles, matches, profileActions, profileReports } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { extendRun } from '../discovery/feed-run'
import type { ProfileRow, Viewer } from '../discovery/profile-view'
import { findBlockableProfile, findVisibleProfile } from '../discovery/visibility'
import { endMatchForBlock } from '../matches/end-match'
import { type Announcer, announce, type Effects, newEffects } from '../matches/match-economy'
import { createNotification } from '../notifications/notifications.service'
import { enforceRateLimit, LIKE_RATE_LIMIT, REPORT_RATE_LIMIT } from './rate-limit'

export interface SocialDeps {
  db: Db
  clock: Clock
  /** Announces what a transaction committed: realtime events (app.hub) and notifications (app.notify). */
  announcer: Announcer
}

const notFound = () => new AppError('NOT_FOUND', MESSAGES.profileNotFound)

/** Profile ids are lowercase uuids, so JS order equals the database's under any collation. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a])

const pairCondition = (a: string, b: string) => {
  const [p1, p2] = orderedPair(a, b)
  return and(eq(matches.profile1Id, p1), eq(matches.profile2Id, p2))
}

export function createSocialService({ db, clock, announcer }: SocialDeps) {
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
  async function blockInside(tx: Db, blockerId: string, blockedId: string, now: Date): Promise<Effects> {
    const [match] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(pairCondition(blockerId, blockedId))
    const effects = match ? await endMatchForBlock(tx, match.id, blockerId, now) : newEffects()
    await tx.insert(blockedProfiles).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing()
    return effects
  }

  return {
    /**
     * Like, in one transaction: record it, look for the reverse like, and on a mutual like create
     * the one match of the pair and a 'match' notification for both; otherwise a 'like'
     * notification for the liked user. A standing like answers 'already_liked' and changes nothing.
     */
    async like(viewer: Viewer, targetId: string): Promise<LikeResult> {
      await enforceRateLimit(db, `social:like:${viewer.id}`, LIKE_RATE_LIMIT, clock.now())
      const now = clock.now()
      const { result, created } = await db.transaction(async (tx) => {
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
          return { result: { status: 'already_liked' } as LikeResult, created: [] }
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
        const likeNotice = () =>
          createNotification(tx, { userId: target.id, type: 'like', senderId: viewer.id, createdAt: now })
        if (!reverse) return { result: { status: 'liked' } as LikeResult, created: [await likeNotice()] }

        const [match] = await tx
          .insert(matches)
          .values({
            profile1Id: p1,
            profile2Id: p2,
            createdAt: now,
            paymentExpiresAt: new Date(now.getTime() + TOKEN_RULES.paymentWindowMs),
          })
          .onConflictDoNothing()
          .returning({ id: matches.id })
        if (match) {
          const content = MESSAGES.newMatchNotification
          const created = [
            await createNotification(tx, {
              userId: viewer.id,
              type: 'match',
              senderId: target.id,
              referenceId: match.id,
              content,
              createdAt: now,
            }),
            await createNotification(tx, {
              userId: target.id,
              type: 'match',
              senderId: viewer.id,
              referenceId: match.id,
              content,
              createdAt: now,
            }),
          ]
          return { result: { status: 'matched', matchId: match.id } as LikeResult, created }
        }

        // The pair matched before. An active match simply opens again; an ended one is not
        // restarted by a like (rematch is its own, paid, action), so this is an ordinary like.
        const [existing] = await tx
          .select({ id: matches.id, unmatchedAt: matches.unmatchedAt })
          .from(matches)
          .where(pairCondition(viewer.id, target.id))
        if (existing && existing.unmatchedAt === null) {
          return { result: { status: 'matched', matchId: existing.id } as LikeResult, created: [] }
        }
        return { result: { status: 'liked' } as LikeResult, created: [await likeNotice()] }
      })
      announcer.notify(created)
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
      const effects = await db.transaction(async (tx) => {
        const target = await findBlockableProfile(tx, viewer, targetId)
        if (!target) throw notFound()
        return blockInside(tx, viewer.id, target.id, now)
      })
      announce(announcer, effects)
      return { status: 'blocked' as const }
    },

    /** A report is stored for the moderators and always blocks, in one transaction. */
    async report(viewer: Viewer, targetId: string, reason: string) {
      await enforceRateLimit(db, `social:report:${viewer.id}`, REPORT_RATE_LIMIT, clock.now())
      const now = clock.now()
      const effects = await db.transaction(async (tx) => {
        const target = await findBlockableProfile(tx, viewer, targetId)
        if (!target) throw notFound()
        await tx
          .insert(profileReports)
          .values({ reporterId: viewer.id, reportedId: target.id, reason, createdAt: now })
        return blockInside(tx, viewer.id, target.id, now)
      })
      announce(announcer, effects)
      return { status: 'reported' as const }
    },

    requireVisible: (viewer: Viewer, id: string) => requireVisible(db, viewer, id),
  }
}
export type SocialService = ReturnType<typeof createSocialService>
