import { citySearchResultSchema } from '@mithaq/domain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'

export const searchCities = (country: string, q: string) =>
  request(citySearchResultSchema, '/geo/cities', { query: { country, q } })

export const citySearchQueryOptions = (country: string, q: string) =>
  queryOptions({
    queryKey: ['geo', 'cities', country, q],
    queryFn: () => searchCities(country, q),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** City suggestions for the manual picker; the previous list stays while the next one loads. */
export const useCitySearch = (country: string, q: string) =>
  useQuery({
    ...citySearchQueryOptions(country, q),
    enabled: country !== '',
    placeholderData: keepPreviousData,
  })
