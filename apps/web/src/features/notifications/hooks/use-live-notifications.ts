import { useQueryClient } from '@tanstack/react-query'
import { useServerEvents } from '../../../lib/socket-client'
import type { NotificationFeed } from '../api/get-notifications'
import { notificationKeys } from '../api/notification-keys'

/**
 * Mounted once for the signed-in area: a new notification goes to the top of the list and raises
 * the bell's count at once (a chat's row counting one more message moves up in place); notifications the server marked read (their messages were read in the
 * chat, or their match was paid) turn read and leave the count. The feed is then fetched again
 * (app/live-refresh.ts: the socket is only a hint).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient()
  useServerEvents((event) => {
    if (event.type === 'notification.created') {
      const { notification } = event
      queryClient.setQueryData<NotificationFeed>(notificationKeys.feed, (feed) => {
        const [first, ...rest] = feed?.pages ?? []
        if (!feed || !first) return feed
        const known = feed.pages.flatMap((p) => p.notifications).find((n) => n.id === notification.id)
        // A chat's unread row counts one more message (decision 365): it moves to the top, and
        // the count changes only if it had been read meanwhile.
        if (known && known.count === notification.count && known.createdAt === notification.createdAt)
          return feed
        const unreadCount = first.unreadCount + (notification.read || (known && !known.read) ? 0 : 1)
        const without = (page: (typeof feed.pages)[number]) => ({
          ...page,
          notifications: page.notifications.filter((n) => n.id !== notification.id),
        })
        return {
          ...feed,
          pages: [
            {
              ...without(first),
              notifications: [notification, ...without(first).notifications],
              unreadCount,
            },
            ...rest.map(without),
          ],
        }
      })
    } else if (event.type === 'notifications.read') {
      const ids = new Set(event.ids)
      queryClient.setQueryData<NotificationFeed>(notificationKeys.feed, (feed) => {
        const [first, ...rest] = feed?.pages ?? []
        if (!feed || !first) return feed
        return {
          ...feed,
          pages: [{ ...first, unreadCount: Math.max(0, first.unreadCount - ids.size) }, ...rest].map(
            (page) => ({
              ...page,
              notifications: page.notifications.map((n) => (ids.has(n.id) ? { ...n, read: true } : n)),
            }),
          ),
        }
      })
    }
  })
}
