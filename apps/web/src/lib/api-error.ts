/**
 * An error answered by our API: `code` for programs, `message` for people, `issues` per field.
 * Its own module, free of schemas, so the query client can tell errors apart on the landing page.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
    /** With ACCOUNT_RESTRICTED at sign-in: the suspension or ban, as the server described it. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
