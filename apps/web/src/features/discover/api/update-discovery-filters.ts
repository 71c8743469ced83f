import { type DiscoverFilters, discoverFiltersSchema } from '@mithaq/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { discoverFeedQueryKey } from './get-discover-feed'
import { discoveryFiltersQueryKey } from './get-discovery-filters'

export const updateDiscoveryFilters = (filters: DiscoverFilters) =>
  request(discoverFiltersSchema, '/discover/filters', { method: 'PUT', body: filters })

/** Saves the filters for the user, then reloads the feed from its first card under them. */
export function useUpdateDiscoveryFilters() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDiscoveryFilters,
    onSuccess: (saved) => {
      queryClient.setQueryData(discoveryFiltersQueryKey, saved)
      void queryClient.resetQueries({ queryKey: discoverFeedQueryKey })
    },
  })
}
