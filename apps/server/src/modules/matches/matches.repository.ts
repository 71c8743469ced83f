import type { MyPicturesState, Sex } from '@mithaq/domain'
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import { type Db, rowsOf } from '../../db/client'
import { blockedProfiles, matches, pictureReveals, profiles } from '../../db/schema'

export type MatchRow = typeof matches.$inferSelect
export type ProfileRow = typeof profiles.$inferSelect

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A malformed id is simply not found (and never reaches PostgreSQL's uuid parser). */
export const isUuid = (id: string) => UUID.test(id)

export const isParticipant = (row: MatchRow, userId: string) =>
  row.profile1Id === userId || row.profile2Id === userId
export const otherOf = (row: MatchRow, userId: string) =>
  row.profile1Id === userId ? row.profile2Id : row.profile1Id
export const hiddenBy = (row: MatchRow, userId: string) =>
  row.profile1Id === userId ? row.hiddenByProfile1 : row.hiddenByProfile2

const involves = (userId: string) => or(eq(matches.profile1Id, userId), eq(matches.profile2Id, userId))
const otherIdSql = (userId: string) =>
  sql<string>`case when ${matches.profile1Id} = ${userId} then ${matches.profile2Id} else ${matches.profile1Id} end`

/** Matches with a block between the pair, in either direction, are hidden from both. */
const noBlockInPair = sql`not exists (select 1 from ${blockedProfiles} where (${blockedProfiles.blockerId} = ${matches.profile1Id} and ${blockedProfiles.blockedId} = ${matches.profile2Id}) or (${blockedProfiles.blockerId} = ${matches.profile2Id} and ${blockedProfiles.blockedId} = ${matches.profile1Id}))`

/** Active matches whose running timer has run out at `now`: the one place that says "due". */
export function dueAt(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`
  return and(
    isNull(matches.unmatchedAt),
    or(
      and(eq(matches.chatUnlocked, false), sql`${matches.paymentExpiresAt} <= ${at}`),
      and(
        eq(matches.chatUnlocked, true),
        or(sql`${matches.initialTimerExpiresAt} <= ${at}`, sql`${matches.responseTimerExpiresAt} <= ${at}`),
      ),
    ),
  ) as SQL
}

/** Locks one match for a change; other writers of this match wait for the commit. */
export async function lockMatch(tx: Db, matchId: string): Promise<MatchRow | undefined> {
  const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('no key update')
  return row
}

/** A `matches` row as PostgreSQL returns it to a hand-written query. */
type RawMatchRow = Record<string, unknown>

/** Maps a raw `select m.*` row to the Drizzle row shape (the hot path skips the query builder). */
function toMatchRow(r: RawMatchRow): MatchRow {
  const date = (v: unknown) => (v === null ? null : v instanceof Date ? v : new Date(String(v)))
  return {
    id: r.id as string,
    profile1Id: r.profile1_id as string,
    profile2Id: r.profile2_id as string,
    createdAt: date(r.created_at)!,
    unmatchedAt: date(r.unmatched_at),
    unmatchInitiatorId: r.unmatch_initiator_id as string | null,
    unmatchKind: r.unmatch_kind as MatchRow['unmatchKind'],
    user1Paid: r.user1_paid as boolean,
    user2Paid: r.user2_paid as boolean,
    user1PaidAmount: Number(r.user1_paid_amount),
    user2PaidAmount: Number(r.user2_paid_amount),
    chatUnlocked: r.chat_unlocked as boolean,
    paymentExpiresAt: date(r.payment_expires_at),
    initialTimerExpiresAt: date(r.initial_timer_expires_at),
    responseTimerExpiresAt: date(r.response_timer_expires_at),
    awaitingResponseFrom: r.awaiting_response_from as string | null,
    hiddenByProfile1: r.hidden_by_profile1 as boolean,
    hiddenByProfile2: r.hidden_by_profile2 as boolean,
    lastMessageAt: date(r.last_message_at),
    user1MomentShownAt: date(r.user1_moment_shown_at),
    user2MomentShownAt: date(r.user2_moment_shown_at),
    user1ListSeenAt: date(r.user1_list_seen_at),
    user2ListSeenAt: date(r.user2_list_seen_at),
  }
}

/**
 * Locks a match and both its profiles in ONE statement, and says whether the pair has a block.
 * PostgreSQL locks the rows of a joined result in the order of the FROM list: the match, then
 * profile 1, then profile 2, and profile 1 always has the smaller id (the pair is stored
 * ordered). That is the same order as lockMatch + lockProfiles, so the two paths never deadlock.
 * Every request on a match starts here, so it is written as plain SQL: building it with the
 * query builder cost more CPU than running it (bench/chat).
 */
export async function lockMatchAndProfiles(tx: Db, matchId: string) {
  const result = await tx.execute(sql`
    select m.*,
      p1.name as p1_name, p1.sex as p1_sex, p1.token_balance as p1_balance,
      p2.name as p2_name, p2.sex as p2_sex, p2.token_balance as p2_balance,
      (p1.is_active and p2.is_active and p1.sex <> p2.sex) as eligible,
      exists (
        select 1 from blocked_profiles b
        where (b.blocker_id = m.profile1_id and b.blocked_id = m.profile2_id)
           or (b.blocker_id = m.profile2_id and b.blocked_id = m.profile1_id)
      ) as blocked
    from matches m
    join profiles p1 on p1.id = m.profile1_id
    join profiles p2 on p2.id = m.profile2_id
    where m.id = ${matchId}
    for no key update`)
  const r = rowsOf<RawMatchRow>(result)[0]
  if (!r) return undefined
  const row = toMatchRow(r)
  return {
    row,
    profile1: {
      id: row.profile1Id,
      name: r.p1_name as string,
      sex: r.p1_sex as Sex,
      tokenBalance: Number(r.p1_balance),
    },
    profile2: {
      id: row.profile2Id,
      name: r.p2_name as string,
      sex: r.p2_sex as Sex,
      tokenBalance: Number(r.p2_balance),
    },
    blocked: r.blocked as boolean,
    /** Both profiles active and of opposite sex: what a match needs to go on (decision 086). */
    eligible: r.eligible as boolean,
  }
}

/** The next due match nobody else is working on, locked; undefined when there is none. */
export async function lockNextDueMatch(tx: Db, now: Date): Promise<MatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(matches)
    .where(dueAt(now))
    .limit(1)
    .for('no key update', { skipLocked: true })
  return row
}

export async function findMatch(db: Db, matchId: string): Promise<MatchRow | undefined> {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId))
  return row
}

export async function listDueMatchIdsFor(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(involves(userId), dueAt(now)))
  return rows.map((r) => r.id)
}

export async function isBlockedPair(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blockedProfiles)
    .where(
      or(
        and(eq(blockedProfiles.blockerId, a), eq(blockedProfiles.blockedId, b)),
        and(eq(blockedProfiles.blockerId, b), eq(blockedProfiles.blockedId, a)),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** My active matches with the other profile, newest activity first. */
/**
 * Locks every active match of a user, in id order, and answers their ids: ending them all (account
 * deactivation or deletion) then takes each match's profile locks only once every match lock is
 * held, so it never waits for a match while holding a profile (decision 031's order).
 */
export async function lockActiveMatchIds(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(involves(userId), isNull(matches.unmatchedAt)))
    .orderBy(matches.id)
    .for('no key update')
  return rows.map((r) => r.id)
}

export async function listActiveMatches(db: Db, userId: string) {
  return db
    .select({ match: matches, other: profiles })
    .from(matches)
    .innerJoin(profiles, eq(profiles.id, otherIdSql(userId)))
    .where(and(involves(userId), isNull(matches.unmatchedAt), noBlockInPair))
    .orderBy(desc(sql`coalesce(${matches.lastMessageAt}, ${matches.createdAt})`), desc(matches.id))
}

/** My ended matches, newest first, without those I removed forever, whose pair has a block, or whose other side is deactivated. */
export async function listUnmatchedMatches(db: Db, userId: string) {
  return db
    .select({ match: matches, other: profiles })
    .from(matches)
    .innerJoin(profiles, eq(profiles.id, otherIdSql(userId)))
    .where(
      and(
        involves(userId),
        isNotNull(matches.unmatchedAt),
        sql`case when ${matches.profile1Id} = ${userId} then not ${matches.hiddenByProfile1} else not ${matches.hiddenByProfile2} end`,
        noBlockInPair,
        // A deactivated profile is hidden everywhere until it signs in again (decision 015).
        eq(profiles.isActive, true),
      ),
    )
    .orderBy(desc(matches.unmatchedAt), desc(matches.id))
}

/** Both profiles active and of opposite sex (decision 086). */
export async function isEligiblePair(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ isActive: profiles.isActive, sex: profiles.sex })
    .from(profiles)
    .where(inArray(profiles.id, [a, b]))
  return rows.length === 2 && rows.every((r) => r.isActive) && rows[0]!.sex !== rows[1]!.sex
}

export async function findProfile(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id))
  return row
}

/**
 * My pictures as the other person of this match gets them (decision 260): 'shown' when they are
 * not private; 'revealed' when I revealed them in this match while it is active; else 'private'.
 */
export async function myPicturesState(db: Db, row: MatchRow, viewerId: string): Promise<MyPicturesState> {
  const [me] = await db
    .select({ isPrivate: profiles.picturesPrivate })
    .from(profiles)
    .where(eq(profiles.id, viewerId))
  if (!me?.isPrivate) return 'shown'
  if (row.unmatchedAt) return 'private'
  const [reveal] = await db
    .select({ matchId: pictureReveals.matchId })
    .from(pictureReveals)
    .where(and(eq(pictureReveals.matchId, row.id), eq(pictureReveals.revealerId, viewerId)))
  return reveal ? 'revealed' : 'private'
}
