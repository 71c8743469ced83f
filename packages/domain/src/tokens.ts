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
