import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { storeAccounts } from '../../db/schema'
import { storeAccountToken } from './store.service'

/**
 * The store account token a member's purchases carry, kept when a purchase begins (the intent,
 * before the store's sheet), so Apple's notice of a charge can name the member (decision 470).
 */
export async function rememberStoreAccount(db: Db, userId: string) {
  await db
    .insert(storeAccounts)
    .values({ token: storeAccountToken(userId), userId })
    .onConflictDoNothing()
}

/** The member a store account token belongs to, if a purchase of theirs ever began. */
export async function memberOfStoreAccount(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: storeAccounts.userId })
    .from(storeAccounts)
    .where(eq(storeAccounts.token, token))
  return row?.userId
}
