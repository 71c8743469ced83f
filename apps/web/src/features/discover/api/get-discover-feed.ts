import { discoverPageSchema } from '@mithaq/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { request } from '../../../lib/api-client'
import { forgetSentAnswer, peekSentAnswer } from '../../../lib/early-requests'

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

/**
 * The first page comes from the page itself when the server sent it (decision 188), so Discover
 * renders its first card in the same pass as the rest of the screen. Once mounted, that answer
 * is forgotten: a reset (Start Over, new filters) asks the server.
 */
export function useDiscoverFeed() {
  const feed = useInfiniteQuery({
    ...discoverFeedQueryOptions,
    initialData: () => {
      const page = peekSentAnswer('/discover', discoverPageSchema)
      return page ? { pages: [page], pageParams: [undefined] } : undefined
    },
  })
  useEffect(() => forgetSentAnswer('/discover'), [])
  return feed
}
