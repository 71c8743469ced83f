import { TOKEN_RULES } from '@mithaq/domain'
import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { matches, messages, notifications, profiles, tokenTransactions } from '../../db/schema'
import { postJson, signUp, type TestUser } from '../../test/auth-helpers'
import { insertProfile } from '../../test/factories'

type ProfileRow = typeof profiles.$inferInsert
type MatchInsert = typeof matches.$inferInsert

/** A signed-up user with a profile whose balance is explained by 'grant' ledger rows. */
export async function createFundedUser(
  app: FastifyInstance,
  db: Db,
  balance: number,
  overrides: Partial<ProfileRow> = {},
): Promise<TestUser & { name: string }> {
  const user = await signUp(app)
  // Created a moment before the test clock's "now": the grant is the oldest ledger row.
  const createdAt = overrides.createdAt ?? new Date(app.clock.now().getTime() - 1000)
  const profile = await insertProfile(db, user.id, { tokenBalance: balance, createdAt, ...overrides })
  if (balance > 0) {
    await db.insert(tokenTransactions).values({
      userId: user.id,
      amount: balance,
      type: 'grant',
      kind: 'welcome',
      description: 'Welcome tokens',
      createdAt,
    })
  }
  return { ...user, name: profile.name }
}

/** Two funded users of opposite sex and their match, created as the social module's like does. */
export async function createMatchedPair(
  app: FastifyInstance,
  db: Db,
  now: Date,
  { balances = [10, 10], match = {} }: { balances?: [number, number]; match?: Partial<MatchInsert> } = {},
) {
  const amina = await createFundedUser(app, db, balances[0], { name: 'Amina', sex: 'female' })
  const bilal = await createFundedUser(app, db, balances[1], { name: 'Bilal', sex: 'male' })
  const matchId = await insertMatch(db, amina.id, bilal.id, now, match)
  return { amina, bilal, matchId }
}

export async function insertMatch(
  db: Db,
  a: string,
  b: string,
  now: Date,
  overrides: Partial<MatchInsert> = {},
): Promise<string> {
  const [profile1Id, profile2Id] = a < b ? [a, b] : [b, a]
  const [row] = await db
    .insert(matches)
    .values({
      profile1Id,
      profile2Id,
      createdAt: now,
      paymentExpiresAt: new Date(now.getTime() + TOKEN_RULES.paymentWindowMs),
      ...overrides,
    })
    .returning({ id: matches.id })
  return row!.id
}

/** Authenticated JSON calls as one test user. */
export function as(app: FastifyInstance, user: { cookie: string }) {
  const headers = { cookie: user.cookie }
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, body: unknown = {}) => postJson(app, url, body, headers),
  }
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId))
  return row!.b
}

export async function ledgerOf(db: Db, userId: string) {
  return db
    .select({
      amount: tokenTransactions.amount,
      type: tokenTransactions.type,
      description: tokenTransactions.description,
    })
    .from(tokenTransactions)
    .where(eq(tokenTransactions.userId, userId))
    .orderBy(asc(tokenTransactions.createdAt), asc(tokenTransactions.id))
}

export async function matchRow(db: Db, matchId: string) {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId))
  return row!
}

/**
 * Profiles whose balance differs from the sum of their ledger rows, or is negative without a
 * reversed purchase to explain it (decision 451): must be empty.
 */
export async function ledgerViolations(db: Db) {
  const result = await db.execute(sql`
    select p.id, p.token_balance as balance, coalesce(sum(t.amount), 0)::int as ledger
    from profiles p left join token_transactions t on t.user_id = p.id
    group by p.id, p.token_balance
    having p.token_balance <> coalesce(sum(t.amount), 0)
      or (p.token_balance < 0 and not coalesce(bool_or(t.kind = 'purchase_reversed'), false))`)
  return (result as unknown as { rows: unknown[] }).rows
}

/** Everything an abuse attempt must leave untouched. */
export async function snapshot(db: Db) {
  const [balances, ledger, matchRows, messageRows, notificationCount] = await Promise.all([
    db.select({ id: profiles.id, balance: profiles.tokenBalance }).from(profiles).orderBy(profiles.id),
    db.select({ n: sql<number>`count(*)::int` }).from(tokenTransactions),
    db.select().from(matches).orderBy(matches.id),
    db.select().from(messages).orderBy(messages.id),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications),
  ])
  return {
    balances,
    ledger: ledger[0]!.n,
    matches: matchRows,
    messages: messageRows,
    notifications: notificationCount[0]!.n,
  }
}

export async function notificationsOf(db: Db, userId: string) {
  return db
    .select({
      type: notifications.type,
      senderId: notifications.senderId,
      referenceId: notifications.referenceId,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
}
