import { randomInt, randomUUID } from 'node:crypto'
import {
  type QueuedVerification,
  VERIFICATION_POSES,
  type VerificationReviewInput,
  type VerificationState,
} from '@mithaq/domain'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { profilePictures, profiles, verificationRequests } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Storage } from '../../lib/storage'
import { processPicture, setProfileVerified } from '../profiles'
import { type ModerationService, moderationPictureUrl, toModerationProfile } from './moderation.service'

/**
 * Selfies are stored under their own prefix: the media route serves only `<uuid>.webp` names
 * that a profile picture row holds, so a selfie can never be fetched through it.
 */
const selfieName = () => `selfie-${randomUUID()}.webp`

export function createVerificationService({
  db,
  clock,
  storage,
  log,
  moderation,
}: {
  db: Db
  clock: Clock
  storage: Storage
  log: FastifyBaseLogger
  moderation: ModerationService
}) {
  async function latest(profileId: string) {
    const [row] = await db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.profileId, profileId))
      .orderBy(desc(verificationRequests.createdAt))
      .limit(1)
    return row
  }

  const service = {
    async state(profileId: string): Promise<VerificationState> {
      const [profile] = await db
        .select({ verifiedAt: profiles.verifiedAt })
        .from(profiles)
        .where(eq(profiles.id, profileId))
      if (profile?.verifiedAt) return { status: 'approved', pose: null, reason: null }
      const row = await latest(profileId)
      if (!row) return { status: 'none', pose: null, reason: null }
      // Approved, yet no badge: a picture was added after the check took it away (issue 28).
      if (row.status === 'approved') return { status: 'revoked', pose: null, reason: null }
      return { status: row.status, pose: row.status === 'refused' ? null : row.pose, reason: row.reason }
    },

    /** Gives the pose to take; a new pose each time, so an older photo will not match it. */
    async start(profileId: string): Promise<VerificationState> {
      const current = await service.state(profileId)
      if (current.status === 'approved') throw new AppError('CONFLICT', 'Your profile is already verified.')
      if (current.status === 'pending')
        throw new AppError('CONFLICT', 'Your selfie is waiting for a moderator. We will let you know.')
      const pose = VERIFICATION_POSES[randomInt(VERIFICATION_POSES.length)]!
      await db.insert(verificationRequests).values({ profileId, pose, createdAt: clock.now() })
      return { status: 'requested', pose, reason: null }
    },

    /** Stores the selfie (metadata stripped, re-encoded) privately and puts it in the queue. */
    async submit(profileId: string, data: Buffer, fileName: string): Promise<VerificationState> {
      const row = await latest(profileId)
      if (row?.status !== 'requested')
        throw new AppError('CONFLICT', 'Please start the verification again to get your pose.')
      const { main } = await processPicture(data, fileName)
      const name = selfieName()
      await storage.put(name, main)
      const updated = await db
        .update(verificationRequests)
        .set({ selfiePath: name, status: 'pending', submittedAt: clock.now() })
        .where(and(eq(verificationRequests.id, row.id), eq(verificationRequests.status, 'requested')))
        .returning({ id: verificationRequests.id })
      if (updated.length === 0) {
        await storage.delete(name)
        throw new AppError('CONFLICT', 'Please start the verification again to get your pose.')
      }
      return { status: 'pending', pose: row.pose, reason: null }
    },

    async queue(): Promise<QueuedVerification[]> {
      const rows = await db
        .select({ request: verificationRequests, profile: profiles })
        .from(verificationRequests)
        .innerJoin(profiles, eq(profiles.id, verificationRequests.profileId))
        .where(eq(verificationRequests.status, 'pending'))
        .orderBy(asc(verificationRequests.submittedAt), asc(verificationRequests.id))
        .limit(50)
      const ids = rows.map((r) => r.profile.id)
      const pictures = ids.length
        ? await db
            .select()
            .from(profilePictures)
            .where(inArray(profilePictures.profileId, ids))
            .orderBy(asc(profilePictures.position))
        : []
      const today = clock.now()
      return rows.map(({ request, profile }) => ({
        id: request.id,
        pose: request.pose,
        createdAt: (request.submittedAt ?? request.createdAt).toISOString(),
        selfieUrl: `/api/moderation/verifications/${request.id}/selfie`,
        profile: toModerationProfile(
          profile,
          pictures
            .filter((p) => p.profileId === profile.id)
            .map((p) => ({ id: p.id, url: moderationPictureUrl(p.storagePath) })),
          today,
        ),
      }))
    },

    /** The selfie of a request waiting for review (moderators only: the route checks). */
    async selfie(requestId: string) {
      const [row] = await db
        .select({ selfiePath: verificationRequests.selfiePath })
        .from(verificationRequests)
        .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'pending')))
      if (!row?.selfiePath) return undefined
      return storage.get(row.selfiePath)
    },

    /** Approve (the badge) or refuse with a reason; either way the selfie is deleted. */
    async review(moderatorId: string, requestId: string, input: VerificationReviewInput) {
      const now = clock.now()
      const selfiePath = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(verificationRequests)
          .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'pending')))
          .for('update')
        if (!row) throw new AppError('NOT_FOUND', 'This selfie was already reviewed.')
        const approved = input.decision === 'approve'
        await tx
          .update(verificationRequests)
          .set({
            status: approved ? 'approved' : 'refused',
            reason: approved ? null : input.reason,
            selfiePath: null,
            reviewedBy: moderatorId,
            reviewedAt: now,
          })
          .where(eq(verificationRequests.id, row.id))
        if (approved) await setProfileVerified(tx, row.profileId, now)
        await moderation.record(tx, {
          moderatorId,
          targetUserId: row.profileId,
          kind: approved ? 'verification_approved' : 'verification_refused',
          reason: approved ? 'The selfie matches the profile pictures.' : input.reason,
        })
        return row.selfiePath
      })
      if (selfiePath)
        await storage
          .delete(selfiePath)
          .catch((err: unknown) => log.error({ err }, 'verification: a reviewed selfie could not be removed'))
    },
  }
  return service
}

export type VerificationService = ReturnType<typeof createVerificationService>
