import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Cancels the first fetches in flight under `queryKey` (every query without one): the queries
 * that have no answer yet. TanStack Query joins a refetch to a fetch in flight while the query has
 * no data (with data, it cancels and asks again), and the first answer then clears the stale mark.
 * So an event that came during a first fetch was lost: the answer, read before the event, was
 * shown as current (the other member's payment, made while the chat was opening, stayed unseen
 * until a reload). Cancelled, such a fetch can no longer be joined: the next one asks the server.
 */
export function cancelFirstFetches(queryClient: QueryClient, queryKey?: QueryKey): Query[] {
  const firstFetches = queryClient
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: 'fetching', predicate: (query) => query.state.data === undefined })
  for (const query of firstFetches) void query.cancel({ revert: true })
  return firstFetches
}

/**
 * `invalidateQueries` that also holds for a query whose first answer is still on its way: marks
 * the queries stale, asks again for those on screen (`refetchType: 'none'`: only marks them), and
 * asks again for every query on screen whose first fetch it had to cancel.
 */
export function invalidate(queryClient: QueryClient, queryKey?: QueryKey, refetchType?: 'none') {
  const cancelled = cancelFirstFetches(queryClient, queryKey)
  void queryClient.invalidateQueries({ queryKey, refetchType })
  if (cancelled.length > 0) {
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => cancelled.includes(query) })
  }
}
