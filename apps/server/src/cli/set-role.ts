import { pathToFileURL } from 'node:url'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { runOperatorCommand } from './operator-command'

const USAGE = 'Usage: npm run set-role -w @mithaq/server -- <email> <moderator|user>'

/**
 * Roles an operator gives. 'moderator' opens the moderation console and nothing else; 'user'
 * takes it back. better-auth's own 'admin' (its user-management endpoints) is never given here.
 */
export const ASSIGNABLE_ROLES = ['moderator', 'user'] as const
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number]

/**
 * The operator's way to make a member a moderator (decision 220). There is deliberately no HTTP
 * route that does this, as for tokens (`npm run add-tokens`).
 */
export async function setRole(db: Db, email: string, role: AssignableRole): Promise<{ userId: string }> {
  const address = email.trim().toLowerCase()
  const [user] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, address))
    .returning({ id: users.id })
  if (!user) throw new Error(`No account with the email ${address}.`)
  return { userId: user.id }
}

export function parseArgs(argv: string[]): { email: string; role: AssignableRole } {
  const [email, role, ...rest] = argv
  if (!email || !role || rest.length > 0 || !(ASSIGNABLE_ROLES as readonly string[]).includes(role))
    throw new Error(USAGE)
  return { email, role: role as AssignableRole }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runOperatorCommand(parseArgs, async (db, input) => {
    await setRole(db, input.email, input.role)
    return `${input.email} is now a ${input.role}.`
  })
