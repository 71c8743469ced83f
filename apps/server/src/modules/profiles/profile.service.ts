import { type CreateProfile, englishTranslator, type OwnProfile, type UpdateProfile } from '@mithaq/domain'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profilePictures, profileReports, profiles, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import { emailHash } from '../../lib/email-hash'
import type { ProfileRow } from '../../plugins/profile'
import { grantWelcomeTokens } from '../tokens'
import { type SignMediaUrl, toOwnProfile } from './profile.mapper'
import { listPictures } from './profile.repository'
import { insertProfile } from './profile.writes'

const english = englishTranslator()

export interface ProfileServiceDeps {
  db: Db
  clock: Clock
  /** Signs the own pictures' links (app.mediaUrls.sign). */
  sign: SignMediaUrl
  /** Keys the e-mail hash that links reports against a deleted account to a new one. */
  secret?: string
}

export async function getOwnProfile(
  { db, clock, sign }: ProfileServiceDeps,
  row: ProfileRow,
): Promise<OwnProfile> {
  return toOwnProfile(row, await listPictures(db, row.id), clock.now(), sign)
}

/**
 * One profile per user, created with its welcome tokens in one transaction: the profile starts at
 * 0 and the grant goes through the one ledger writer (modules/tokens), so balance = ledger sum.
 */
export async function createProfile(
  deps: ProfileServiceDeps,
  userId: string,
  input: CreateProfile,
): Promise<OwnProfile> {
  const { db, clock } = deps
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId))
  if (existing) throw new AppError('CONFLICT', english('notices.profileAlreadyExists'))

  const now = clock.now()
  try {
    const row = await db.transaction(async (tx) => {
      const created = await insertProfile(tx, {
        id: userId,
        name: input.name,
        sex: input.sex,
        country: input.location.country,
        city: input.location.city,
        birthday: input.birthday,
        aboutMe: input.aboutMe,
        education: input.education,
        occupation: input.occupation,
        nationality: input.nationality,
        height: input.height,
        maritalStatus: input.maritalStatus,
        createdAt: now,
        updatedAt: now,
      })
      const tokenBalance = await grantWelcomeTokens(tx, userId, now)
      if (deps.secret) await reattachReports(tx, deps.secret, userId)
      return { ...created, tokenBalance }
    })
    return toOwnProfile(row, [], now, deps.sign)
  } catch (error) {
    // Two sign-up submits racing: the primary key lets one through, the other is the same 409.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', english('notices.profileAlreadyExists'))
    throw error
  }
}

/**
 * Someone reported, who deleted their account and signed up again with the same address, finds
 * the reports against the old account on the new one: deleting cannot erase the evidence.
 */
async function reattachReports(tx: Db, secret: string, userId: string) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!user) return
  await tx
    .update(profileReports)
    .set({ reportedId: userId })
    .where(
      and(
        eq(profileReports.reportedEmailHash, emailHash(secret, user.email)),
        isNull(profileReports.reportedId),
      ),
    )
}

/**
 * Applies an edit to the session user's own row only. Only the fields of the edit form can
 * change: the token balance, the active flag and the birthday are not among them.
 */
export async function updateProfile(
  deps: ProfileServiceDeps,
  row: ProfileRow,
  input: UpdateProfile,
): Promise<OwnProfile> {
  const { db, clock } = deps
  // Gender is set once at sign-up: likes and matches were made on it (decision 086). Sending the
  // same value back is fine; a different one is refused, and nothing else is saved.
  if (input.sex !== undefined && input.sex !== row.sex) {
    throw new AppError('VALIDATION_FAILED', english('notices.sexCannotChange'), [
      { path: 'sex', message: english('notices.sexCannotChange') },
    ])
  }
  // Saving an edited profile needs at least one picture (docs/product.md § 4); pictures are added
  // and removed on their own routes, so by the time of saving the rows are the truth.
  const [pictures] = await db
    .select({ n: count() })
    .from(profilePictures)
    .where(eq(profilePictures.profileId, row.id))
  if (!pictures || pictures.n === 0) {
    throw new AppError('VALIDATION_FAILED', english('notices.pictureLastOne'), [
      { path: 'pictures', message: english('notices.pictureLastOne') },
    ])
  }

  const [updated] = await db
    .update(profiles)
    .set({
      name: input.name,
      country: input.location?.country,
      city: input.location?.city,
      aboutMe: input.aboutMe,
      education: input.education,
      occupation: input.occupation,
      nationality: input.nationality,
      height: input.height,
      maritalStatus: input.maritalStatus,
      updatedAt: clock.now(),
    })
    .where(eq(profiles.id, row.id))
    .returning()
  if (!updated) throw new AppError('NOT_FOUND', english('notices.profileNotFound'))
  return getOwnProfile(deps, updated)
}
