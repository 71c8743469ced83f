import { profileViewSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'

export const profileViewQueryKey = (id: string) => ['liked', 'profile', id] as const

export const getProfileView = (id: string) =>
  request(profileViewSchema, `/profiles/${encodeURIComponent(id)}`)

/** One profile with where I stand with it (liked, passed, favorited, liked me): the dialog's buttons. */
export const profileViewQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileViewQueryKey(id), queryFn: () => getProfileView(id), staleTime: 0 })

export const useProfileView = (id: string) => useQuery(profileViewQueryOptions(id))
