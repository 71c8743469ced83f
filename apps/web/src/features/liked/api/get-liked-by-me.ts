import { likedListSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { likedListsQueryKey } from './liked-query-keys'

export const getLikedByMe = () => request(likedListSchema, '/liked/mine')

/** The profiles I liked. */
export const likedByMeQueryOptions = queryOptions({
  queryKey: [...likedListsQueryKey, 'mine'],
  queryFn: getLikedByMe,
  // Discover changes these lists too: every visit to Liked asks again.
  staleTime: 0,
})

export const useLikedByMe = () => useQuery(likedByMeQueryOptions)
