import { likedListSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { likedListsQueryKey } from './liked-query-keys'

export const getFavorites = () => request(likedListSchema, '/favorites')

/** The profiles I favorited. */
export const favoritesQueryOptions = queryOptions({
  queryKey: [...likedListsQueryKey, 'favorites'],
  queryFn: getFavorites,
  // Discover changes these lists too: every visit to Liked asks again.
  staleTime: 0,
})

export const useFavorites = () => useQuery(favoritesQueryOptions)
