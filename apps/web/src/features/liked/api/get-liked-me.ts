import { likedListSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { likedListsQueryKey } from './liked-query-keys'

export const getLikedMe = () => request(likedListSchema, '/liked/me')

/** Who liked me and is still waiting for my answer (liked back or passed profiles leave). */
export const likedMeQueryOptions = queryOptions({
  queryKey: [...likedListsQueryKey, 'me'],
  queryFn: getLikedMe,
  // Discover changes these lists too: every visit to Liked asks again.
  staleTime: 0,
})

export const useLikedMe = () => useQuery(likedMeQueryOptions)
