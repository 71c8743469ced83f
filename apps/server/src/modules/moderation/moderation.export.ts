import { and, asc, desc, eq, ne } from 'drizzle-orm'
import { moderationActions, moderationAppeals, profiles, verificationRequests } from '../../db/schema'
import { type ExportFile, type ExportPart, iso, storedFile } from '../../lib/export-part'

/**
 * The verification selfie and badge, and moderators' decisions about the member with their
 * appeals. A selfie still waiting for review is the member's own picture and goes into the
 * archive; reviewed ones are deleted. Left out: which moderator decided and which report led to
 * it (the reporter is protected, as the privacy policy says), and dismissed reports, which the
 * member was never told of.
 */
export const moderationExport: ExportPart = {
  tables: {
    verification_requests: ['verification', 'verification.requests'],
    moderation_actions: ['moderation.decisionsAboutYou'],
    moderation_appeals: ['moderation.appeals'],
  },
  async read(ctx) {
    const { db, userId } = ctx
    const [profile] = await db
      .select({ verifiedAt: profiles.verifiedAt })
      .from(profiles)
      .where(eq(profiles.id, userId))
    const verifiedAt = profile?.verifiedAt
    const requests = await db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.profileId, userId))
      .orderBy(desc(verificationRequests.createdAt))
    const latest = requests[0]
    const status = verifiedAt
      ? 'approved'
      : !latest
        ? 'none'
        : // Approved once, no badge now: a picture was added after the check (decision 325).
          latest.status === 'approved'
          ? 'revoked'
          : latest.status
    const selfieName = (i: number) => `verification/selfie-${requests.length - i}.webp`
    const files: ExportFile[] = []
    for (const [i, r] of requests.entries()) {
      const data = r.selfiePath ? await storedFile(ctx, r.selfiePath) : undefined
      if (data) files.push({ name: selfieName(i), data })
    }

    const actions = await db
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.targetUserId, userId), ne(moderationActions.kind, 'dismiss')))
      .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id))
    const appeals = await db
      .select({
        appeal: moderationAppeals,
        kind: moderationActions.kind,
        actionAt: moderationActions.createdAt,
      })
      .from(moderationAppeals)
      .innerJoin(moderationActions, eq(moderationActions.id, moderationAppeals.actionId))
      .where(eq(moderationAppeals.userId, userId))
      .orderBy(asc(moderationAppeals.createdAt))
    return {
      data: {
        verification: {
          status,
          badge: verifiedAt ? 'Selfie checked by a moderator' : null,
          verifiedAt: iso(verifiedAt),
          requests: requests.map((r, i) => ({
            pose: r.pose,
            status: r.status,
            refusalReason: r.reason,
            selfie: r.selfiePath ? selfieName(i) : null,
            requestedAt: iso(r.createdAt),
            submittedAt: iso(r.submittedAt),
            reviewedAt: iso(r.reviewedAt),
          })),
        },
        moderation: {
          decisionsAboutYou: actions.map((a) => ({
            kind: a.kind,
            reason: a.reason,
            until: iso(a.until),
            at: iso(a.createdAt),
          })),
          appeals: appeals.map(({ appeal, kind, actionAt }) => ({
            against: { kind, at: iso(actionAt) },
            text: appeal.text,
            outcome: appeal.outcome,
            answer: appeal.answer,
            answeredAt: iso(appeal.answeredAt),
            at: iso(appeal.createdAt),
          })),
        },
      },
      files,
    }
  },
}
