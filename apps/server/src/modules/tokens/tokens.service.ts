import {
  englishTranslator,
  LEDGER_LINES,
  type LedgerEntry,
  type LedgerLine,
  nextWeeklyTopUp,
  type Sex,
  TOKEN_RULES,
  type TokenRules,
  WALLET_HISTORY_SIZE,
  type Wallet,
  weeklyTopUpAmount,
  weeklyTopUpWeek,
} from '@mithaq/domain'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, tokenTransactions } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { uuidv7 } from '../../lib/uuidv7'

const english = englishTranslator()

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

export interface LockedProfile {
  id: string
  name: string
  /** The words about this person agree with it (the rematch refusal, decision 300). */
  sex: Sex
  tokenBalance: number
}

/**
 * Locks profile rows for a balance change, ALWAYS in id order, so two transactions touching the
 * same two profiles queue instead of deadlocking. FOR NO KEY UPDATE: it still blocks every other
 * balance writer, but not the key-share locks that inserts referencing a profile take (a like
 * creating a match, a message), which FOR UPDATE would make wait.
 */
export async function lockProfiles(tx: Db, ids: string[]): Promise<LockedProfile[]> {
  return tx
    .select({ id: profiles.id, name: profiles.name, sex: profiles.sex, tokenBalance: profiles.tokenBalance })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]))
    .orderBy(profiles.id)
    .for('no key update')
}

/**
 * Writes ledger rows and moves the balances with them, inside the caller's transaction, on rows
 * the caller has locked. The last line of defence (decision 451): a charge may not take a balance
 * below zero, nor lower one already below it; only a purchase's reversal may (the money went
 * back, so its tokens do too, spent or not). The state machine never asks for more than a balance
 * holds, and refuses every spend while a balance is below zero.
 * Returns the new balance of every profile that changed.
 */
export async function applyLedger(
  tx: Db,
  entries: LedgerEntry[],
  { referenceId, now }: { referenceId: string | null; now: Date },
): Promise<Map<string, number>> {
  const balances = new Map<string, number>()
  for (const entry of entries) {
    if (entry.amount === 0) continue
    const mayGoBelowZero = entry.amount > 0 || entry.kind === 'purchase_reversed'
    const [row] = await tx
      .update(profiles)
      .set({ tokenBalance: sql`${profiles.tokenBalance} + ${entry.amount}` })
      .where(
        mayGoBelowZero
          ? eq(profiles.id, entry.userId)
          : and(eq(profiles.id, entry.userId), sql`${profiles.tokenBalance} + ${entry.amount} >= 0`),
      )
      .returning({ tokenBalance: profiles.tokenBalance })
    if (!row) {
      const [exists] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, entry.userId))
      throw new Error(
        exists
          ? `ledger: a ${entry.kind} charge would take the balance of ${entry.userId} below zero`
          : `ledger entry for a missing profile ${entry.userId}`,
      )
    }
    await tx.insert(tokenTransactions).values({
      id: uuidv7(),
      userId: entry.userId,
      amount: entry.amount,
      type: entry.type,
      kind: entry.kind,
      params: entry.params,
      description: entry.description,
      referenceId,
      createdAt: now,
    })
    balances.set(entry.userId, row.tokenBalance)
  }
  return balances
}

/** The welcome grant of a profile created in `tx` (its row is new, so nobody else holds it). */
export async function grantWelcomeTokens(tx: Db, userId: string, now: Date): Promise<number> {
  const balances = await applyLedger(
    tx,
    [{ userId, amount: TOKEN_RULES.welcomeGrant, type: 'grant', ...LEDGER_LINES.welcome() }],
    { referenceId: null, now },
  )
  return balances.get(userId)!
}

/** Grants tokens to one profile in its own transaction (the operator CLI). Never reachable from a client. */
export async function creditTokens(
  db: Db,
  input: { userId: string; amount: number; line: LedgerLine; now: Date },
): Promise<number> {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw new Error('amount must be a positive integer')
  return db.transaction(async (tx) => {
    const [locked] = await lockProfiles(tx, [input.userId])
    if (!locked) throw new AppError('NOT_FOUND', english('notices.profileNotFound'))
    const balances = await applyLedger(
      tx,
      [{ userId: input.userId, amount: input.amount, type: 'grant', ...input.line }],
      { referenceId: null, now: input.now },
    )
    return balances.get(input.userId)!
  })
}

/** The balance, the last transactions and the next weekly top-up (by the rule `runWeeklyTopUps` applies). */
export async function getWallet(db: Db, userId: string, now: Date): Promise<Wallet | null> {
  const [profile] = await db
    .select({ balance: profiles.tokenBalance, createdAt: profiles.createdAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
  if (!profile) return null
  const [thisWeek] = await db
    .select({ id: tokenTransactions.id })
    .from(tokenTransactions)
    .where(
      and(
        eq(tokenTransactions.userId, userId),
        eq(tokenTransactions.type, 'grant'),
        eq(tokenTransactions.referenceId, weeklyTopUpReference(weeklyTopUpWeek(profile.createdAt, now))),
      ),
    )
    .limit(1)
  const nextTopUp = nextWeeklyTopUp({
    profileCreatedAt: profile.createdAt,
    balance: profile.balance,
    now,
    toppedUpThisWeek: thisWeek !== undefined,
  })
  const rows = await db
    .select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.userId, userId))
    .orderBy(desc(tokenTransactions.createdAt), desc(tokenTransactions.id))
    .limit(WALLET_HISTORY_SIZE)
  return {
    balance: profile.balance,
    transactions: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      type: r.type,
      kind: r.kind,
      params: r.params,
      description: r.description,
      createdAt: r.createdAt.toISOString(),
    })),
    nextTopUp: nextTopUp && { ...nextTopUp, at: nextTopUp.at.toISOString() },
  }
}

/** Marks which week's top-up a grant row is, so a week is granted at most once. */
export const weeklyTopUpReference = (week: number) => `weekly-top-up:${week}`

/**
 * The weekly replenishment (docs/product.md § 7): in weeks 1 to 7 after the profile was created
 * (week 0 has the welcome grant), the first time the scheduler finds the balance below the top-up
 * level that week, it tops it up, once. Rows are locked with SKIP LOCKED, so several instances
 * share the work and a profile busy paying is simply taken on the next tick.
 *
 * A pass credits `max` profiles at most: after downtime, or on a day many members become due at
 * once, a pass through the whole backlog ran batch after batch and took the database and the CPU
 * from the requests of the same instance for as long as it lasted (seconds for tens of thousands).
 * The rest waits for the next tick, a few seconds later; a top-up is due for a week, not a second.
 * Returns the new balance of every profile it credited.
 */
export async function runWeeklyTopUps(
  db: Db,
  now: Date,
  rules: TokenRules = TOKEN_RULES,
  { batchSize = 200, max = 1000 }: { batchSize?: number; max?: number } = {},
): Promise<Map<string, number>> {
  const credited = new Map<string, number>()
  const windowStart = new Date(now.getTime() - rules.weeklyTopUpForWeeks * WEEK_MS)
  const firstWeekEnd = new Date(now.getTime() - WEEK_MS)
  const weekOf = sql<number>`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${profiles.createdAt})) * 1000 / ${WEEK_MS})::int`
  for (;;) {
    const limit = Math.min(batchSize, max - credited.size)
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: profiles.id, tokenBalance: profiles.tokenBalance, week: weekOf })
        .from(profiles)
        .where(
          and(
            sql`${profiles.createdAt} > ${windowStart.toISOString()}::timestamptz`,
            sql`${profiles.createdAt} <= ${firstWeekEnd.toISOString()}::timestamptz`,
            sql`${profiles.tokenBalance} < ${rules.weeklyTopUpTo}`,
            sql`not exists (select 1 from ${tokenTransactions} where ${tokenTransactions.userId} = ${profiles.id} and ${tokenTransactions.type} = 'grant' and ${tokenTransactions.referenceId} = 'weekly-top-up:' || ${weekOf})`,
          ),
        )
        .orderBy(profiles.id)
        .limit(limit)
        .for('no key update', { skipLocked: true })
      for (const p of due) {
        const entry: LedgerEntry = {
          userId: p.id,
          amount: weeklyTopUpAmount(p.tokenBalance, rules),
          type: 'grant',
          ...LEDGER_LINES.weeklyTopUp(),
        }
        const balances = await applyLedger(tx, [entry], { referenceId: weeklyTopUpReference(p.week), now })
        credited.set(p.id, balances.get(p.id)!)
      }
      return due.length
    })
    if (batch < limit || credited.size >= max) return credited
  }
}
