import { ApiError } from '../../../lib/api-client'

/** A failure worth asking again about: the network, or the server having a bad moment. */
export const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500)

export interface RetryOptions {
  attempts: number
  /** Wait before the second attempt; each later wait doubles. */
  delayMs: number
  shouldRetry?: (error: unknown) => boolean
  /** Told before each wait, e.g. to show 'Attempt 1 failed. Retrying in 2s...'. */
  onRetry?: (failedAttempt: number, delayMs: number) => void
}

export async function withRetry<T>(
  task: () => Promise<T>,
  { attempts, delayMs, shouldRetry = isTransient, onRetry }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error
      const wait = delayMs * 2 ** (attempt - 1)
      onRetry?.(attempt, wait)
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}
