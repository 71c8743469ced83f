import { englishTranslator } from '@mithaq/domain'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { type Db, rowsOf } from '../../db/client'
import { profileActions } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { ProfileRow, Viewer } from '../profiles'
import { findVisibleProfile } from '../profiles'
import { cutOwnRunAt, forgetRun } from './feed-run'

const english = englishTranslator()

/**
 * Undo takes back the viewer's most recent decision when it was a pass on `profileId`: the pass
 * is deleted, so the card is in the feed again (decision 115). A like is never undone (it may
 * already have made a match or told the other person), and only the latest decision counts: a
 * pass followed by any like or pass stays. Returns the profile to show again.
 */
export async function undoPass(db: Db, viewer: Viewer, profileId: string): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const target = await findVisibleProfile(tx, viewer, profileId)
    if (!target) throw new AppError('NOT_FOUND', english('notices.profileNotFound'))
    // The action row first, then the run: the same order as a like or pass takes them.
    const [mine] = await tx
      .select({ action: profileActions.action, createdAt: profileActions.createdAt })
      .from(profileActions)
      .where(and(eq(profileActions.fromProfileId, viewer.id), eq(profileActions.toProfileId, target.id)))
      .for('update')
    if (!mine || mine.action === 'seen') throw new AppError('CONFLICT', english('notices.nothingToUndo'))
    if (mine.action === 'like') throw new AppError('CONFLICT', english('notices.onlyPassCanBeUndone'))
    const [later] = await tx
      .select({ to: profileActions.toProfileId })
      .from(profileActions)
      .where(
        and(
          eq(profileActions.fromProfileId, viewer.id),
          inArray(profileActions.action, ['like', 'pass']),
          gt(profileActions.createdAt, mine.createdAt),
        ),
      )
      .limit(1)
    if (later) throw new AppError('CONFLICT', english('notices.onlyLastPassCanBeUndone'))
    await tx
      .delete(profileActions)
      .where(and(eq(profileActions.fromProfileId, viewer.id), eq(profileActions.toProfileId, target.id)))
    await cutOwnRunAt(tx, viewer.id, target.id)
    return target
  })
}

/**
 * Start Over brings back every profile the viewer passed, in one transaction: the passes are
 * deleted and the run of decisions (decision 105) is forgotten, since it stood on them. Likes,
 * blocks and reports stay, and so does a pass on someone blocked either way (they could not come
 * back) or on someone the viewer has matched with (a match, even an ended one, is never offered
 * again in Discover). Returns how many came back.
 */
export async function startOver(db: Db, viewerId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const restored = await tx.execute(sql`delete from profile_actions a
      where a.from_profile_id = ${viewerId} and a.action = 'pass'
        and not exists (select 1 from matches m
          where (m.profile1_id = ${viewerId} and m.profile2_id = a.to_profile_id)
             or (m.profile2_id = ${viewerId} and m.profile1_id = a.to_profile_id))
        and not exists (select 1 from blocked_profiles b
          where (b.blocker_id = ${viewerId} and b.blocked_id = a.to_profile_id)
             or (b.blocker_id = a.to_profile_id and b.blocked_id = ${viewerId}))
      returning a.to_profile_id`)
    await forgetRun(tx, viewerId)
    return rowsOf(restored).length
  })
}
