import { type IssueLike, wordIssue } from '@mithaq/domain'
import type { z } from 'zod'
import { t } from '../i18n'
import { ApiError } from './api-error'

/** Field path ('name', 'location.city') to the message shown under that field. */
export type FieldErrors = Partial<Record<string, string>>

/**
 * A schema's issue in the member's current language: the domain's schemas name their messages by
 * catalogue key (decision 390), worded here when the check refuses a value.
 */
export const issueText = (issue: IssueLike): string => wordIssue(t, issue)

/** The text of a failed check's first issue, or undefined when there is none. */
export function firstIssueText(error: z.ZodError | undefined): string | undefined {
  const issue = error?.issues[0]
  return issue && issueText(issue)
}

/** The first message per field, as the schema's "first failing rule" gives it. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const path = issue.path.join('.')
    errors[path] ??= issueText(issue)
  }
  return errors
}

/** The server's per-field issues, if the error carries any. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {}
  if (!(error instanceof ApiError)) return errors
  for (const issue of error.issues) errors[issue.path] ??= issue.message
  return errors
}

/** A location error belongs to the location field as a whole. */
export const locationError = (errors: FieldErrors) =>
  errors.location ?? errors['location.country'] ?? errors['location.city']
