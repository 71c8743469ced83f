import { unreadCountSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { matchKeys } from './match-keys'

export const getUnreadCount = async () => (await request(unreadCountSchema, '/unread-count')).count

export const unreadCountQueryOptions = queryOptions({
  queryKey: matchKeys.unreadCount,
  queryFn: getUnreadCount,
})

/** The Matches tab badge: unread messages from others in active matches. */
export const useUnreadCount = () => useQuery(unreadCountQueryOptions)
