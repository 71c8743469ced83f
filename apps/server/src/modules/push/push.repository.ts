import { MAX_PUSH_SUBSCRIPTIONS, type SavePushSubscriptionInput } from '@mithaq/domain'
import { and, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pushTokens, sessions, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'

export const PUSH_MESSAGES = {
  insecureEndpoint: 'Push endpoints must use https',
  unknownPushService: "This push endpoint is not one of the browsers' push services",
  tooManyDevices: `Push is already on for ${MAX_PUSH_SUBSCRIPTIONS} devices. Turn it off on a device you no longer use first.`,
  takenEndpoint: 'This push subscription belongs to another device',
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
    if (!existing || existing.userId !== userId) {
      const [mine] = await tx.select({ n: count() }).from(pushTokens).where(eq(pushTokens.userId, userId))
      if ((mine?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS)
        throw new AppError('CONFLICT', PUSH_MESSAGES.tooManyDevices)
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
    if (existing) {
      await tx.update(pushTokens).set(values).where(eq(pushTokens.id, existing.id))
      return existing.id
    }
    const [row] = await tx
      .insert(pushTokens)
      .values({ ...values, token: endpoint, createdAt: now })
      .returning({ id: pushTokens.id })
    return row!.id
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

/** The Web Push subscriptions of these users whose session is still alive at `now`. */
export async function webSubscriptionsOf(db: Db, userIds: string[], now: Date) {
  if (userIds.length === 0) return []
  return db
    .select({
      id: pushTokens.id,
      userId: pushTokens.userId,
      endpoint: pushTokens.token,
      p256dh: pushTokens.p256dh,
      auth: pushTokens.auth,
    })
    .from(pushTokens)
    .innerJoin(sessions, eq(sessions.id, pushTokens.sessionId))
    .where(
      and(
        inArray(pushTokens.userId, userIds),
        isNotNull(pushTokens.p256dh),
        isNotNull(pushTokens.auth),
        gt(sessions.expiresAt, now),
      ),
    )
}

/** Removes a subscription the push service called gone, unless it was re-saved since (new keys). */
export async function removeGoneSubscription(db: Db, id: string, endpoint: string) {
  await db.delete(pushTokens).where(and(eq(pushTokens.id, id), eq(pushTokens.token, endpoint)))
}
