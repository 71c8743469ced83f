import { likedListSchema } from '@mithaq/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { likedListsQueryKey, likedPaging } from './liked-query-keys'

export const getFavorites = (cursor?: string) => request(likedListSchema, '/favorites', { query: { cursor } })

/** The profiles I favorited. Page by page, newest first. */
export const favoritesQueryOptions = infiniteQueryOptions({
  queryKey: [...likedListsQueryKey, 'favorites'],
  queryFn: ({ pageParam }) => getFavorites(pageParam),
  ...likedPaging,
})

export const useFavorites = () => useInfiniteQuery(favoritesQueryOptions)
