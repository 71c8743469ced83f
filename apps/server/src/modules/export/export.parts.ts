import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  accounts,
  moderationActions,
  moderationAppeals,
  pictureReveals,
  profileActions,
  profiles,
  sentReminders,
  verificationRequests,
} from '../../db/schema'

/**
 * Parts of "Your data" added for issue 28, one function per part, each reading only its own
 * tables, so that each can later move to the module that owns those tables. A part answers what
 * goes into mithaq-data.json under its key (see EXPORTED_TABLES in export.coverage.ts).
 */

export const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

/** A member as the app shows them to others: profile id and name (a deleted profile has none). */
export type Person = { profileId: string; name: string } | null

/** Names of other profiles by id. */
export async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}

const personFrom = (names: Map<string, string>) => (id: string | null) =>
  id === null ? null : { profileId: id, name: names.get(id) ?? '(account deleted)' }

/**
 * How the member signs in (accounts): the method and when it was set or last changed. The
 * password hash and any provider tokens are secrets and stay out.
 */
export async function signInMethodsPart(db: Db, userId: string) {
  const rows = await db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt))
  return rows.map((row) => ({
    method: row.providerId === 'credential' ? 'e-mail and password' : row.providerId,
    since: iso(row.createdAt),
    lastChangedAt: iso(row.updatedAt),
  }))
}

/**
 * The verification selfie and badge: whether the badge shows now, and every request with its
 * pose, outcome and the moderator's reason for a refusal. A selfie still waiting for review is
 * the member's own picture and goes into the archive (`file`); reviewed ones are deleted.
 */
export async function verificationPart(db: Db, userId: string, verifiedAt: Date | null | undefined) {
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
      : // Approved once, no badge now: a picture was added after the check (issue 28).
        latest.status === 'approved'
        ? 'revoked'
        : latest.status
  const selfieName = (i: number) => `verification/selfie-${requests.length - i}.webp`
  return {
    data: {
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
    /** Selfies still stored (waiting for review): archive name and storage name. */
    selfies: requests.flatMap((r, i) =>
      r.selfiePath ? [{ name: selfieName(i), storagePath: r.selfiePath }] : [],
    ),
  }
}

/** Private pictures (decision 260): the setting, and to whom in which match each side revealed. */
export async function pictureRevealsPart(db: Db, userId: string, matchIds: string[]) {
  if (matchIds.length === 0) return []
  return db
    .select()
    .from(pictureReveals)
    .where(
      and(
        inArray(pictureReveals.matchId, matchIds),
        or(eq(pictureReveals.revealerId, userId), eq(pictureReveals.viewerId, userId)),
      ),
    )
    .orderBy(asc(pictureReveals.createdAt))
}

/**
 * Likes the member received, by the name the liker's profile shows: the app shows them in
 * Liked › "Liked me". Passes and favourites others made are not shown anywhere in the app and
 * are theirs, not the member's (export.coverage.ts).
 */
export async function likesReceivedPart(db: Db, userId: string) {
  const rows = await db
    .select({ from: profileActions.fromProfileId, at: profileActions.createdAt })
    .from(profileActions)
    .where(and(eq(profileActions.toProfileId, userId), eq(profileActions.action, 'like')))
    .orderBy(asc(profileActions.createdAt))
  const person = personFrom(
    await namesOf(
      db,
      rows.map((r) => r.from),
    ),
  )
  return rows.map((r) => ({ profile: person(r.from), at: iso(r.at) }))
}

/** Profiles shown to the member in Discover without a like or a pass ("seen"). */
export async function profilesSeenPart(db: Db, userId: string) {
  const rows = await db
    .select({ to: profileActions.toProfileId, at: profileActions.createdAt })
    .from(profileActions)
    .where(and(eq(profileActions.fromProfileId, userId), eq(profileActions.action, 'seen')))
    .orderBy(asc(profileActions.createdAt))
  const person = personFrom(
    await namesOf(
      db,
      rows.map((r) => r.to),
    ),
  )
  return rows.map((r) => ({ profile: person(r.to), at: iso(r.at) }))
}

/**
 * Moderators' decisions about the member (warnings, removed pictures, suspensions, bans, the
 * verification's outcome) with the reason they were given, and the member's appeals with their
 * answers. Left out: which moderator decided and which report led to it (the reporter is
 * protected, as the privacy policy says), and dismissed reports, which the member was never told of.
 */
export async function moderationPart(db: Db, userId: string) {
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
  }
}

/** Reminders sent to the member before a match's deadline (each sent once: decision 071). */
export async function remindersSentPart(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(sentReminders)
    .where(eq(sentReminders.recipientId, userId))
    .orderBy(asc(sentReminders.sentAt))
  return rows.map((r) => ({
    kind: r.kind,
    minutesBeforeDeadline: r.minutesBefore,
    deadline: iso(r.deadline),
    sentAt: iso(r.sentAt),
  }))
}
