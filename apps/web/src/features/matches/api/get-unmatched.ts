import { unmatchedListSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { matchKeys } from './match-keys'

export const getUnmatched = async () => (await request(unmatchedListSchema, '/matches/unmatched')).matches

export const unmatchedQueryOptions = queryOptions({ queryKey: matchKeys.unmatched, queryFn: getUnmatched })

/** The unmatched profiles (without those who blocked me or that I removed forever). */
export const useUnmatched = () => useQuery(unmatchedQueryOptions)
