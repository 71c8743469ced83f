import { discoverFiltersSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'

export const discoveryFiltersQueryKey = ['discover', 'filters'] as const

export const getDiscoveryFilters = () => request(discoverFiltersSchema, '/discover/filters')

export const discoveryFiltersQueryOptions = queryOptions({
  queryKey: discoveryFiltersQueryKey,
  queryFn: getDiscoveryFilters,
  staleTime: Number.POSITIVE_INFINITY,
})

export const useDiscoveryFilters = () => useQuery(discoveryFiltersQueryOptions)
