import {
  type ApiErrorBody,
  apiErrorBody,
  ERROR_STATUS,
  type ErrorCode,
  type ErrorIssue,
  type RefusalReason,
  statusToCode,
} from '@mithaq/domain'

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
    // The statuses live in the domain beside the codes: the web reads a code it does not know by them.
    return ERROR_STATUS[this.code]
  }
  /** The body this error answers on the wire. */
  toBody(): ApiErrorBody {
    return apiErrorBody(this.code, this.message, { issues: this.issues, reason: this.reason })
  }
}

/** The code a bare HTTP status stands for (errors raised by Fastify itself, or by better-auth). */
export { statusToCode }
