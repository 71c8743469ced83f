import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

/** The roles (better-auth's admin plugin's `users.role`) that open the moderation console. */
export const MODERATOR_ROLES = ['moderator', 'admin'] as const

/**
 * Whether the account may moderate: a moderator role given by the operator command, or an address
 * the operator listed in MODERATOR_EMAILS. The account is the auth module's; moderation asks here.
 */
export async function isModerator(
  db: Db,
  userId: string,
  moderatorEmails: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ role: users.role, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) return false
  return (
    (MODERATOR_ROLES as readonly string[]).includes(row.role ?? '') ||
    moderatorEmails.includes(row.email.toLowerCase())
  )
}
