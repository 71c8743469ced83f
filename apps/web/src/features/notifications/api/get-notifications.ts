import { type Notification, type NotificationPage, notificationPageSchema } from '@mithaq/domain'
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { notificationKeys } from './notification-keys'

const PAGE_SIZE = 30

export const getNotifications = (before?: string) =>
  request(notificationPageSchema, '/notifications', { query: { before, limit: PAGE_SIZE } })

/** My notifications, newest first, a page at a time; the first page also carries the unread count. */
export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.feed,
  queryFn: ({ pageParam }) => getNotifications(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
})

export type NotificationFeed = InfiniteData<NotificationPage, unknown>

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions)

/** The loaded notifications in order, without duplicates (a live one may also arrive in a page). */
export function flattenFeed(feed: NotificationFeed | undefined): Notification[] {
  const seen = new Set<string>()
  const all: Notification[] = []
  for (const page of feed?.pages ?? []) {
    for (const n of page.notifications) {
      if (seen.has(n.id)) continue
      seen.add(n.id)
      all.push(n)
    }
  }
  return all
}

/** The bell's count: all my unread notifications, not only the loaded ones. */
export const useUnreadNotificationCount = () =>
  useInfiniteQuery({ ...notificationsQueryOptions, select: (feed) => feed.pages[0]?.unreadCount ?? 0 })

/** Unread likes among the latest notifications: the Liked tab's badge for new 'Liked Me' entries. */
export const useUnreadLikeIds = () =>
  useInfiniteQuery({
    ...notificationsQueryOptions,
    select: (feed) =>
      flattenFeed(feed)
        .filter((n) => n.type === 'like' && !n.read)
        .map((n) => n.id),
  })
