import type { z } from 'zod'
import { ApiError } from './api-error'

/** Field path ('name', 'location.city') to the message shown under that field. */
export type FieldErrors = Partial<Record<string, string>>

/** The first message per field, as the schema's "first failing rule" gives it. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const path = issue.path.join('.')
    errors[path] ??= issue.message
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
