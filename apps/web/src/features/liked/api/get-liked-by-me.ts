import { likedListSchema } from '@mithaq/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { likedListsQueryKey, likedPaging } from './liked-query-keys'

export const getLikedByMe = (cursor?: string) =>
  request(likedListSchema, '/liked/mine', { query: { cursor } })

/** The profiles I liked. Page by page, newest first. */
export const likedByMeQueryOptions = infiniteQueryOptions({
  queryKey: [...likedListsQueryKey, 'mine'],
  queryFn: ({ pageParam }) => getLikedByMe(pageParam),
  ...likedPaging,
})

export const useLikedByMe = () => useInfiniteQuery(likedByMeQueryOptions)
