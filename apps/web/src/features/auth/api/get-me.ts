import { type Me, meSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { followAccountLocale } from '../../../lib/account-locale'
import { errorCode, request } from '../../../lib/api-client'
import { rememberSignedIn } from '../../../lib/session-hint'

export const meQueryKey = ['me'] as const

/** The signed-in user and whether their profile exists; null for a visitor. */
export async function getMe(): Promise<Me | null> {
  let me: Me | null
  try {
    me = await request(meSchema, '/me')
  } catch (error) {
    if (errorCode(error) === 'UNAUTHENTICATED') me = null
    else throw error
  }
  // Read by the landing page's next first paint (lib/session-hint.ts).
  rememberSignedIn(me !== null)
  // The account's language wins over this device's (decision 281).
  await followAccountLocale(me?.locale)
  return me
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 })

export const useMe = () => useQuery(meQueryOptions)
