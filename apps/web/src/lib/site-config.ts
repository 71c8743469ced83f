import { siteConfigSchema } from '@mithaq/domain'
import { useQuery } from '@tanstack/react-query'
import { request } from './api-client'

/** Public settings from the server (the support address); stable for the session. */
export const useSiteConfig = () =>
  useQuery({
    queryKey: ['site-config'],
    queryFn: () => request(siteConfigSchema, '/config'),
    staleTime: Number.POSITIVE_INFINITY,
  })
