import { matchListSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { matchKeys } from './match-keys'

export const getMatches = async () => (await request(matchListSchema, '/matches')).matches

export const matchesQueryOptions = queryOptions({ queryKey: matchKeys.list, queryFn: getMatches })

/** 'Your Matches': active matches, newest activity first. */
export const useMatches = () => useQuery(matchesQueryOptions)
