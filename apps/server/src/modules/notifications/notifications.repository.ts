import { PUSH_PREFERENCE_TYPES, type PushPreferences } from '@mithaq/domain'
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blockedProfiles, notifications, profiles, pushPreferences } from '../../db/schema'

/** Senders blocked in either direction are left out of everything a recipient sees. */
const notBlocked = (userId: string) =>
  sql`not exists (select 1 from ${blockedProfiles} where (${blockedProfiles.blockerId} = ${userId} and ${blockedProfiles.blockedId} = ${notifications.senderId}) or (${blockedProfiles.blockerId} = ${notifications.senderId} and ${blockedProfiles.blockedId} = ${userId}))`

/**
 * Where a page ends: the last row's created_at as PostgreSQL prints it (microseconds and offset,
 * so it reads back exactly) and its id. Opaque to clients: base64url of JSON.
 */
export interface NotificationCursor {
  createdAt: string
  id: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/

export function encodeCursor(cursor: NotificationCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url')
}

/** The cursor, or null when it is not one of ours. */
export function decodeCursor(text: string): NotificationCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return null
    const [createdAt, id] = value
    if (typeof createdAt !== 'string' || typeof id !== 'string') return null
    if (!PG_TIMESTAMP.test(createdAt) || !UUID.test(id)) return null
    return { createdAt, id }
  } catch {
    return null
  }
}

/** One page of my notifications, newest first (created_at, then id), after `before` when given. */
export async function listNotificationPage(
  db: Db,
  userId: string,
  { before, limit }: { before?: NotificationCursor; limit: number },
) {
  const conditions: SQL[] = [eq(notifications.userId, userId), notBlocked(userId)]
  if (before) {
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`,
    )
  }
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      senderId: notifications.senderId,
      senderName: profiles.name,
      senderSex: profiles.sex,
      senderIsDemo: sql<boolean>`coalesce(${profiles.isDemo}, false)`,
      referenceId: notifications.referenceId,
      content: notifications.content,
      count: notifications.count,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      cursorAt: sql<string>`${notifications.createdAt}::text`,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.senderId))
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null
  return { rows: page, nextCursor }
}

/** How many of my notifications are unread (blocked senders left out, as in the list). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), notBlocked(userId)))
  return row?.n ?? 0
}

/**
 * Marks my unread notifications (all, or the listed ones) as read. Listed ids that are not mine
 * make it change nothing and return null (the route answers 404).
 */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  now: Date,
  ids?: string[],
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const conditions: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)]
    if (ids) {
      const wanted = [...new Set(ids)]
      if (wanted.length === 0) return 0
      const [mine] = await tx
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, wanted)))
      if ((mine?.n ?? 0) !== wanted.length) return null
      conditions.push(inArray(notifications.id, wanted))
    }
    const rows = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(...conditions))
      .returning({ id: notifications.id })
    return rows.length
  })
}

const ALL_ON: PushPreferences = {
  like: true,
  match: true,
  message: true,
  chat_unlocked: true,
  payment_required: true,
  reminder: true,
}

type PreferenceRow = typeof pushPreferences.$inferSelect

function toPreferences(row: PreferenceRow | undefined): PushPreferences {
  if (!row) return { ...ALL_ON }
  return {
    like: row.like,
    match: row.match,
    message: row.message,
    chat_unlocked: row.chatUnlocked,
    payment_required: row.paymentRequired,
    reminder: row.reminder,
  }
}

export async function getPushPreferences(db: Db, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId))
  return toPreferences(row)
}

/** The preferences of several users at once (the push sender's one query per announcement). */
export async function pushPreferencesOf(db: Db, userIds: string[]): Promise<Map<string, PushPreferences>> {
  const found = new Map<string, PushPreferences>()
  if (userIds.length === 0) return found
  const rows = await db.select().from(pushPreferences).where(inArray(pushPreferences.userId, userIds))
  for (const id of userIds) found.set(id, toPreferences(rows.find((r) => r.userId === id)))
  return found
}

export async function savePushPreferences(db: Db, userId: string, prefs: PushPreferences, now: Date) {
  const values = {
    like: prefs.like,
    match: prefs.match,
    message: prefs.message,
    chatUnlocked: prefs.chat_unlocked,
    paymentRequired: prefs.payment_required,
    reminder: prefs.reminder,
    updatedAt: now,
  }
  const [row] = await db
    .insert(pushPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: values })
    .returning()
  return toPreferences(row)
}

/** Whether a notification type is pushed under these preferences ('test' always is). */
export function wantsPush(prefs: PushPreferences, type: string): boolean {
  return (PUSH_PREFERENCE_TYPES as readonly string[]).includes(type)
    ? prefs[type as keyof PushPreferences]
    : true
}

/**
 * Which of a match's notifications a fact answers: reading or writing in the chat answers its
 * messages and its 'Chat Unlocked!'; paying answers the match and every request to pay.
 */
export type MatchNotificationsAnswered = 'messages_read' | 'paid'

/**
 * Marks read, inside the caller's transaction, my unread notifications about one match that the
 * fact just committed with them has answered (docs/product.md § 9): nobody should be told twice to
 * read what they read or to pay what they paid. Answers the ids it changed (to announce).
 */
export async function markMatchNotificationsRead(
  tx: Db,
  userId: string,
  matchId: string,
  answered: MatchNotificationsAnswered,
  now: Date,
): Promise<string[]> {
  const which =
    answered === 'messages_read'
      ? inArray(notifications.type, ['message', 'chat_unlocked'])
      : sql`(${notifications.type} in ('match', 'payment_required') or (${notifications.type} = 'reminder' and ${notifications.content} = 'payment_window'))`
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.referenceId, matchId),
        isNull(notifications.readAt),
        which,
      ),
    )
    .returning({ id: notifications.id })
  return rows.map((r) => r.id)
}
