import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq } from 'drizzle-orm'
import { loadConfig, loadDotEnv } from '../config/env'
import { type Db, openDatabase } from '../db/client'
import { users } from '../db/schema'

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

async function main() {
  let input: { email: string; role: AssignableRole }
  try {
    input = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
  loadDotEnv()
  const config = loadConfig()
  // PGlite has one process at a time: wait for the server to stop (decision 087).
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    onBusy: (pid) =>
      console.error(
        `The server (pid ${pid}) is using the database; waiting for it to stop. Ctrl-C to cancel.`,
      ),
  })
  try {
    await setRole(database.db, input.email, input.role)
    console.log(`${input.email} is now a ${input.role}.`)
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  } finally {
    await database.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
