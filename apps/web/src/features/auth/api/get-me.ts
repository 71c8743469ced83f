import type { Me } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { rememberSignedIn } from '../../../lib/session-hint'

export const meQueryKey = ['me'] as const

/**
 * The signed-in user and whether their profile exists; null for a visitor. The request and its
 * schema are fetched on first use, so the landing page carries neither.
 */
export async function getMe(): Promise<Me | null> {
  const { fetchMe } = await import('./fetch-me')
  const me = await fetchMe()
  rememberSignedIn(me !== null)
  return me
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 })

export const useMe = () => useQuery(meQueryOptions)
