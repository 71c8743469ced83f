import { englishTranslator, newMatchState, type TokenRules } from '@mithaq/domain'
import type { Db } from '../../db/client'
import { matches } from '../../db/schema'
import { type Announcement, createNotification, newAnnouncement } from '../notifications'
import { orderedPair, pairCondition } from './pair'

const english = englishTranslator()

/**
 * The pair's match after a mutual like, inside the caller's transaction: a new one (locked,
 * payment window running) with a 'match' notification for both, or the active one again.
 * Null when the pair's match has ended: a like does not restart it (rematch is its own, paid
 * action).
 */
export async function openForMutualLike(
  { rules }: { rules: TokenRules },
  tx: Db,
  likerId: string,
  likedId: string,
  now: Date,
): Promise<{ matchId: string; announcement: Announcement } | null> {
  const [p1, p2] = orderedPair(likerId, likedId)
  const [created] = await tx
    .insert(matches)
    .values({
      ...newMatchState(p1, p2, now, rules),
      createdAt: now,
      // The liker's own like answered 'matched' and showed the moment there (decision 350).
      ...(likerId === p1 ? { user1MomentShownAt: now } : { user2MomentShownAt: now }),
    })
    .onConflictDoNothing()
    .returning({ id: matches.id })
  if (created) {
    const notice = (userId: string, senderId: string) =>
      createNotification(tx, {
        userId,
        type: 'match',
        senderId,
        referenceId: created.id,
        content: english('notices.newMatchNotification'),
        createdAt: now,
      })
    return {
      matchId: created.id,
      announcement: {
        emits: [likerId, likedId].map((userId) => ({
          userId,
          event: { type: 'match.created' as const, matchId: created.id },
        })),
        notifications: [await notice(likerId, likedId), await notice(likedId, likerId)],
      },
    }
  }
  const [existing] = await tx
    .select({ id: matches.id, unmatchedAt: matches.unmatchedAt })
    .from(matches)
    .where(pairCondition(likerId, likedId))
  return existing && existing.unmatchedAt === null
    ? { matchId: existing.id, announcement: newAnnouncement() }
    : null
}
