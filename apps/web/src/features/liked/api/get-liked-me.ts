import { likedListSchema } from '@mithaq/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { likedListsQueryKey, likedPaging } from './liked-query-keys'

export const getLikedMe = (cursor?: string) => request(likedListSchema, '/liked/me', { query: { cursor } })

/** Who liked me and is not liked back (someone I passed stays, marked). Page by page, newest first. */
export const likedMeQueryOptions = infiniteQueryOptions({
  queryKey: [...likedListsQueryKey, 'me'],
  queryFn: ({ pageParam }) => getLikedMe(pageParam),
  ...likedPaging,
})

export const useLikedMe = () => useInfiniteQuery(likedMeQueryOptions)
