import { useEffect } from 'react'
import { useUnreadLikeIds } from '../api/get-notifications'
import { useMarkNotificationsRead } from '../api/mark-read'

/**
 * While 'Liked Me' is on screen, its new entries are seen: their like notifications are marked
 * read, which clears the Liked tab's badge (also for likes that arrive while it is open).
 */
export function useClearNewLikes(viewing: boolean) {
  const { data: ids = [] } = useUnreadLikeIds()
  const { mutate } = useMarkNotificationsRead()
  const key = ids.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per new set of unread likes
  useEffect(() => {
    if (viewing && ids.length > 0) mutate(ids)
  }, [viewing, key, mutate])
}
