import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bannedEmails, users } from '../../db/schema'
import { canonicalEmail } from '../../lib/email-address'
import { emailHash } from '../../lib/email-hash'

/**
 * Whether an address reaches a banned person's mailbox (sign-up refuses it): compared as
 * the provider delivers it, so `omar.khan+2@gmail.com` is `omar.khan@gmail.com` (decision
 * 311). Bans kept before that hashed the address as typed; those still match it, and a banned
 * account that still exists matches by its own canonical address.
 */
export async function isBannedEmail(
  { db, secret }: { db: Db; secret: string },
  email: string,
): Promise<boolean> {
  const canonical = canonicalEmail(email)
  const hashes = [emailHash(secret, canonical), emailHash(secret, email)]
  const [row] = await db
    .select({ h: bannedEmails.emailHash })
    .from(bannedEmails)
    .where(inArray(bannedEmails.emailHash, hashes))
  if (row) return true
  const [banned] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailCanonical, canonical), eq(users.banned, true), isNull(users.banExpires)))
  return Boolean(banned)
}
