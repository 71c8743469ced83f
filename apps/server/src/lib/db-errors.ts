/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** The PostgreSQL error code of `error` or of an error it wraps (Drizzle wraps the driver's). */
export function postgresCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Class 22 (data exception: invalid text encoding such as a NUL byte, an invalid datetime such
 * as the offset '+05:99', a number out of range, a bad uuid) and 54 (a statement too complex,
 * such as a value nested too deep) come from what the request sent, not from a fault of ours:
 * they are answered 400, not 500.
 */
export function isClientDataError(error: unknown): boolean {
  const code = postgresCode(error)
  return code !== undefined && (code.startsWith('22') || code.startsWith('54'))
}

/** Connection failures and timeouts: the database is (briefly) out of reach, not the request wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the connection was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|connection timeout/i

/** True when the error (bare, or wrapped by Drizzle or better-auth) means the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
