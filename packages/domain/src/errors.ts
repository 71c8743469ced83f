import { z } from 'zod'
import { type Restriction, restrictionSchema } from './restriction'

/**
 * Every `code` the server answers, closed: the error handler, the auth rewording and the socket
 * handshake use nothing else, so a client can branch on a code with an exhaustive switch.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // Sign-in and password reset (better-auth's own codes are reworded into these).
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'INVALID_ORIGIN',
  // The realtime handshake of a user who already has too many screens open.
  'TOO_MANY_SOCKETS',
  // A suspended or banned member signing in, or a banned address signing up (modules/moderation).
  'ACCOUNT_RESTRICTED',
  // A moderator deciding a report or an appeal about himself (modules/moderation, decision 320).
  'OWN_CASE',
  // A suspension or ban of a moderator from the console: the operator takes the role first (decision 320).
  'MODERATOR_TARGET',
  // A guardian consent asked again too soon after the other person declined (decision 322).
  'ASKED_TOO_SOON',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * The HTTP status each code is answered with. A `Record` over the list, so a new code cannot be
 * added without its status; the server answers by it and a client reads a code it does not know
 * (a newer server) by the status that came with it.
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
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
  OWN_CASE: 403,
  MODERATOR_TARGET: 403,
  ASKED_TOO_SOON: 409,
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(value)

/**
 * The code a bare HTTP status stands for: errors raised by Fastify itself or by better-auth, and
 * on a client an answer that is not our error body (a proxy's page) or carries a code it does not
 * know. The first code listed for the status wins (401 is UNAUTHENTICATED, 409 CONFLICT); a
 * request timeout (408) and a gateway's 502/504 are the server not answering in time, which
 * asking again may cure.
 */
export function statusToCode(status: number): ErrorCode {
  if (status === 408 || status === 502 || status === 504) return 'SERVICE_UNAVAILABLE'
  const found = ERROR_CODES.find((code) => ERROR_STATUS[code] === status)
  if (found) return found
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'
}

/**
 * Why the token economy refused a match action (a pay, unmatch, rematch, remove or message). It
 * travels as `reason` beside the code, so a screen can tell "already paid" from "window closed"
 * without reading the message.
 */
export const REFUSAL_REASONS = [
  'not_participant',
  'match_ended',
  'payment_window_closed',
  'already_unlocked',
  'already_paid',
  'other_already_paid',
  'insufficient_tokens',
  // A refunded or disputed purchase took the balance below zero (decision 451).
  'balance_below_zero',
  'chat_locked',
  'already_unmatched',
  'still_matched',
  'rematch_not_allowed',
  'rematch_impossible',
  'not_unmatched',
  'already_removed',
] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  (REFUSAL_REASONS as readonly unknown[]).includes(value)

export const errorIssueSchema = z.object({ path: z.string(), message: z.string() })
export type ErrorIssue = z.infer<typeof errorIssueSchema>

/** The error body on the wire: every 4xx and 5xx of /api answers this shape. */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  issues: z.array(errorIssueSchema).optional(),
  reason: z.enum(REFUSAL_REASONS).optional(),
  /** With ACCOUNT_RESTRICTED at sign-in: why, until when, and the one appeal. */
  restriction: restrictionSchema.optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

/** The one builder of that body (the server's error handler and the picture upload use it). */
export function apiErrorBody(
  code: ErrorCode,
  message: string,
  extra: { issues?: ErrorIssue[]; reason?: RefusalReason; restriction?: Restriction } = {},
): ApiErrorBody {
  return {
    code,
    message,
    ...(extra.issues ? { issues: extra.issues } : {}),
    ...(extra.reason ? { reason: extra.reason } : {}),
    ...(extra.restriction ? { restriction: extra.restriction } : {}),
  }
}
