import { discoverPageSchema } from '@mithaq/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'

export const discoverFeedQueryKey = ['discover', 'feed'] as const

export const getDiscoverFeed = (cursor?: string) =>
  request(discoverPageSchema, '/discover', { query: { cursor } })

/**
 * The feed, page by page (keyset cursors). The server leaves out everyone already liked or
 * passed, so a fresh first page is always "where I am": the cache is dropped when Discover
 * closes (gcTime 0) and never refetched behind the user's back while it is open.
 */
export const discoverFeedQueryOptions = infiniteQueryOptions({
  queryKey: discoverFeedQueryKey,
  queryFn: ({ pageParam }) => getDiscoverFeed(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
})

export const useDiscoverFeed = () => useInfiniteQuery(discoverFeedQueryOptions)
