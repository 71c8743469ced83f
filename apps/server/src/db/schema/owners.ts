import type { PgTable } from 'drizzle-orm/pg-core'
import type * as schema from './index'

/**
 * Every table has one owner: the part of the server that inserts, updates and deletes its rows.
 * Others call the owner's functions (through its index.ts) or only read. `npm run lint`
 * (scripts/check-boundaries.mjs) reads both lists below as data: a write from outside the owner
 * fails unless WRITES_OUTSIDE_OWNER lists it, and an entry there that no longer happens fails too,
 * so that list can only shrink. Decision 347.
 */

/** The exported Drizzle tables of the schema (`profiles`, `tokenTransactions`…). */
type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never
}[keyof typeof schema]

/** A server part: a module folder, or one shared file (`lib/rate-limit`). */
type Part = `modules/${string}` | `lib/${string}`

export const TABLE_OWNERS = {
  users: 'modules/auth',
  sessions: 'modules/auth',
  accounts: 'modules/auth',
  verifications: 'modules/auth',
  rateLimitCounters: 'lib/rate-limit',
  profiles: 'modules/profiles',
  profilePictures: 'modules/profiles',
  profileFaith: 'modules/profiles',
  discoveryFilters: 'modules/discover',
  discoveryRuns: 'modules/discover',
  profileActions: 'modules/liked',
  favoritedProfiles: 'modules/liked',
  blockedProfiles: 'modules/liked',
  profileReports: 'modules/liked',
  matches: 'modules/matches',
  pictureReveals: 'modules/matches',
  messages: 'modules/matches',
  tokenTransactions: 'modules/tokens',
  notifications: 'modules/notifications',
  pushPreferences: 'modules/notifications',
  sentReminders: 'modules/notifications',
  pushTokens: 'modules/push',
  guardians: 'modules/guardian',
  guardianConsents: 'modules/guardian',
  moderationActions: 'modules/moderation',
  moderationAppeals: 'modules/moderation',
  bannedEmails: 'modules/moderation',
  verificationRequests: 'modules/moderation',
  purchases: 'modules/payments',
  paymentEvents: 'modules/payments',
  storeAccounts: 'modules/payments',
} as const satisfies Record<TableName, Part>

/** A write outside the owner known today: the writer is a part or one file (below src/). */
interface KnownWrite {
  writer: string
  table: TableName
  reason: string
}

/** Today's writes outside the owner, each with why. Remove an entry when its write moves home. */
export const WRITES_OUTSIDE_OWNER: readonly KnownWrite[] = [
  {
    writer: 'modules/tokens/tokens.service.ts',
    table: 'profiles',
    reason: 'the balance column is the ledger’s: applyLedger changes it with its row (decision 130)',
  },
  {
    writer: 'modules/account',
    table: 'users',
    reason: 'the account’s language, and the erasure of a closed account in one transaction',
  },
  {
    writer: 'modules/account',
    table: 'verifications',
    reason: 'erasure removes reset tokens naming the member',
  },
  {
    writer: 'modules/account',
    table: 'profileReports',
    reason: 'erasure keeps reports against the member under a hash of the address',
  },
  {
    writer: 'plugins/profile.ts',
    table: 'profiles',
    reason:
      'the last activity, written at most every few minutes by the request that finds it stale (decision 481)',
  },
  { writer: 'cli/set-role', table: 'users', reason: 'the operator’s command that names moderators' },
  {
    writer: 'modules/demo/demo.seed.ts',
    table: 'users',
    reason: 'the demo members are seeded as accounts without better-auth’s sign-up',
  },
  {
    writer: 'modules/demo/demo.seed.ts',
    table: 'profilePictures',
    reason: 'each demo member is seeded with one picture in the same transaction',
  },
  {
    writer: 'modules/discover/decisions.ts',
    table: 'profileActions',
    reason: 'undo and Start Over delete the viewer’s own passes and likes (docs/architecture.md)',
  },
  {
    writer: 'modules/profiles/profile.service.ts',
    table: 'profileReports',
    reason: 'a new profile takes back the reports against an earlier account of the same address',
  },
  {
    writer: 'modules/moderation',
    table: 'users',
    reason: 'suspensions and bans are better-auth’s users.banned… columns (decision 220)',
  },
  {
    writer: 'modules/moderation',
    table: 'profilePictures',
    reason: 'a moderator removes a picture and closes the gap in the order',
  },
  {
    writer: 'modules/moderation',
    table: 'profileReports',
    reason: 'a decision answers the reports it settles (profile_reports.status)',
  },
]
