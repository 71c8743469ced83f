import { QueryClient } from '@tanstack/react-query'
import { isTransient } from './retry'

// docs/product.md § 12: 3 retries with exponential backoff capped at 30 s; cache kept 5 minutes.
// A 4xx will not get better by asking again, so only network and server failures are retried.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 3 && isTransient(error),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60 * 1000,
      staleTime: 30 * 1000,
      refetchOnWindowFocus: false,
    },
  },
})
