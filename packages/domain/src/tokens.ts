/** The token economy's amounts and times (docs/product.md § 7). The server may override them by config. */
export const TOKEN_RULES = {
  welcomeGrant: 10,
  weeklyTopUpTo: 10,
  weeklyTopUpForWeeks: 8,
  unlockStandard: 3,
  unlockExpress: 6,
  paymentWindowMs: 48 * 60 * 60 * 1000,
  initialTimerMs: 24 * 60 * 60 * 1000,
  responseTimerMs: 48 * 60 * 60 * 1000,
  unmatchFeeUnlocked: 1,
  unmatchFeeLocked: 3,
  rematch: 3,
  penalty: 1,
} as const
export type TokenRules = { [K in keyof typeof TOKEN_RULES]: number }

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** The weeks after sign-up in which the weekly top-up runs: 1 to weeklyTopUpForWeeks - 1 (week 0 has the welcome grant). */
export function weeklyTopUpWeek(profileCreatedAt: Date, now: Date): number {
  return Math.floor((now.getTime() - profileCreatedAt.getTime()) / WEEK_MS)
}

export interface NextTopUp {
  /** When it is credited: the scheduler's next pass when one is due now, else the start of the next week. */
  at: Date
  /** What it adds at today's balance (0 when the balance is already at the top-up level). */
  amount: number
  /** The level it tops up to. */
  upTo: number
}

/**
 * The next weekly top-up a member will get, by the rule the scheduler applies (docs/product.md § 7):
 * in each of the weeks 1 to weeklyTopUpForWeeks - 1 after the profile was created, once, the first
 * time the balance is below `weeklyTopUpTo`. Null when no top-up is left.
 */
/**
 * What a weekly top-up adds: up to the top-up level, counted from zero when a refunded purchase
 * left the balance below it (decision 451): a free grant never pays off tokens whose money went back.
 */
export function weeklyTopUpAmount(balance: number, rules: TokenRules = TOKEN_RULES): number {
  return Math.max(0, rules.weeklyTopUpTo - Math.max(0, balance))
}

export function nextWeeklyTopUp(
  input: { profileCreatedAt: Date; balance: number; now: Date; toppedUpThisWeek: boolean },
  rules: TokenRules = TOKEN_RULES,
): NextTopUp | null {
  const week = weeklyTopUpWeek(input.profileCreatedAt, input.now)
  const lastWeek = rules.weeklyTopUpForWeeks - 1
  const amount = weeklyTopUpAmount(input.balance, rules)
  if (week >= 1 && week <= lastWeek && !input.toppedUpThisWeek && amount > 0) {
    return { at: input.now, amount, upTo: rules.weeklyTopUpTo }
  }
  const next = Math.max(week + 1, 1)
  if (next > lastWeek) return null
  return {
    at: new Date(input.profileCreatedAt.getTime() + next * WEEK_MS),
    amount,
    upTo: rules.weeklyTopUpTo,
  }
}
