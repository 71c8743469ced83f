import { pathToFileURL } from 'node:url'
import { LEDGER_LINES } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { AppError } from '../lib/app-error'
import { creditTokens } from '../modules/tokens'
import { runOperatorCommand } from './operator-command'

const USAGE = 'Usage: npm run add-tokens -w @mithaq/server -- <email> <amount> [description]'

export interface AddTokensInput {
  email: string
  amount: number
  /** Shown in the user's wallet; 'Tokens from the Mithaq team' when not given. */
  description?: string
  now?: Date
}

/**
 * The operator's way to credit tokens (docs/product.md § 7). Writes the ledger row and the balance in
 * one transaction with the profile locked. There is deliberately no HTTP route that does this.
 * Always a grant: the app sells nothing, so a row calling itself a purchase would contradict the
 * wallet's 'Buy Tokens' (decision 120).
 */
export async function addTokens(db: Db, input: AddTokensInput): Promise<{ userId: string; balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw new Error('The amount must be a whole number above 0.')
  const email = input.email.trim().toLowerCase()
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) throw new Error(`No account with the email ${email}.`)
  const balance = await creditTokens(db, {
    userId: user.id,
    amount: input.amount,
    line: LEDGER_LINES.operatorGrant(input.description),
    now: input.now ?? new Date(),
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw new Error(`${email} has not created a profile yet.`)
    throw error
  })
  return { userId: user.id, balance }
}

export function parseArgs(argv: string[]): AddTokensInput {
  const [email, amount, ...rest] = argv
  // No flags: an old '--grant' must not end up in a member's wallet as the description.
  if (!email || !amount || !/^\d+$/.test(amount) || argv.some((a) => a.startsWith('--')))
    throw new Error(USAGE)
  return { email, amount: Number(amount), description: rest.join(' ') || undefined }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runOperatorCommand(parseArgs, async (db, input) => {
    const { balance } = await addTokens(db, input)
    return `Added ${input.amount} tokens to ${input.email}. New balance: ${balance}.`
  })
