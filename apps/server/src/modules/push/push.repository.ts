import {
  MAX_PUSH_SUBSCRIPTIONS,
  type SaveNativePushTokenInput,
  type SavePushSubscriptionInput,
} from '@mithaq/domain'
import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pushTokens, sessions, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'

export const PUSH_MESSAGES = {
  insecureEndpoint: 'Push endpoints must use https',
  unknownPushService: "This push endpoint is not one of the browsers' push services",
  tooManyDevices: `Push is already on for ${MAX_PUSH_SUBSCRIPTIONS} devices. Turn it off on a device you no longer use first.`,
  takenEndpoint: 'This push subscription belongs to another device',
  takenNativeToken:
    "This device's push token belongs to another signed-in session. Sign out there first, then turn notifications on here.",
} as const

/**
 * Stores (or refreshes) one device's subscription (docs/decisions/070). The user's row is locked
 * first, so two saves of one account count devices one after the other. An endpoint already
 * stored moves to this account only when the request proves it holds the same subscription (the
 * same browser-made keys): the browser is then signed in to this account. The row belongs to the
 * session that saved it and is deleted with it (decision 161).
 */
export async function savePushSubscription(
  db: Db,
  { userId, sessionId }: { userId: string; sessionId: string },
  input: SavePushSubscriptionInput,
  now: Date,
): Promise<string> {
  const { endpoint, keys } = input.subscription
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`)
    const [existing] = await tx.select().from(pushTokens).where(eq(pushTokens.token, endpoint)).for('update')
    if (
      existing &&
      existing.userId !== userId &&
      (existing.p256dh !== keys.p256dh || existing.auth !== keys.auth)
    ) {
      throw new AppError('CONFLICT', PUSH_MESSAGES.takenEndpoint)
    }
    const values = {
      userId,
      sessionId,
      platform: input.platform,
      deviceInfo: JSON.stringify(input.deviceInfo),
      p256dh: keys.p256dh,
      auth: keys.auth,
      updatedAt: now,
    }
    return storeDevice(tx, existing, endpoint, values, now)
  })
}

/** Forgets my subscription with this endpoint; another user's stays as it is. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, endpoint)))
    .returning({ id: pushTokens.id })
  return rows.length
}

/**
 * Every push target of these users whose session is still alive at `now`: Web Push subscriptions
 * (with their keys) and native tokens (keys null), in one indexed query.
 */
export async function pushTargetsOf(db: Db, userIds: string[], now: Date) {
  if (userIds.length === 0) return []
  return db
    .select({
      id: pushTokens.id,
      userId: pushTokens.userId,
      token: pushTokens.token,
      platform: pushTokens.platform,
      p256dh: pushTokens.p256dh,
      auth: pushTokens.auth,
    })
    .from(pushTokens)
    .innerJoin(sessions, eq(sessions.id, pushTokens.sessionId))
    .where(and(inArray(pushTokens.userId, userIds), gt(sessions.expiresAt, now)))
}

/** Removes a subscription the push service called gone, unless it was re-saved since (new keys). */
export async function removeGoneSubscription(db: Db, id: string, endpoint: string) {
  await db.delete(pushTokens).where(and(eq(pushTokens.id, id), eq(pushTokens.token, endpoint)))
}

/**
 * Stores (or refreshes) the native shell's push token for this session (decision 176). A session is
 * one installed app, so a token it saved before (rotated by the platform) is replaced. A token
 * has one owner until that session ends (decision 321): another session sending it while the
 * owner's is alive is refused, since a token may leak (a log, a backup, a shared phone's earlier
 * user) and moving it would take that person's pushes. The shell signs out before someone else
 * signs in, which deletes the row; an expired session's token moves.
 */
export async function saveNativePushToken(
  db: Db,
  { userId, sessionId }: { userId: string; sessionId: string },
  input: SaveNativePushTokenInput,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`)
    await tx
      .delete(pushTokens)
      .where(
        and(
          eq(pushTokens.sessionId, sessionId),
          isNull(pushTokens.p256dh),
          ne(pushTokens.token, input.token),
        ),
      )
    const [existing] = await tx
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.token, input.token))
      .for('update')
    if (existing && existing.p256dh !== null) throw new AppError('CONFLICT', PUSH_MESSAGES.takenEndpoint)
    if (existing?.sessionId && existing.sessionId !== sessionId) {
      const [owner] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, existing.sessionId), gt(sessions.expiresAt, now)))
      if (owner) throw new AppError('CONFLICT', PUSH_MESSAGES.takenNativeToken)
    }
    const values = {
      userId,
      sessionId,
      platform: input.platform,
      deviceInfo: JSON.stringify(input.deviceInfo),
      p256dh: null,
      auth: null,
      updatedAt: now,
    }
    return storeDevice(tx, existing, input.token, values, now)
  })
}

/** Forgets my native push token; another user's stays as it is. */
export async function removeNativePushToken(db: Db, userId: string, token: string): Promise<number> {
  const rows = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, token), isNull(pushTokens.p256dh)))
    .returning({ id: pushTokens.id })
  return rows.length
}

type PushRow = typeof pushTokens.$inferSelect
type DeviceValues = Omit<PushRow, 'id' | 'token' | 'createdAt'>

/**
 * Writes one device's row inside the caller's transaction (the user's row already locked): the row
 * already stored under `token` is updated, or a new one is added. A device new to this account
 * counts toward its limit of MAX_PUSH_SUBSCRIPTIONS.
 */
async function storeDevice(
  tx: Db,
  existing: PushRow | undefined,
  token: string,
  values: DeviceValues,
  now: Date,
): Promise<string> {
  if (!existing || existing.userId !== values.userId) {
    const [mine] = await tx
      .select({ n: count() })
      .from(pushTokens)
      .where(eq(pushTokens.userId, values.userId))
    if ((mine?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) throw new AppError('CONFLICT', PUSH_MESSAGES.tooManyDevices)
  }
  if (existing) {
    await tx.update(pushTokens).set(values).where(eq(pushTokens.id, existing.id))
    return existing.id
  }
  const [row] = await tx
    .insert(pushTokens)
    .values({ ...values, token, createdAt: now })
    .returning({ id: pushTokens.id })
  return row!.id
}
