/**
 * What an error may say in the log. Drizzle puts the statement's parameters in its message
 * ("Failed query: … params: …"), and those are people's messages, names and e-mail addresses;
 * PostgreSQL repeats the offending value in its message (`invalid input syntax for type uuid:
 * "…"`) and in `detail`. The log keeps the SQL text, the error codes and the stack, never a value.
 */
export interface SafeError {
  type: string
  message: string
  stack?: string
  code?: string
  cause?: SafeError
}

const PARAMS = /(\nparams: )[\s\S]*?(?=\n\s+at |$)/g
const QUOTED_VALUE = /(: )"[^"\n]*"/g

export const redactText = (text: string) =>
  text.replace(PARAMS, '$1[redacted]').replace(QUOTED_VALUE, '$1"[redacted]"')

/** A pino serializer for `err`: the shape pino's own has, with values removed. */
export function serializeError(error: Error): {
  [key: string]: unknown
  type: string
  message: string
  stack: string
} {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' }
  const safe = toSafe(error, 0)
  return { ...safe, stack: safe.stack ?? '' }
}

function toSafe(error: Error, depth: number): SafeError {
  const code = (error as { code?: unknown }).code
  const safe: SafeError = {
    type: error.name,
    message: redactText(error.message),
    stack: error.stack ? redactText(error.stack) : undefined,
  }
  if (typeof code === 'string') safe.code = code
  if (error.cause instanceof Error && depth < 3) safe.cause = toSafe(error.cause, depth + 1)
  return safe
}

/** Keys whose values are statement parameters or the driver's repetition of a value. */
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'values'])

/**
 * Arguments passed to a library's own logger (better-auth logs a failed query's message as a
 * string, or the error itself), with values removed the same way: errors through `serializeError`,
 * text through `redactText`, parameter fields dropped.
 */
export function redactLogArgs(args: unknown[]): unknown[] {
  return args.map((arg) => redactValue(arg, 0))
}

function redactValue(value: unknown, depth: number): unknown {
  if (value instanceof Error) return serializeError(value)
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth >= 3) return '[redacted]'
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      VALUE_KEYS.has(key) ? '[redacted]' : redactValue(item, depth + 1),
    ]),
  )
}
