import { and, eq, isNotNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles } from '../../db/schema'

/**
 * Every write to the profiles table from outside this module goes through here (the balance
 * column excepted: the ledger's, written by tokens' applyLedger only). Each takes the caller's
 * transaction.
 */
export type ProfileInsert = typeof profiles.$inferInsert

/** A new profile row; the caller grants its tokens in the same transaction. */
export async function insertProfile(tx: Db, values: ProfileInsert) {
  const [created] = await tx.insert(profiles).values(values).returning()
  return created!
}

/**
 * Shows (a returning member signed in) or hides (deactivation, with its time) a profile. Answers
 * whether it changed: a profile already in that state is left alone.
 */
export async function setProfileActive(
  tx: Db,
  profileId: string,
  state: { active: true } | { active: false; at: Date },
): Promise<boolean> {
  const changed = await tx
    .update(profiles)
    .set(
      state.active ? { isActive: true, deactivatedAt: null } : { isActive: false, deactivatedAt: state.at },
    )
    .where(and(eq(profiles.id, profileId), eq(profiles.isActive, !state.active)))
    .returning({ id: profiles.id })
  return changed.length > 0
}

/** Shows or hides every demo member at once. */
export async function setDemoProfilesActive(db: Db, active: boolean): Promise<void> {
  await db
    .update(profiles)
    .set({ isActive: active })
    .where(and(eq(profiles.isDemo, true), ne(profiles.isActive, active)))
}

/** Marks a profile as checked by a moderator (the badge), at `at` (decision 220). */
export async function setProfileVerified(tx: Db, profileId: string, at: Date): Promise<void> {
  await tx.update(profiles).set({ verifiedAt: at }).where(eq(profiles.id, profileId))
}

/**
 * Takes the badge away (issue 28): a moderator compared the selfie with the pictures the profile
 * had then, so a picture added later was never checked. Called in the same transaction as the
 * picture's insert; answers whether a badge was taken. Deleting pictures never gives it back:
 * the selfie is deleted after review, so only a new one can.
 */
export async function revokeProfileVerified(tx: Db, profileId: string): Promise<boolean> {
  const changed = await tx
    .update(profiles)
    .set({ verifiedAt: null })
    .where(and(eq(profiles.id, profileId), isNotNull(profiles.verifiedAt)))
    .returning({ id: profiles.id })
  return changed.length > 0
}
