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
  redactSecrets(text).replace(PARAMS, '$1[redacted]').replace(QUOTED_VALUE, '$1"[redacted]"')

/**
 * Secrets that travel in URLs and headers, which a log must never keep: whoever reads one back can
 * use it (a reset link signs its reader in). The tokens of the paths that carry one (password reset,
 * guardian confirmation), the query values `sig` (signed media links), `token` (reset and
 * confirmation redirects) and `code`, also percent-encoded inside another URL's query, bearer
 * tokens and the session cookie.
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/(\/reset-password\/)[^/?#&\s"'<>]+/gi, '$1[redacted]'],
  [/(\/guardian\/confirm\/)[^/?#&\s"'<>]+/gi, '$1[redacted]'],
  [/([?&;](?:sig|token|code)=)[^&#\s"'<>]*/gi, '$1[redacted]'],
  [/((?:%3F|%26)(?:sig|token|code)(?:%3D|=))(?:(?!%26)[^&#\s"'<>])*/gi, '$1[redacted]'],
  [/(\bBearer\s+)[^\s"',;]+/gi, '$1[redacted]'],
  [/(session_token=)[^;\s"',]+/gi, '$1[redacted]'],
]

/** The text with every secret of SECRET_PATTERNS replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  let out = text
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement)
  return out
}

/** Header fields that are credentials whole. */
const CREDENTIAL_KEYS = new Set(['authorization', 'cookie', 'set-cookie', 'set-auth-token'])

/**
 * The request as the log shows it: pino's fields, with the URL's secrets removed. Fastify's own
 * serializer writes `request.url` whole, which is how reset and confirmation tokens and media
 * signatures reached the log; headers (cookie, bearer token) are not written at all.
 */
export function serializeRequest(request: {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/**
 * Every argument of every log call, before pino formats it: text through `redactSecrets`, plain
 * objects and arrays walked (credential headers dropped whole), so a message that names a URL
 * (Fastify's "Route GET:… not found", the outbox's mail links) keeps no secret either. Errors and
 * other class instances (the request, the reply) are left to their serializers.
 */
function redactArg(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactSecrets(value)
  if (value === null || typeof value !== 'object' || depth >= 4) return value
  if (Array.isArray(value)) return value.map((item) => redactArg(item, depth + 1))
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      CREDENTIAL_KEYS.has(key.toLowerCase()) ? '[redacted]' : redactArg(item, depth + 1),
    ]),
  )
}

/**
 * The server's logger options: the only way the app's log is configured (app.ts), so every line
 * goes through these serializers and this hook. Requests through `serializeRequest`, errors
 * through `serializeError`, every other argument through `redactArg`.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => redactArg(arg, 0)),
        )
      },
    },
    ...(stream ? { stream } : {}),
  }
}

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
