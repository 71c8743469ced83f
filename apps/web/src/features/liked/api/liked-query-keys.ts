import type { LikedList } from '@mithaq/domain'
import type { QueryClient } from '@tanstack/react-query'

/** Every Liked tab lives under this key, so one invalidation refreshes all the counts. */
export const likedListsQueryKey = ['liked', 'lists'] as const

export type LikedTab = 'me' | 'mine' | 'favorites'

/** Takes a profile out of the given tabs at once, before the server's answer refreshes them. */
export function removeFromLikedLists(queryClient: QueryClient, id: string, tabs: readonly LikedTab[]) {
  for (const tab of tabs) {
    queryClient.setQueryData<LikedList>([...likedListsQueryKey, tab], (list) =>
      list?.profiles.some((p) => p.id === id)
        ? { profiles: list.profiles.filter((p) => p.id !== id), total: Math.max(0, list.total - 1) }
        : list,
    )
  }
  return queryClient.invalidateQueries({ queryKey: likedListsQueryKey })
}
