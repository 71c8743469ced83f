import { ownProfileSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'

export const ownProfileQueryKey = ['profile', 'own'] as const

/** The session user's profile with its pictures (ids, full size and thumbnails). */
export const getOwnProfile = () => request(ownProfileSchema, '/profile')

export const ownProfileQueryOptions = queryOptions({ queryKey: ownProfileQueryKey, queryFn: getOwnProfile })

export const useOwnProfile = () => useQuery(ownProfileQueryOptions)
