import { withRetry } from './retry'

/** Tries in all: with waits of 1, 2 and 4 s between them, a drop of a few seconds is ridden out. */
export const CHUNK_ATTEMPTS = 4

/**
 * Downloads a part of the app that comes after the first load (a screen's code, a card's faith
 * lines, their texts). One that fails, as when the network drops while it comes, is tried again
 * once the browser is back online, so a short drop never leaves a screen broken (decision 610).
 * The browser does not keep a failed module download: the same URL is fetched again.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return withRetry(
    async () => {
      await online()
      return load()
    },
    { attempts: CHUNK_ATTEMPTS, delayMs: 1000, shouldRetry: () => true },
  )
}

/** Resolves when the browser says it is online: at once, or at its next 'online' event. */
function online(): Promise<void> {
  if (navigator.onLine) return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}
