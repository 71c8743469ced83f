import { ApiError, type ApiErrorCode } from './api-error'

/** The codes of no answer (the network), or of the server's own trouble (a timeout counts). */
const TRANSIENT_CODES: ReadonlySet<ApiErrorCode> = new Set(['NETWORK', 'INTERNAL', 'SERVICE_UNAVAILABLE'])

/**
 * A failure that asking again, unchanged, may cure: no answer, a timeout, or the server's own
 * trouble. Anything that is not an answer of our API (fetch's own TypeError, an aborted read)
 * counts as no answer. The one definition the app retries by.
 */
export const isTransient = (error: unknown) => !(error instanceof ApiError) || TRANSIENT_CODES.has(error.code)

/** The server answered and refused, with a reason written for people ('Chat locked: …'). */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && !isTransient(error)

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number
  /** Wait before the second try; each later wait doubles, up to `maxDelayMs`. */
  delayMs: number
  maxDelayMs?: number
  shouldRetry?: (error: unknown) => boolean
  /** Told before each wait, e.g. to show 'Attempt 1 failed. Retrying in 2s...'. */
  onRetry?: (failedAttempt: number, delayMs: number) => void
  /** Stops waiting: the last failure is thrown at once and nothing more is tried. */
  signal?: AbortSignal
}

/** Runs `task` until it succeeds or `attempts` are spent; only failures `shouldRetry` accepts are tried again. */
export async function withRetry<T>(
  task: () => Promise<T>,
  { attempts, delayMs, maxDelayMs = Infinity, shouldRetry = isTransient, onRetry, signal }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error) || signal?.aborted) throw error
      const wait = Math.min(delayMs * 2 ** (attempt - 1), maxDelayMs)
      onRetry?.(attempt, wait)
      await pause(wait, signal)
      if (signal?.aborted) throw error
    }
  }
}

function pause(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })
}
