import { type Me, meSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, request } from '../../../lib/api-client'

export const meQueryKey = ['me'] as const

/** The signed-in user and whether their profile exists; null for a visitor. */
export async function getMe(): Promise<Me | null> {
  try {
    return await request(meSchema, '/me')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 })

export const useMe = () => useQuery(meQueryOptions)
