import { matchDetailSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { matchKeys } from './match-keys'

export const getMatch = (matchId: string) =>
  request(matchDetailSchema, `/matches/${encodeURIComponent(matchId)}`)

export const matchQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: matchKeys.detail(matchId), queryFn: () => getMatch(matchId) })

/** One match as the chat screen shows it: the other profile, payment state, timers. */
export const useMatch = (matchId: string) => useQuery(matchQueryOptions(matchId))

/** The chat screen asks again on every visit: timers and payments may have moved meanwhile. */
export const useFreshMatch = (matchId: string) =>
  useQuery({ ...matchQueryOptions(matchId), refetchOnMount: 'always' })
