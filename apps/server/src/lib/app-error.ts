import type { ErrorCode } from '@mithaq/domain'

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
}

/** A failure whose message is safe to show to the user. Services throw it; the error handler answers it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message)
  }
  get status() {
    return STATUS[this.code]
  }
}

export function statusToCode(status: number): ErrorCode {
  const found = (Object.entries(STATUS) as [ErrorCode, number][]).find(([, s]) => s === status)
  if (found) return found[0]
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'
}
