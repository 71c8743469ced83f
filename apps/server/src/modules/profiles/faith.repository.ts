import {
  EMPTY_FAITH_SETTINGS,
  type FaithAnswers,
  type FaithField,
  type FaithInput,
  type FaithSettings,
  faithFieldAppliesTo,
  type Sex,
} from '@mithaq/domain'
import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profileFaith } from '../../db/schema'
import { markFaithOfferAnswered, writeFaithAnswersVector } from './faith.writes'

/** A member's own 'Faith and family' settings; never another member's (see shownFaithByProfile). */
export async function readFaith(db: Db, profileId: string): Promise<FaithSettings> {
  const [row] = await db.select().from(profileFaith).where(eq(profileFaith.profileId, profileId))
  if (!row) return EMPTY_FAITH_SETTINGS
  return { consentAt: row.consentAt.toISOString(), answers: row.answers, shown: row.shown }
}

/**
 * Saves the answers with consent (decision 410). The first save records the consent date; later
 * saves keep it. Covering is kept for women and beard for men only, whatever a client sends.
 */
export async function saveFaith(db: Db, profile: { id: string; sex: Sex }, input: FaithInput, now: Date) {
  const answers = Object.fromEntries(
    Object.entries(input.answers).filter(([field]) => faithFieldAppliesTo(field as FaithField, profile.sex)),
  ) as FaithAnswers
  const shown = input.shown.filter((field) => answers[field] !== undefined)
  // The answers and their compact copy on the profile row (decision 480) change together.
  await db.transaction(async (tx) => {
    await tx
      .insert(profileFaith)
      .values({ profileId: profile.id, answers, shown, consentAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: profileFaith.profileId, set: { answers, shown, updatedAt: now } })
    await writeFaithAnswersVector(tx, profile, answers)
    // Whoever answered has answered Discover's offer too, whichever screen they used.
    await markFaithOfferAnswered(tx, profile.id, now)
  })
}

/** Withdrawn consent: the answers, the shown list and the consent date go together. `db` may be a transaction. */
export async function deleteFaith(db: Db, profile: { id: string; sex: Sex }) {
  await db.transaction(async (tx) => {
    await tx.delete(profileFaith).where(eq(profileFaith.profileId, profile.id))
    await writeFaithAnswersVector(tx, profile, null)
  })
}

/** Answers and shown fields of several members, for matching on the server only. */
export async function faithByProfile(
  db: Db,
  ids: string[],
): Promise<Map<string, { answers: FaithAnswers; shown: FaithField[] }>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: profileFaith.profileId, answers: profileFaith.answers, shown: profileFaith.shown })
    .from(profileFaith)
    .where(inArray(profileFaith.profileId, ids))
  return new Map(rows.map((r) => [r.id, { answers: r.answers, shown: r.shown }]))
}

/**
 * faithByProfile's value for the row of a query over `profiles` (a page of the feed), as a column:
 * null when the member never answered. Like faithByProfile it holds the hidden answers too, which
 * the caller keeps on the server (shownFaithAnswers).
 */
export function faithOfRow(): SQL<{ answers: FaithAnswers; shown: FaithField[] } | null> {
  return sql`(select json_build_object('answers', pf.answers, 'shown', pf.shown) from ${profileFaith} pf where pf.profile_id = "profiles"."id")`
}
