import {
  type ApiErrorBody,
  apiErrorBody,
  type ErrorCode,
  type ErrorIssue,
  type RefusalReason,
} from '@mithaq/domain'

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  INVALID_ORIGIN: 403,
  TOO_MANY_SOCKETS: 429,
  ACCOUNT_RESTRICTED: 403,
}

/** A failure whose message is safe to show to the user. Services throw it; the error handler answers it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    /** Set when the token economy refused a match action. */
    readonly reason?: RefusalReason,
  ) {
    super(message)
  }
  get status() {
    return STATUS[this.code]
  }
  /** The body this error answers on the wire. */
  toBody(): ApiErrorBody {
    return apiErrorBody(this.code, this.message, { issues: this.issues, reason: this.reason })
  }
}

/** The code a bare HTTP status stands for (errors raised by Fastify itself, or by better-auth). */
export function statusToCode(status: number): ErrorCode {
  const found = (Object.entries(STATUS) as [ErrorCode, number][]).find(([, s]) => s === status)
  if (found) return found[0]
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'
}
