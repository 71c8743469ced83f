import { markNotificationsReadResultSchema } from '@mithaq/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import type { NotificationFeed } from './get-notifications'
import { notificationKeys } from './notification-keys'

/** Marks these notifications read, or all of mine when `ids` is undefined. */
export const markNotificationsRead = (ids?: string[]) =>
  request(markNotificationsReadResultSchema, '/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
  })

/** Shows them read at once and lowers the count; the server's answer then refreshes the feed. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.feed })
      queryClient.setQueryData<NotificationFeed>(notificationKeys.feed, (feed) => {
        if (!feed) return feed
        const marks = (id: string) => ids === undefined || ids.includes(id)
        let newlyRead = 0
        const pages = feed.pages.map((page) => ({
          ...page,
          notifications: page.notifications.map((n) => {
            if (n.read || !marks(n.id)) return n
            newlyRead++
            return { ...n, read: true }
          }),
        }))
        const [first, ...rest] = pages
        if (!first) return feed
        const unreadCount = ids === undefined ? 0 : Math.max(0, first.unreadCount - newlyRead)
        return { ...feed, pages: [{ ...first, unreadCount }, ...rest] }
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.feed }),
  })
}
