import { z } from 'zod'
import { type Restriction, restrictionSchema } from './moderation'

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
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

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
  'chat_locked',
  'already_unmatched',
  'still_matched',
  'rematch_not_allowed',
  'rematch_impossible',
  'not_unmatched',
  'already_removed',
] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

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
