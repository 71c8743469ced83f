import { useQueryClient } from '@tanstack/react-query'
import { useServerEvents } from '../../../lib/socket-client'
import type { NotificationFeed } from '../api/get-notifications'
import { notificationKeys } from '../api/notification-keys'

/**
 * Mounted once for the signed-in area: a new notification goes to the top of the list and raises
 * the bell's count at once, and the feed is then fetched again (the socket is only a hint).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient()
  useServerEvents((event) => {
    if (event.type !== 'notification.created') return
    const { notification } = event
    queryClient.setQueryData<NotificationFeed>(notificationKeys.feed, (feed) => {
      const [first, ...rest] = feed?.pages ?? []
      if (!feed || !first || feed.pages.some((p) => p.notifications.some((n) => n.id === notification.id))) {
        return feed
      }
      const unreadCount = first.unreadCount + (notification.read ? 0 : 1)
      return {
        ...feed,
        pages: [{ ...first, notifications: [notification, ...first.notifications], unreadCount }, ...rest],
      }
    })
    void queryClient.invalidateQueries({ queryKey: notificationKeys.feed })
  })
}
