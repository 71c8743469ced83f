import type { ErrorCode, ErrorIssue, RefusalReason, Restriction } from '@mithaq/domain'

/**
 * Every code an `ApiError` carries: the server's closed list (the domain's `ERROR_CODES`), plus
 * `NETWORK` for a request that got no answer at all. Screens branch on it, never on the status.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK'

/**
 * An error answered by our API: `code` for programs, `message` for people, `issues` per field,
 * and `reason` when the token economy refused a match action ('already_paid', 'chat_locked').
 * Its own module, free of schemas, so the query client can tell errors apart on the landing page.
 */
export class ApiError extends Error {
  constructor(
    /** The HTTP status (0: no answer). For logs and tests; screens read `code`. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: ErrorIssue[] = [],
    readonly reason?: RefusalReason,
    /** With ACCOUNT_RESTRICTED at sign-in: the suspension or ban, as the server described it. */
    readonly restriction?: Restriction,
    /** The server's own English message, for logs (`message` is worded for the reader: decision 283). */
    readonly serverMessage: string = message,
  ) {
    super(message)
  }
}

/** The error's code when it is one of our API's answers; `undefined` for anything else. */
export const errorCode = (error: unknown): ApiErrorCode | undefined =>
  error instanceof ApiError ? error.code : undefined
