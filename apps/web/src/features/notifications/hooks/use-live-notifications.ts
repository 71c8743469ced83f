import type { Notification } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useServerEvents } from '../../../lib/socket-client'
import type { NotificationFeed } from '../api/get-notifications'
import { notificationKeys } from '../api/notification-keys'

/**
 * Mounted once for the signed-in area: a new notification goes to the top of the list and raises
 * the bell's count at once (withNotification); notifications the server marked read (their
 * messages were read in the chat, or their match was paid) turn read and leave the count. The feed is then fetched again
 * (app/live-refresh.ts: the socket is only a hint).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient()
  useServerEvents((event) => {
    if (event.type === 'notification.created') {
      const { notification } = event
      queryClient.setQueryData<NotificationFeed>(notificationKeys.feed, (feed) =>
        withNotification(feed, notification),
      )
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

/**
 * The feed with a notification just announced: a new one goes on top and raises the unread count;
 * a chat's row counting one more message (decision 365) moves to the top in place, and raises the
 * count only if it had been read meanwhile. A repeat of what the feed already shows changes nothing.
 */
export function withNotification(
  feed: NotificationFeed | undefined,
  notification: Notification,
): NotificationFeed | undefined {
  const [first, ...rest] = feed?.pages ?? []
  if (!feed || !first) return feed
  const known = feed.pages.flatMap((p) => p.notifications).find((n) => n.id === notification.id)
  if (known && known.count === notification.count && known.createdAt === notification.createdAt) return feed
  const unreadCount = first.unreadCount + (notification.read || (known && !known.read) ? 0 : 1)
  const without = (page: (typeof feed.pages)[number]) => ({
    ...page,
    notifications: page.notifications.filter((n) => n.id !== notification.id),
  })
  const top = without(first)
  return {
    ...feed,
    pages: [
      { ...top, notifications: [notification, ...top.notifications], unreadCount },
      ...rest.map(without),
    ],
  }
}
